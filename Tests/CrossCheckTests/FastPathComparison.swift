@_spi(Testing) import LiveSignaling

/// A fast path of SignalDecoder held to the result of the decoder with that path turned off:
/// on single messages, on every vector and on damaged copies of messages.
struct FastPathComparison: Sendable {
    /// Turns the fast path off in a decoder.
    let turnOff: @Sendable (inout SignalDecoder) -> Void
    /// Whether the fast path reads these bytes (so a comparison is not vacuous).
    let takesFastPath: @Sendable (SignalDecoder, [UInt8], WireFamily?) -> Bool

    func decode(
        _ bytes: [UInt8],
        family: WireFamily? = nil,
        options: JSONReaderOptions = .default
    ) -> (fast: DecodedMessage, reference: DecodedMessage) {
        var reference = SignalDecoder(options: options)
        turnOff(&reference)
        return (SignalDecoder(options: options).decode(bytes, as: family), reference.decode(bytes, as: family))
    }

    /// The vectors decoded differently, and how many vectors took the fast path.
    func vectorDisagreements() -> (names: [String], fastReads: Int) {
        var names: [String] = []
        var fastReads = 0
        for vector in CrossVector.all {
            let family = vector.family.flatMap(WireFamily.init(rawValue:))
            let (fast, reference) = decode(vector.bytes, family: family, options: vector.options)
            if fast != reference { names.append(vector.name) }
            if takesFastPath(SignalDecoder(options: vector.options), vector.bytes, family) { fastReads += 1 }
        }
        return (names, fastReads)
    }

    /// Up to five of twenty mutations per source that decode differently.
    func damageDisagreements(of sources: [[UInt8]], seed: UInt64) -> [String] {
        var mutator = Mutator(seed: seed)
        var disagreements: [String] = []
        for source in sources {
            for _ in 0..<20 {
                let bytes = mutator.mutate(source)
                let (fast, reference) = decode(bytes)
                if fast != reference, disagreements.count < 5 {
                    disagreements.append(String(decoding: bytes, as: UTF8.self).debugDescription)
                }
            }
        }
        return disagreements
    }
}
