/// The frame rate an H.264 sequence parameter set declares in its VUI (`timing_info`:
/// one frame lasts 2 × num_units_in_tick / time_scale), so a raw stream is timed as its
/// encoder said, not by a guess. x264 writes it for every stream.
public struct VUITiming: Hashable, Sendable {
    public var unitsInTick: Int
    public var timeScale: Int

    /// Frames per second.
    public var frameRate: Double { Double(timeScale) / Double(2 * unitsInTick) }

    /// Reads an H.264 SPS NAL unit's payload (after its one-byte header, still escaped);
    /// nil when it has no timing or ends first.
    public static func h264(spsPayload escaped: [UInt8]) -> VUITiming? {
        var reader = BitReader(EmulationPrevention.unescape(escaped))
        guard let profile = reader.bits(8), reader.bits(16) != nil, reader.unsignedExpGolomb() != nil else {
            return nil
        }
        if [100, 110, 122, 244, 44, 83, 86, 118, 128, 138, 139, 134, 135].contains(profile) {
            guard let chroma = reader.unsignedExpGolomb() else { return nil }
            if chroma == 3, reader.bits(1) == nil { return nil }
            guard reader.unsignedExpGolomb() != nil, reader.unsignedExpGolomb() != nil, reader.bits(1) != nil,
                let scaling = reader.flag()
            else { return nil }
            if scaling {
                for list in 0..<(chroma == 3 ? 12 : 8) {
                    guard let present = reader.flag() else { return nil }
                    if present, !skipScalingList(&reader, size: list < 6 ? 16 : 64) { return nil }
                }
            }
        }
        guard reader.unsignedExpGolomb() != nil, let orderType = reader.unsignedExpGolomb() else { return nil }
        if orderType == 0 {
            guard reader.unsignedExpGolomb() != nil else { return nil }
        } else if orderType == 1 {
            guard reader.bits(1) != nil, reader.signedExpGolomb() != nil, reader.signedExpGolomb() != nil,
                let cycle = reader.unsignedExpGolomb(), cycle <= 255
            else { return nil }
            for _ in 0..<cycle where reader.signedExpGolomb() == nil { return nil }
        }
        guard reader.unsignedExpGolomb() != nil, reader.bits(1) != nil, reader.unsignedExpGolomb() != nil,
            reader.unsignedExpGolomb() != nil, let frameOnly = reader.flag()
        else { return nil }
        if !frameOnly, reader.bits(1) == nil { return nil }
        guard reader.bits(1) != nil, let cropping = reader.flag() else { return nil }
        if cropping {
            for _ in 0..<4 where reader.unsignedExpGolomb() == nil { return nil }
        }
        guard reader.flag() == true else { return nil }
        return vui(&reader)
    }

    private static func vui(_ reader: inout BitReader) -> VUITiming? {
        guard let aspect = reader.flag() else { return nil }
        if aspect {
            guard let idc = reader.bits(8) else { return nil }
            if idc == 255, reader.bits(32) == nil { return nil }
        }
        guard let overscan = reader.flag() else { return nil }
        if overscan, reader.bits(1) == nil { return nil }
        guard let signal = reader.flag() else { return nil }
        if signal {
            guard reader.bits(4) != nil, let colour = reader.flag() else { return nil }
            if colour, reader.bits(24) == nil { return nil }
        }
        guard let location = reader.flag() else { return nil }
        if location, reader.unsignedExpGolomb() == nil || reader.unsignedExpGolomb() == nil { return nil }
        guard reader.flag() == true, let units = reader.bits(32), let scale = reader.bits(32), units > 0, scale > 0
        else { return nil }
        return VUITiming(unitsInTick: Int(units), timeScale: Int(scale))
    }

    private static func skipScalingList(_ reader: inout BitReader, size: Int) -> Bool {
        var last = 8
        var next = 8
        for _ in 0..<size {
            if next != 0 {
                guard let delta = reader.signedExpGolomb() else { return false }
                next = ((last + delta) % 256 + 256) % 256
            }
            last = next == 0 ? last : next
        }
        return true
    }

    /// The first H.264 SPS with timing in a buffer's units.
    static func first(in bytes: UnsafeRawBufferPointer, framing: NALFraming) -> VUITiming? {
        var scanner = NALScanner(bytes, framing: framing, codec: .h264)
        while let unit = scanner.next() {
            guard unit.type == 7 else { continue }
            if let timing = h264(spsPayload: Array(bytes[unit.payloadRange])) { return timing }
        }
        return nil
    }
}
