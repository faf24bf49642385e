extension FamilyForm {
    /// The shapes of a form written by hand that are declared as specs, by place (nil for a
    /// shape that is not): the streamed check passes a message of the form by the shape its
    /// root keys choose (``shape(hasKey:)``). Empty for the other forms.
    var shapes: [FormSpec?] {
        switch self {
        case .chatCustom: ChatCustom.Shape.allCases.map(\.form)
        default: []
        }
    }

    /// The place in ``shapes`` of the one an object with these keys has, as the form's typed
    /// value chooses it when decoding; nil for a form without shapes.
    func shape(hasKey: (String) -> Bool) -> Int? {
        switch self {
        case .chatCustom: ChatCustom.Shape(hasKey: hasKey).rawValue
        default: nil
        }
    }
}
