import SEICodec

/// A 1080p-like H.264 Annex B stream: per frame a device-state SEI and a large slice full of
/// emulation prevention bytes, as the benchmark's SEI workload needs.
public struct SEIStreamGenerator {
    public init() {}

    public func stream(frames: Int, sliceSize: Int = 120_000, seed: UInt64 = 7) -> [UInt8] {
        var random = SplitMix(seed: seed)
        var stream: [UInt8] = []
        stream.reserveCapacity(frames * (sliceSize + sliceSize / 16 + 200))
        var rbsp = [UInt8](repeating: 0, count: sliceSize)
        for frame in 0..<frames {
            let json = Array(#"{"type":0,"sender_id":"host_\#(frame % 3)","mic":true,"cam":\#(frame % 2 == 0)}"#.utf8)
            stream += (try? SEIPacker().pack([.zego(json)])) ?? []
            for index in rbsp.indices {
                let value = random.next()
                rbsp[index] = value % 13 == 0 ? 0 : UInt8(truncatingIfNeeded: value >> 32)
            }
            rbsp[rbsp.count - 1] = 0x80
            stream += [0, 0, 0, 1, frame % 30 == 0 ? 0x65 : 0x41]
            rbsp.withUnsafeBytes { EmulationPrevention.escape($0, into: &stream) }
        }
        return stream
    }
}
