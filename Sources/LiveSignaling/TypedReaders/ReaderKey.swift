/// A key a typed reader asks for: its name, and the forms it is a detection marker of.
///
/// Written as a literal it marks no form. ``MarkerKey``'s constants say which forms they
/// mark, so a streamed read records that as it takes a root key, and confirming the form
/// (``FamilyForm/plainlyChosen(takenKeys:)``) counts bits instead of looking each key up
/// (~100 instructions a message). A key that marks a form but is spelled as a literal only
/// makes that confirmation give up, never err; `FamilyDominanceTests` checks the constants'
/// bits against ``FamilyForm/markerKeys``.
struct ReaderKey: ExpressibleByStringLiteral {
    let name: StaticString
    /// Bit `rawValue` of each form whose marker this key is.
    let markedForms: UInt32

    @inline(__always)
    init(stringLiteral name: StaticString) {
        self.name = name
        markedForms = 0
    }

    init(_ name: StaticString, marking forms: FamilyForm...) {
        self.name = name
        markedForms = forms.reduce(0) { $0 | $1.bit }
    }
}

extension FamilyForm {
    /// This form's bit in ``ReaderKey/markedForms``.
    var bit: UInt32 { 1 << UInt32(truncatingIfNeeded: rawValue) }
}
