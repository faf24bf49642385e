/// The frame rate a sequence parameter set declares in its VUI, so a raw stream is timed as
/// its encoder said, not by a guess. x264 and x265 write it for every stream. In H.264 a
/// frame lasts two ticks (a tick is a field); in HEVC one (H.265 E.3.1).
public struct VUITiming: Hashable, Sendable {
    /// num_units_in_tick: units of `timeScale` in one tick.
    public var unitsInTick: Int
    /// time_scale: units per second.
    public var timeScale: Int
    /// Ticks of `unitsInTick` per frame: 2 for H.264, 1 for HEVC.
    public var ticksPerFrame = 2

    /// Creates a timing from the VUI fields; `ticksPerFrame` defaults to 2, as in H.264.
    public init(unitsInTick: Int, timeScale: Int, ticksPerFrame: Int = 2) {
        self.unitsInTick = unitsInTick
        self.timeScale = timeScale
        self.ticksPerFrame = ticksPerFrame
    }

    /// Frames per second.
    public var frameRate: Double { Double(timeScale) / Double(frameDuration) }

    /// Units of `timeScale` per frame.
    public var frameDuration: Int { ticksPerFrame * unitsInTick }

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

    /// The VUI fields H.264 and HEVC share, up to the timing; `hevc` adds the three flags and
    /// the display window HEVC puts before it.
    static func vui(_ reader: inout BitReader, hevc: Bool = false) -> VUITiming? {
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
        if hevc {
            // neutral_chroma_indication, field_seq and frame_field_info_present, then the window.
            guard reader.bits(3) != nil, let window = reader.flag() else { return nil }
            if window {
                for _ in 0..<4 where reader.unsignedExpGolomb() == nil { return nil }
            }
        }
        guard reader.flag() == true, let units = reader.bits(32), let scale = reader.bits(32), units > 0, scale > 0
        else { return nil }
        return VUITiming(unitsInTick: Int(units), timeScale: Int(scale), ticksPerFrame: hevc ? 1 : 2)
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

    /// The first SPS with timing in a buffer's units.
    static func first(in bytes: UnsafeRawBufferPointer, framing: NALFraming, codec: VideoCodec) -> VUITiming? {
        var scanner = NALScanner(bytes, framing: framing, codec: codec)
        while let unit = scanner.next() {
            // Only an SPS is copied out to be read: H.264 type 7, HEVC type 33.
            guard unit.type == (codec == .h264 ? 7 : 33) else { continue }
            let payload = Array(bytes[unit.payloadRange])
            let timing = codec == .h264 ? h264(spsPayload: payload) : hevc(spsPayload: payload)
            if let timing { return timing }
        }
        return nil
    }
}
