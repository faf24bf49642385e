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
