/// A wire type with a hand-written reader for its common case, beside its Codable decoder.
///
/// Codable's generic containers cost most of a message's decoding time (DESIGN.md, README's
/// performance section), while almost every message a room sends is the same well-formed
/// shape. A typed reader reads exactly that shape, from a tape or straight from the bytes
/// (``ObjectReading``): every member it reads has the expected kind, required members are
/// present, and no key is unknown. For anything else it throws ``TypedReadMiss`` and
/// ``SignalDecoder`` decodes the message with Codable, so every diagnostic still comes from
/// one place. The value it builds must equal what the Codable decoder builds from the same
/// bytes; `TypedReaderTests` and `StreamedReaderTests` check that on every vector, and
/// FuzzDecodeAuto on whatever the fuzzer makes.
protocol TypedReadable {
    init<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss)
}

/// A family's root value with a typed reader. A value read typed must break no rule of its
/// family (a rule that reports hands the message to Codable, which reports it), so its rules
/// run after the read; a reader may check some of them as it reads instead, on values that
/// are still its own, where checking them later through the built arrays copied them.
protocol TypedReadableRoot: TypedReadable, WireValidatable {
    /// True when the rules the reader did not check as it read find nothing.
    func breaksNoRemainingRule() -> Bool
}

extension TypedReadableRoot {
    func breaksNoRemainingRule() -> Bool { breaksNoRule(self) }
}
