/// The spec's view of whole values: walking bytes into an unwrapped value, and wrapping an
/// unwrapped value back into what is sent.
enum SpecValues {
    /// Walks `bytes` as `form`, building the unwrapped value; the findings in byte order.
    static func walk(
        _ bytes: [UInt8],
        form: FormSpec,
        options: JSONReaderOptions = .default
    ) -> (
        value: JSONValue?, findings: [Diagnostic]
    ) {
        walk(bytes, spec: .object(form.root), options: options)
    }

    /// Walks `bytes` as a document of `spec` (a part of a message, such as one element of a
    /// Tencent Chat message body).
    static func walk(
        _ bytes: [UInt8],
        spec: ValueSpec,
        options: JSONReaderOptions = .default
    ) -> (
        value: JSONValue?, findings: [Diagnostic]
    ) {
        bytes.withUnsafeBytes { buffer in
            var tape = JSONTape()
            if let error = JSONScanner.scan(buffer, into: &tape, options: options) { return (nil, [error]) }
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return (nil, []) }
            var walker = SpecWalker(options: options, buildsValue: true)
            let value = walker.walk(spec, root: SpecWalker.Document(tape: tape, base: base))
            var findings = tape.warnings + walker.findings
            findings.sortByOffset()
            return (value, findings)
        }
    }

    /// Checks a typed value against `spec` before it is written, reporting each finding at its
    /// path below `path` (a value has no bytes yet): its encoding, compact, is walked. Those
    /// types encode only strings, integers, booleans and JSON values, which always encode;
    /// were one to fail, its encoder's error is reported rather than lost.
    static func report(
        encoding value: some Encodable,
        as spec: ValueSpec,
        at path: JSONPath,
        into sink: inout DiagnosticSink
    ) {
        do {
            report(bytes: try WireEncoder().encode(value), as: spec, at: path, into: &sink)
        } catch {
            sink.report(.wireType, at: path, "the value cannot be written as JSON to be checked: \(error)")
        }
    }

    private static func report(bytes: [UInt8], as spec: ValueSpec, at path: JSONPath, into sink: inout DiagnosticSink) {
        // The value was read under the caller's limits; its bytes are not held to them again.
        for finding in walk(bytes, spec: spec, options: .rereading).findings
        where finding.code.layer != .json {
            sink.report(
                finding.code,
                at: JSONPath(components: path.components + finding.path.components),
                finding.message,
                severity: finding.severity
            )
        }
    }

    /// `value` (unwrapped) as sent: each embedded document the spec declares written back into
    /// its string in `style`. Members the spec does not declare are left as they are.
    static func wrap(_ value: JSONValue, as spec: ValueSpec, style: JSONStyle) -> JSONValue {
        switch (spec, value) {
        case (.embedded(let inner), .object), (.embedded(let inner), .array):
            return .string(JSONWriter(style: style).writeString(wrap(value, as: inner, style: style)))
        case (.embedded(let inner), _):
            return wrap(value, as: inner, style: style)
        case (.appMessage, .object), (.appMessage, .array):
            // Read, the string is kept as sent; a value built by hand may hold the document.
            return .string(JSONWriter(style: style).writeString(value))
        case (.array(let array), .array(let elements)):
            return .array(elements.map { wrap($0, as: array.element, style: style) })
        case (.object(let object), .object(let members)):
            var wrapped = JSONObject()
            wrapped.members.reserveCapacity(members.count)
            for member in members.members {
                guard let declared = object.member(member.key) else {
                    wrapped.members.append(member)
                    continue
                }
                let chosen = object.choice(for: member.key, in: members)?.spec
                wrapped.members.append(
                    .init(key: member.key, value: wrap(member.value, as: chosen ?? declared.value, style: style))
                )
            }
            return .object(wrapped)
        default:
            return value
        }
    }
}

extension SpecValues {
    /// `value` with every object's members in key order, the last of a repeated key kept, and
    /// every number by its value (`486.0` is `486`: a typed value is the same either way).
    static func canonical(_ value: JSONValue) -> JSONValue {
        switch value {
        case .number(let number):
            if let integer = number.exactly(Int64.self) { return .number(JSONNumber(integer)) }
            return JSONNumber(number.doubleValue).map(JSONValue.number) ?? value
        case .array(let elements): return .array(elements.map(canonical))
        case .object(let object):
            var last: [String: JSONValue] = [:]
            for member in object.members { last[member.key] = member.value }
            return .object(JSONObject(last.keys.sorted().map { .init(key: $0, value: canonical(last[$0] ?? .null)) }))
        default: return value
        }
    }
}

extension Array where Element == Diagnostic {
    /// The first error, if any.
    var firstError: Diagnostic? { first { $0.severity == .error } }
}
