/// A typed message of a form declared as a spec. The value is the message as read, unwrapped
/// (each embedded document parsed, so `data` is an object, not a string), with every member
/// kept, known or not; the typed properties each family adds read from it by the keys its spec
/// declares. Codable and the dialect writers come from the spec, once, here.
public protocol SpecBacked: Hashable, Sendable, Codable {
    /// The form the value belongs to.
    static var form: FormSpec { get }
    /// The members, unwrapped, in the order read or built.
    var fields: JSONObject { get }
    /// A value over members the caller vouches for (the walker has checked them, or the
    /// memberwise initializer built them).
    init(checked fields: JSONObject)
}

extension SpecBacked {
    /// The message as it is sent: embedded documents back in their strings, written in
    /// `style` as the dialect's writer writes them.
    public func wireValue(style: JSONStyle = .compact) -> JSONValue {
        SpecValues.wrap(.object(fields), as: .object(Self.form.root), style: style)
    }

    /// The bytes a dialect's writer sends; nil for a dialect the form does not have.
    public func encoded(dialect name: String) -> [UInt8]? {
        guard let dialect = Self.form.dialects.first(where: { $0.name == name }) else { return nil }
        return JSONWriter(style: dialect.style).write(wireValue(style: dialect.style))
    }

    /// Reads `bytes` as this form, whatever detection would choose (a server that knows from
    /// the request what a body must be): the value, nil when the root is not an object, and
    /// every finding in byte order.
    public static func read(
        _ bytes: [UInt8],
        options: JSONReaderOptions = .default
    ) -> (value: Self?, diagnostics: [Diagnostic]) {
        let walked = SpecValues.walk(bytes, form: form, options: options)
        return (walked.value?.objectValue.map(Self.init(checked:)), walked.findings)
    }

    /// Decodes the message as sent, through any `Decoder` (Foundation's `JSONDecoder` too),
    /// and checks it with the form's spec: the first error becomes a `DecodingError`.
    public init(from decoder: Decoder) throws {
        let sent = try JSONValue(from: decoder)
        let bytes = JSONWriter(style: .compact).write(sent)
        let walked = SpecValues.walk(bytes, form: Self.form)
        if let error = walked.findings.firstError {
            let reason = "\(error.code) at \(error.path): \(error.message)"
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: reason))
        }
        guard let object = walked.value?.objectValue else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not a JSON object")
            )
        }
        self.init(checked: object)
    }

    /// Encodes the message as sent (compact), through any `Encoder`.
    public func encode(to encoder: Encoder) throws {
        try wireValue().encode(to: encoder)
    }

    /// Equal when the members are, in any order: a message read through Foundation, whose
    /// decoder does not keep key order, equals the one written.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        SpecValues.canonical(.object(lhs.fields)) == SpecValues.canonical(.object(rhs.fields))
    }

    /// Hashes the members in key order, numbers by value, as `==` compares them.
    public func hash(into hasher: inout Hasher) { hasher.combine(SpecValues.canonical(.object(fields))) }

    /// The value of a member, unwrapped.
    subscript(key: String) -> JSONValue? { fields[key] }

    func string(_ key: String) -> String? { fields[key]?.stringValue }

    func integer(_ key: String) -> Int? { fields[key]?.numberValue?.exactly(Int.self) }
}
