extension FamilyForm {
    /// Whether ``detect(keys:within:integer:)`` certainly chooses a form for a message's root
    /// keys, told without looking a key up: counted as distinct root keys are read, each with
    /// the bits of the forms it marks (0 for a key not known to mark any, or not looked up),
    /// the form's own markers among them, and how many of those other forms share. Every
    /// other key is counted as if it were another form's marker, as is a marker this form
    /// shares: when the form's markers outnumber that bound, no other form can score as much.
    /// A tie goes to the form listed first, so a marker shared only with later forms may tie
    /// (a REST body's three keys, each a callback's marker too, are the REST body's).
    /// Two keys at least, so the bare-`action_type` rule cannot apply.
    struct PlainChoice {
        private let form: UInt32
        private var own = 0
        /// Own markers that also mark a form listed before this one, which wins a tie.
        private var sharedEarlier = 0
        /// Own markers that also mark a form listed after this one, which loses a tie.
        private var sharedLater = 0

        /// Counting for `form`; for none, it counts nothing (a nested object's keys).
        init(of form: FamilyForm?) { self.form = form?.bit ?? 0 }

        @inline(__always)
        mutating func count(_ markedForms: UInt32) {
            guard markedForms & form != 0 else { return }
            own += 1
            guard markedForms != form else { return }
            // The form's bit is its only one set: the bits below it are the earlier forms',
            // those above the later forms'.
            if markedForms & (form &- 1) != 0 { sharedEarlier += 1 }
            if markedForms > form | (form &- 1) { sharedLater += 1 }
        }

        /// Whether the form is plainly chosen for `keyCount` distinct keys, these among them:
        /// every earlier form scores less than it, every later one at most as much.
        func isPlain(keyCount: Int) -> Bool {
            let others = keyCount - own
            return keyCount >= 2 && own > others + sharedEarlier && own >= others + sharedLater
        }
    }
}
