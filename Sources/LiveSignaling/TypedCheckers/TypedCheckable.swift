/// A family's root value with a typed checker beside its typed reader: the same members read
/// in the same order, with the family's rules run on the bytes as they are read, and no value
/// built. A validator that only needs the verdict (`SignalDecoder.verdict(_:as:)`, `livesig
/// validate`) spends most of a typed read building strings and arrays and then destroying
/// them; a checker skips both.
///
/// A checker passes a message exactly when the typed reader reads it whole and the value's
/// rules find nothing (``TypedReadableRoot``); what it returns decides the dialect as the value
/// would. Anything else is a ``TypedReadMiss``, and the message is decoded in full, so every
/// diagnostic still comes from one place. `TypedCheckerTests` and FuzzDecodeAuto hold each
/// checker to its reader, on the bytes and on the tape.
protocol TypedCheckableRoot {
    /// What the message's dialect is decided by, where the value would decide it.
    associatedtype Checked

    static func check<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) -> Checked
}

extension TypedReadMiss {
    /// Misses unless `condition` holds: a rule the value would break, read as a checker's
    /// guard.
    @inline(__always)
    static func unless(_ condition: Bool) throws(TypedReadMiss) {
        guard condition else { throw TypedReadMiss() }
    }
}
