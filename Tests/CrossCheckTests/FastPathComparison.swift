@_spi(Testing) import LiveSignaling

/// A fast path of SignalDecoder's verdict held to the verdict of the full decode with that
/// path turned off: on single messages, on every vector and on damaged copies of messages.
struct FastPathComparison: Sendable {
    /// Turns the fast path off in a decoder.
    let turnOff: @Sendable (inout SignalDecoder) -> Void
    /// Whether the fast path judges these bytes (so a comparison is not vacuous).
    let takesFastPath: @Sendable (SignalDecoder, [UInt8], WireFamily?) -> Bool

    /// The verdict with the fast path, and the full decode's without it.
    func verdicts(
        _ bytes: [UInt8],
        family: WireFamily? = nil,
        options: JSONReaderOptions = .default
    ) -> (fast: MessageVerdict, reference: MessageVerdict) {
        var reference = SignalDecoder(options: options)
        turnOff(&reference)
        return (
            SignalDecoder(options: options).verdict(bytes, as: family), reference.decode(bytes, as: family).verdict
        )
    }

    /// The vectors judged differently, and how many vectors took the fast path.
    func vectorDisagreements() -> (names: [String], fastReads: Int) {
        var names: [String] = []
        var fastReads = 0
        for vector in CrossVector.all {
            let family = vector.family.flatMap(WireFamily.init(rawValue:))
            let (fast, reference) = verdicts(vector.bytes, family: family, options: vector.options)
            if fast != reference { names.append(vector.name) }
            if takesFastPath(SignalDecoder(options: vector.options), vector.bytes, family) { fastReads += 1 }
        }
        return (names, fastReads)
    }

    /// Up to five of twenty mutations per source that are judged differently.
    func damageDisagreements(of sources: [[UInt8]], seed: UInt64) -> [String] {
        var mutator = Mutator(seed: seed)
        var disagreements: [String] = []
        for source in sources {
            for _ in 0..<20 {
                let bytes = mutator.mutate(source)
                let (fast, reference) = verdicts(bytes)
                if fast != reference, disagreements.count < 5 {
                    disagreements.append(String(decoding: bytes, as: UTF8.self).debugDescription)
                }
            }
        }
        return disagreements
    }
}
