/// A family's limit on the bytes of a whole message, declared once with the code that reports
/// it. Decoding, the typed paths and the encoder all ask ``admits(_:)``; the C validator's
/// constant is generated from ``bytes``.
public struct MessageSizeLimit: Hashable, Sendable {
    /// The most bytes a whole message may have.
    public let bytes: Int
    /// The diagnostic a message over the limit is reported with.
    public let code: DiagnosticCode
    /// What is measured, as a finding names it: "the message body".
    public let subject: String

    /// Makes a limit of `bytes` bytes on `subject`, reported with `code`.
    public init(bytes: Int, code: DiagnosticCode, subject: String) {
        self.bytes = bytes
        self.code = code
        self.subject = subject
    }

    /// Whether a message of `count` bytes is within the limit: true when `count` is at most ``bytes``.
    @inline(__always)
    public func admits(_ count: Int) -> Bool { count <= bytes }

    /// The sentence of the finding for a message of `count` bytes.
    func message(for count: Int) -> String { "\(subject) is \(count) bytes; the limit is \(bytes)" }
}
