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
        guard keys.count >= 2 else { return false }
        let form = bit
        var own = 0
        var shared = 0
        for taken in keys where taken.markedForms & form != 0 {
            own += 1
            if taken.markedForms != form { shared += 1 }
        }
        return own > keys.count - own + shared
    }
}
