/// The HEVC sequence parameter set, read as far as its VUI timing (H.265 7.3.2.2). Unlike
/// H.264's, the fields before the VUI include the short-term reference picture sets, whose
/// length depends on the sets before them, so those are followed closely (7.3.7, 7.4.8).
/// Every count is capped as the standard caps it; a field past the end gives nil.
extension VUITiming {
    /// Reads an HEVC SPS NAL unit's payload (after its two-byte header, still escaped); nil
    /// when it has no timing, breaks a limit, or ends first.
    public static func hevc(spsPayload escaped: [UInt8]) -> VUITiming? {
        var reader = BitReader(EmulationPrevention.unescape(escaped))
        // sps_video_parameter_set_id, then sps_max_sub_layers_minus1 and the nesting flag.
        guard reader.bits(4) != nil, let subLayers = reader.bits(3).map(Int.init), reader.bits(1) != nil,
            skipProfileTierLevel(&reader, subLayersMinus1: subLayers),
            reader.unsignedExpGolomb() != nil, let chroma = reader.unsignedExpGolomb()
        else { return nil }
        if chroma == 3, reader.bits(1) == nil { return nil }
        // Width, height, then the conformance window.
        guard reader.unsignedExpGolomb() != nil, reader.unsignedExpGolomb() != nil, let window = reader.flag()
        else { return nil }
        if window {
            for _ in 0..<4 where reader.unsignedExpGolomb() == nil { return nil }
        }
        // Bit depths, then log2_max_pic_order_cnt_lsb_minus4 (at most 12).
        guard reader.unsignedExpGolomb() != nil, reader.unsignedExpGolomb() != nil,
            let pocBits = reader.unsignedExpGolomb(), pocBits <= 12, let ordering = reader.flag()
        else { return nil }
        for _ in (ordering ? 0 : subLayers)...subLayers {
            for _ in 0..<3 where reader.unsignedExpGolomb() == nil { return nil }
        }
        // Coding and transform block sizes, transform hierarchy depths.
        for _ in 0..<6 where reader.unsignedExpGolomb() == nil { return nil }
        guard let scaling = reader.flag() else { return nil }
        if scaling {
            guard let present = reader.flag() else { return nil }
            if present, !skipScalingListData(&reader) { return nil }
        }
        // amp_enabled, sample_adaptive_offset_enabled, pcm_enabled.
        guard reader.bits(2) != nil, let pcm = reader.flag() else { return nil }
        if pcm {
            guard reader.bits(8) != nil, reader.unsignedExpGolomb() != nil, reader.unsignedExpGolomb() != nil,
                reader.bits(1) != nil
            else { return nil }
        }
        guard let setCount = reader.unsignedExpGolomb(), setCount <= 64,
            skipShortTermSets(&reader, count: setCount),
            let longTerm = reader.flag()
        else { return nil }
        if longTerm {
            guard let count = reader.unsignedExpGolomb(), count <= 32 else { return nil }
            for _ in 0..<count where reader.bits(pocBits + 4) == nil || reader.bits(1) == nil { return nil }
        }
        // sps_temporal_mvp_enabled, strong_intra_smoothing_enabled, then vui_parameters_present.
        guard reader.bits(2) != nil, reader.flag() == true else { return nil }
        return vui(&reader, hevc: true)
    }

    /// profile_tier_level(1, subLayersMinus1) (7.3.3): 88 bits of general profile, 8 of
    /// level, two presence flags per sub-layer, padding to eight, then what is present.
    private static func skipProfileTierLevel(_ reader: inout BitReader, subLayersMinus1: Int) -> Bool {
        guard reader.bits(64) != nil, reader.bits(32) != nil else { return false }
        var profilePresent: [Bool] = []
        var levelPresent: [Bool] = []
        for _ in 0..<subLayersMinus1 {
            guard let profile = reader.flag(), let level = reader.flag() else { return false }
            profilePresent.append(profile)
            levelPresent.append(level)
        }
        if subLayersMinus1 > 0, reader.bits(2 * (8 - subLayersMinus1)) == nil { return false }
        for index in 0..<subLayersMinus1 {
            if profilePresent[index], reader.bits(64) == nil || reader.bits(24) == nil { return false }
            if levelPresent[index], reader.bits(8) == nil { return false }
        }
        return true
    }

    /// scaling_list_data() (7.3.4): per size and matrix, a prediction or the coefficients.
    private static func skipScalingListData(_ reader: inout BitReader) -> Bool {
        for size in 0..<4 {
            for _ in stride(from: 0, to: 6, by: size == 3 ? 3 : 1) {
                guard let coded = reader.flag() else { return false }
                if !coded {
                    guard reader.unsignedExpGolomb() != nil else { return false }
                    continue
                }
                if size > 1, reader.signedExpGolomb() == nil { return false }
                for _ in 0..<min(64, 1 << (4 + (size << 1))) where reader.signedExpGolomb() == nil {
                    return false
                }
            }
        }
        return true
    }

    /// The SPS's st_ref_pic_set(i) for each i (7.3.7). A set predicted from the one before it
    /// has one flag pair per picture of that set plus one, and keeps those whose delta POC
    /// (7.4.8) is not zero, so each set's delta POCs are worked out to size the next.
    private static func skipShortTermSets(_ reader: inout BitReader, count: Int) -> Bool {
        // A set holds at most 16 pictures (sps_max_dec_pic_buffering is at most 16).
        let maximumPictures = 16
        var previous: [Int] = []
        for index in 0..<count {
            var deltas: [Int] = []
            var predicted = false
            if index > 0 {
                guard let flag = reader.flag() else { return false }
                predicted = flag
            }
            if predicted {
                guard let sign = reader.flag(), let magnitude = reader.unsignedExpGolomb(), magnitude < 1 << 15
                else { return false }
                let deltaRPS = sign ? -(magnitude + 1) : magnitude + 1
                // Entry j < previous.count shifts that picture; the last is the previous set's own.
                for entry in 0...previous.count {
                    guard let used = reader.flag() else { return false }
                    var kept = used
                    if !used {
                        guard let useDelta = reader.flag() else { return false }
                        kept = useDelta
                    }
                    let delta = (entry < previous.count ? previous[entry] : 0) + deltaRPS
                    if kept, delta != 0 { deltas.append(delta) }
                }
                // In 7.4.8's order: the pictures before, nearest first, then those after.
                deltas = deltas.filter { $0 < 0 }.sorted(by: >) + deltas.filter { $0 > 0 }.sorted()
            } else {
                guard let negative = reader.unsignedExpGolomb(), let positive = reader.unsignedExpGolomb(),
                    negative <= maximumPictures, positive <= maximumPictures - negative
                else { return false }
                var poc = 0
                for _ in 0..<negative {
                    guard let step = reader.unsignedExpGolomb(), step < 1 << 15, reader.bits(1) != nil else {
                        return false
                    }
                    poc -= step + 1
                    deltas.append(poc)
                }
                poc = 0
                for _ in 0..<positive {
                    guard let step = reader.unsignedExpGolomb(), step < 1 << 15, reader.bits(1) != nil else {
                        return false
                    }
                    poc += step + 1
                    deltas.append(poc)
                }
            }
            guard deltas.count <= maximumPictures else { return false }
            previous = deltas
        }
        return true
    }
}
