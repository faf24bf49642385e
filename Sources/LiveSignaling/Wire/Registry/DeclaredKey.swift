/// A key a family names once (``MarkerKey``'s constants, the keys of ``DeclaredCodingKeys``):
/// a static string, so that detection, the Codable path and the C tables all spell it from
/// that one place.
struct DeclaredKey: ExpressibleByStringLiteral {
    let name: StaticString

    init(stringLiteral name: StaticString) { self.name = name }

    init(_ name: StaticString) { self.name = name }
}

extension FamilyForm {
    /// This form's bit in a set of forms (``CompiledSpec/Member/markedForms``).
    var bit: UInt32 { 1 << UInt32(truncatingIfNeeded: rawValue) }
}
