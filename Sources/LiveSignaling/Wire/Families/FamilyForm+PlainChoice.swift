extension FamilyForm {
    /// One ``MarkerKey`` name, by the address of its bytes, with the forms it marks.
    private struct MarkerSlot {
        /// Where the name's bytes start, as a number (so the table is Sendable); 0 when empty.
        var start: UInt = 0
        var count = 0
        /// Bit `rawValue` for each form whose marker it is.
        var forms: UInt16 = 0
    }

    /// A power of two, well above the number of marker names (open addressing, so that a
    /// probe always ends at an empty slot).
    private static let markerSlotCount = 128

    private static let markerSlots: [MarkerSlot] = {
        var slots = [MarkerSlot](repeating: MarkerSlot(), count: markerSlotCount)
        for form in allCases {
            for key in form.markerKeys {
                let start = UInt(bitPattern: key.utf8Start)
                var slot = markerSlot(start)
                while slots[slot].start != 0, slots[slot].start != start { slot = (slot + 1) & (markerSlotCount - 1) }
                slots[slot].start = start
                slots[slot].count = key.utf8CodeUnitCount
                slots[slot].forms |= 1 << UInt16(form.rawValue)
            }
        }
        return slots
    }()

    @inline(__always)
    private static func markerSlot(_ start: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(start) &* 0x9E37_79B9_7F4A_7C15) >> 57) & (markerSlotCount - 1)
    }

    /// True when ``detect(keys:within:number:)`` certainly chooses this form for the root
    /// keys a streamed read took with this form's reader, found without looking a key up by
    /// its bytes: a key named by one of this form's ``MarkerKey`` constants is one of its
    /// markers (the same address holds the same bytes), and every other key is counted as
    /// if it were another form's marker, as is a marker this form shares. When the form's
    /// markers outnumber that bound, no other form can score as much. Two keys at least, so
    /// the bare-`action_type` rule cannot apply. False says nothing: ask
    /// ``dominates(_:keys:)``.
    ///
    /// The keys are distinct (a typed reader takes each key once).
    func plainlyChosen(takenKeys keys: UnsafeBufferPointer<StreamedRootKey>) -> Bool {
        let slots = Self.markerSlots
        guard keys.count >= 2, slots.count == Self.markerSlotCount, rawValue < UInt16.bitWidth else { return false }
        let form: UInt16 = 1 << UInt16(rawValue)
        var own = 0
        var shared = 0
        for taken in keys where taken.key.hasPointerRepresentation {
            let start = UInt(bitPattern: taken.key.utf8Start)
            var slot = Self.markerSlot(start)
            while slots[slot].start != 0 {
                if slots[slot].start == start {
                    let marks = slots[slot].forms
                    if slots[slot].count == taken.key.utf8CodeUnitCount, marks & form != 0 {
                        own += 1
                        if marks != form { shared += 1 }
                    }
                    break
                }
                slot = (slot + 1) & (Self.markerSlotCount - 1)
            }
        }
        return own > keys.count - own + shared
    }
}
