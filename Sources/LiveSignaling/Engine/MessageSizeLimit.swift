/// A family's limit on the bytes of a whole message, declared once with the code that reports
/// it. Decoding, the typed paths and the encoder all ask ``admits(_:)``; the C validator's
/// constant is generated from ``bytes``.
public struct MessageSizeLimit: Hashable, Sendable {
    public let bytes: Int
    public let code: DiagnosticCode
    /// What is measured, as a finding names it: "the message body".
    public let subject: String

    public init(bytes: Int, code: DiagnosticCode, subject: String) {
        self.bytes = bytes
        self.code = code
        self.subject = subject
    }

    @inline(__always)
    public func admits(_ count: Int) -> Bool { count <= bytes }

    /// The sentence of the finding for a message of `count` bytes.
    func message(for count: Int) -> String { "\(subject) is \(count) bytes; the limit is \(bytes)" }
}
