import SEICodec

/// Writes HEVC SPS payloads bit by bit (H.265 7.3.2.2), to reach the parts of the syntax
/// that x265's streams leave out: sub-layers, scaling lists, PCM, short-term reference
/// picture sets predicted from one another, long-term pictures and a full VUI.
struct HEVCSPSBuilder {
    private(set) var bits: [Bool] = []

    mutating func put(_ value: UInt64, _ count: Int) {
        for index in stride(from: count - 1, through: 0, by: -1) { bits.append(value >> UInt64(index) & 1 == 1) }
    }

    mutating func flag(_ value: Bool) { bits.append(value) }

    mutating func ue(_ value: Int) {
        let code = UInt64(value + 1)
        let length = 64 - code.leadingZeroBitCount
        put(0, length - 1)
        put(code, length)
    }

    mutating func se(_ value: Int) { ue(value > 0 ? 2 * value - 1 : -2 * value) }

    /// The RBSP with its stop bit, escaped as it is stored.
    var payload: [UInt8] {
        var all = bits + [true]
        while all.count % 8 != 0 { all.append(false) }
        let bytes = stride(from: 0, to: all.count, by: 8).map { start in
            all[start..<(start + 8)].reduce(UInt8(0)) { $0 << 1 | ($1 ? 1 : 0) }
        }
        return EmulationPrevention.escape(bytes)
    }

    /// An SPS with two sub-layers, a coded scaling list, PCM, three short-term sets (one
    /// explicit, two predicted; the first predicted one shifts a picture to delta 0, which
    /// leaves the set), a long-term picture and every VUI part before the timing.
    /// `secondSetFlags` is how many flag pairs the second predicted set is written with:
    /// 4 is right (three pictures kept plus the set itself).
    static func everyPart(unitsInTick: UInt64, timeScale: UInt64, secondSetFlags: Int = 4) -> [UInt8] {
        var sps = HEVCSPSBuilder()
        sps.put(0, 4)  // sps_video_parameter_set_id
        sps.put(1, 3)  // sps_max_sub_layers_minus1
        sps.flag(true)  // sps_temporal_id_nesting_flag
        sps.put(0x0160_0000_0000_0000, 64)  // general profile: Main, then flags
        sps.put(0x0000_005D, 32)  // the last general flags, then general_level_idc 93
        sps.flag(true)  // sub_layer_profile_present_flag[0]
        sps.flag(true)  // sub_layer_level_present_flag[0]
        sps.put(0, 14)  // reserved_zero_2bits for sub-layers 1..7
        sps.put(0x0160_0000_0000_0000, 64)
        sps.put(0, 24)  // the sub-layer profile's last 24 of 88 bits
        sps.put(90, 8)  // sub_layer_level_idc
        sps.ue(0)  // sps_seq_parameter_set_id
        sps.ue(1)  // chroma_format_idc 4:2:0
        sps.ue(64)  // pic_width_in_luma_samples
        sps.ue(64)  // pic_height_in_luma_samples
        sps.flag(true)  // conformance_window_flag
        for _ in 0..<4 { sps.ue(0) }
        sps.ue(0)  // bit_depth_luma_minus8
        sps.ue(0)  // bit_depth_chroma_minus8
        sps.ue(4)  // log2_max_pic_order_cnt_lsb_minus4: 8-bit POC LSBs
        sps.flag(true)  // sps_sub_layer_ordering_info_present_flag: both sub-layers
        for _ in 0..<2 {
            sps.ue(4)
            sps.ue(2)
            sps.ue(0)
        }
        // Coding blocks 8 to 64, transform blocks 4 to 32, hierarchy depths 1.
        for value in [0, 3, 0, 3, 1, 1] { sps.ue(value) }
        sps.flag(true)  // scaling_list_enabled_flag
        sps.flag(true)  // sps_scaling_list_data_present_flag
        for size in 0..<4 {
            for matrix in stride(from: 0, to: 6, by: size == 3 ? 3 : 1) {
                let coded = size == 2 && matrix == 0
                sps.flag(coded)
                if !coded {
                    sps.ue(0)
                    continue
                }
                sps.se(8)  // scaling_list_dc_coef_minus8
                for _ in 0..<64 { sps.se(-1) }
            }
        }
        sps.flag(false)  // amp_enabled_flag
        sps.flag(true)  // sample_adaptive_offset_enabled_flag
        sps.flag(true)  // pcm_enabled_flag
        sps.put(7, 4)  // PCM sample bit depths, 8 bits
        sps.put(7, 4)
        sps.ue(0)  // PCM coding blocks 8 to 16
        sps.ue(1)
        sps.flag(true)
        sps.ue(3)  // num_short_term_ref_pic_sets
        // Set 0, explicit: pictures at -1, -3 and +1.
        sps.ue(2)
        sps.ue(1)
        sps.ue(0)
        sps.flag(true)
        sps.ue(1)
        sps.flag(false)
        sps.ue(0)
        sps.flag(true)
        // Set 1, from set 0 shifted by +1: -1 → 0 leaves, -3 → -2 and +1 → 2 stay, and set 0
        // itself becomes +1. Three pictures.
        sps.flag(true)  // inter_ref_pic_set_prediction_flag
        sps.flag(false)  // delta_rps_sign
        sps.ue(0)  // abs_delta_rps_minus1
        sps.flag(true)  // used (delta 0: not kept)
        sps.flag(false)  // not used …
        sps.flag(true)  // … but use_delta
        sps.flag(true)
        sps.flag(true)
        // Set 2, from set 1 shifted by -2: one flag pair per picture of set 1, plus one.
        sps.flag(true)
        sps.flag(true)  // delta_rps_sign: negative
        sps.ue(1)
        for _ in 0..<secondSetFlags { sps.flag(true) }
        sps.flag(true)  // long_term_ref_pics_present_flag
        sps.ue(1)
        sps.put(0x2A, 8)  // lt_ref_pic_poc_lsb_sps, 8 bits
        sps.flag(true)
        sps.flag(true)  // sps_temporal_mvp_enabled_flag
        sps.flag(false)  // strong_intra_smoothing_enabled_flag
        sps.flag(true)  // vui_parameters_present_flag
        sps.flag(true)  // aspect_ratio_info_present_flag
        sps.put(255, 8)
        sps.put(1, 16)
        sps.put(1, 16)
        sps.flag(true)  // overscan_info_present_flag
        sps.flag(false)
        sps.flag(true)  // video_signal_type_present_flag
        sps.put(5, 3)
        sps.flag(false)
        sps.flag(true)  // colour_description_present_flag
        sps.put(0x01_01_01, 24)
        sps.flag(true)  // chroma_loc_info_present_flag
        sps.ue(0)
        sps.ue(0)
        sps.put(0, 3)  // neutral_chroma_indication, field_seq, frame_field_info_present
        sps.flag(true)  // default_display_window_flag
        for _ in 0..<4 { sps.ue(2) }
        sps.flag(true)  // vui_timing_info_present_flag
        sps.put(unitsInTick, 32)
        sps.put(timeScale, 32)
        sps.flag(false)  // vui_poc_proportional_to_timing_flag
        return sps.payload
    }
}
