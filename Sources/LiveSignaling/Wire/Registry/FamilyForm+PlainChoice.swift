extension FamilyForm {
    /// True when ``detect(keys:within:integer:)`` certainly chooses this form for the root
    /// keys a streamed read took with this form's reader, found without looking a key up:
    /// a key the reader named by one of this form's ``MarkerKey`` constants carries this
    /// form's bit and is one of its markers, and every other key is counted as if it were
    /// another form's marker, as is a marker this form shares. When the form's markers
    /// outnumber that bound, no other form can score as much. Two keys at least, so the
    /// bare-`action_type` rule cannot apply. False says nothing: ask ``dominates(_:keys:)``.
    ///
    /// The keys are distinct (a typed reader takes each key once).
    func plainlyChosen(takenKeys keys: UnsafeBufferPointer<StreamedRootKey>) -> Bool {
        var marks = PlainChoice(of: self)
        for taken in keys { marks.count(taken.markedForms) }
        return marks.isPlain(keyCount: keys.count)
    }

    /// The count behind ``plainlyChosen(takenKeys:)``, kept as distinct root keys are read, each
    /// with the bits of the forms it marks (0 for a key not known to mark any, or not looked
    /// up): the form's own markers among them, and how many of those other forms share.
    struct PlainChoice {
        private let form: UInt32
        private var own = 0
        private var shared = 0

        /// Counting for `form`; for none, it counts nothing (a nested object's keys).
        init(of form: FamilyForm?) { self.form = form?.bit ?? 0 }

        @inline(__always)
        mutating func count(_ markedForms: UInt32) {
            guard markedForms & form != 0 else { return }
            own += 1
            if markedForms != form { shared += 1 }
        }

        /// Whether the form is plainly chosen for `keyCount` distinct keys, these among them.
        func isPlain(keyCount: Int) -> Bool {
            keyCount >= 2 && own > keyCount - own + shared
        }
    }
}
