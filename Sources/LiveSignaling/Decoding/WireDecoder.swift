/// Decodes `Decodable` types from JSON bytes through the strict reader, as Foundation's
/// `JSONDecoder` would, with two differences: nothing is accepted that RFC 8259 forbids, and
/// every problem comes back as a `Diagnostic` with a code, a path and a byte offset.
///
/// ```swift
/// let request = try WireDecoder().decode(CohostRoomRequest.V1.self, from: bytes)
/// ```
public struct WireDecoder: Sendable {
    /// The limits the JSON is read within.
    public var options: JSONReaderOptions
    /// Values handed to the types being decoded, as their decoder's `userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable]

    /// Makes a decoder held to `options`, by default ``JSONReaderOptions/default``, that hands `userInfo`
    /// (empty by default) to the types it decodes.
    public init(options: JSONReaderOptions = .default, userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        self.options = options
        self.userInfo = userInfo
    }

    /// Decodes a value, throwing the first error (warnings are dropped).
    public func decode<T: Decodable>(_ type: T.Type, from bytes: some Sequence<UInt8>) throws(Diagnostic) -> T {
        let contiguous = ContiguousArray(bytes)
        let result = contiguous.withUnsafeBytes { buffer in
            Result { () throws(Diagnostic) -> T in try decode(type, from: buffer) }
        }
        return try result.get()
    }

    /// Decodes a value from memory the caller owns, throwing the first error (warnings are dropped).
    ///
    /// Throws the first `Diagnostic` of error severity: from reading the JSON, from decoding the type,
    /// or from the rules of its family, which well-formed JSON of the right types can still break.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: UnsafeRawBufferPointer) throws(Diagnostic) -> T {
        let outcome = run(type, bytes, mode: .strict)
        if let value = outcome.value {
            // Strict means the family's rules too: an action_type of 10000 is well-formed
            // JSON of the right type, and still not a message any client sends.
            let broken = ruleFindings(of: value, bytes: bytes, tape: outcome.tape, skippingBelow: [])
            if let failure = broken.first(where: { $0.severity == .error }) {
                throw failure
            }
            return value
        }
        let failure = outcome.diagnostics.first { $0.severity == .error }
        throw failure ?? Diagnostic(.jsonSyntax, message: "the document could not be decoded")
    }

    /// Decodes a value and reports every problem found instead of stopping at the first.
    /// The value is nil only when the bytes are not JSON; otherwise missing or unusable fields
    /// hold neutral values (`""`, `0`, `false`) and each has a diagnostic.
    public func decodeReportingAll<T: Decodable>(
        _ type: T.Type,
        from bytes: UnsafeRawBufferPointer
    ) -> (value: T?, diagnostics: [Diagnostic]) {
        let outcome = run(type, bytes, mode: .collecting)
        guard let value = outcome.value else { return (nil, outcome.diagnostics) }
        let broken = outcome.diagnostics.filter { $0.severity == .error }.map(\.path.components)
        var diagnostics =
            outcome.diagnostics
            + ruleFindings(
                of: value,
                bytes: bytes,
                tape: outcome.tape,
                skippingBelow: broken,
                reported: outcome.diagnostics
            )
        diagnostics.sortByOffset()
        return (value, diagnostics)
    }

    /// What the rules of `value`'s family find (none for types without rules): its form
    /// walked over the bytes it was read from, so each finding is placed where the walk met
    /// it. As in SignalDecoder, a finding at or below a path whose decoding already failed is
    /// left out (it would describe the stand-in value, not the wire's), and so is one the
    /// decoder made already, or one about the JSON itself, which the decoder reports.
    private func ruleFindings(
        of value: Any,
        bytes: UnsafeRawBufferPointer,
        tape: JSONTape,
        skippingBelow broken: [[JSONPath.Component]],
        reported: [Diagnostic] = []
    ) -> [Diagnostic] {
        guard let rules = value as? any WireValidatable,
            let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
        else { return [] }
        let document = WireDocument(bytes: bytes, base: base, tape: tape, options: options)
        return document.walk(rules.ruleForm, buildsValue: false).walker.findings.filter { finding in
            finding.code.layer != .json && !broken.contains { finding.path.components.starts(with: $0) }
                && !reported.contains {
                    $0.code == finding.code && $0.offset == finding.offset && $0.path == finding.path
                }
        }
    }

    func run<T: Decodable>(
        _ type: T.Type,
        _ bytes: UnsafeRawBufferPointer,
        mode: WireDecodingMode
    ) -> (value: T?, diagnostics: [Diagnostic], tape: JSONTape) {
        var tape = JSONTape()
        if let error = JSONScanner.scan(bytes, into: &tape, options: options) {
            return (nil, [error], tape)
        }
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            return (nil, [], tape)
        }
        let context = WireDecodingContext(
            base: base,
            count: bytes.count,
            tape: tape,
            mode: mode,
            options: options,
            userInfo: userInfo
        )
        context.absorb(tape.warnings)
        let value = context.decodeRoot(type)
        return (value, context.diagnostics, tape)
    }
}

extension WireDecodingContext {
    /// Decodes the document's root value, turning any error into a diagnostic. In strict mode
    /// a thrown error yields nil; in collecting mode a value is always returned when possible.
    func decodeRoot<T: Decodable>(_ type: T.Type) -> T? {
        #if DEBUG
        ReadPassLog.current?.decodedWithCodable()
        #endif
        do {
            return try T(from: WireDecoderImpl(context: self, entry: 0))
        } catch let error as Diagnostic {
            absorb([error])
        } catch {
            // Types only throw the errors our containers throw, but a type written for other
            // decoders may throw its own; it becomes a diagnostic, never a trap.
            absorb([Diagnostic(.wireType, path: pathPrefix, offset: outerOffset(0), message: "\(error)")])
        }
        return nil
    }
}
