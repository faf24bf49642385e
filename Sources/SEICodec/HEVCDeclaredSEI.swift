/// The SEI units an HEVC decoder configuration record (`hvcC`, ISO/IEC 14496-15 §8.3.3)
/// declares in its NAL unit arrays. An encoder that writes a global header (libx265 under
/// FFmpeg, for MP4 and FLV) puts its SEI there instead of in the first picture, so a reader of
/// the samples alone never sees it, where the same stream as Annex B (FFmpeg's
/// `hevc_mp4toannexb` writes the arrays before the first picture) or MPEG-TS shows it.
///
/// Each array entry is a 16-bit length and the unit: as kept, a length-prefixed stream of
/// size 2 (``NALFraming/lengthPrefixed(size:)``). An AVC record (`avcC`) has no SEI arrays.
enum HEVCDeclaredSEI {
    /// The record's fixed fields take 22 bytes before `numOfArrays`.
    static let arraysStart = 22

    /// The arrays' SEI units (prefix 39 and suffix 40, by each unit's own header), each as the
    /// range in `record` of its 2-byte length and its bytes, in record order; and, when the
    /// arrays claim more bytes than the record holds, the index where the first entry that
    /// does not fit starts (the entries before it are kept).
    static func units(in record: UnsafeRawBufferPointer) -> (units: [Range<Int>], cutAt: Int?) {
        var cursor = ByteCursor(record, at: arraysStart)
        // A record that ends with its fixed fields declares no arrays.
        guard let arrays = cursor.int(1) else { return ([], nil) }
        var units: [Range<Int>] = []
        for _ in 0..<arrays {
            let arrayStart = cursor.position
            guard cursor.skip(1), let count = cursor.int(2) else { return (units, arrayStart) }
            for _ in 0..<count {
                let entryStart = cursor.position
                guard let length = cursor.int(2), cursor.skip(length) else { return (units, entryStart) }
                // Shorter than a unit header: no unit, and none a decoder reads.
                guard length >= 2 else { continue }
                // The unit's type: bits 1...6 of its first header byte.
                let type = (record[entryStart + 2] >> 1) & 0x3F
                if type == 39 || type == 40 { units.append(entryStart..<cursor.position) }
            }
        }
        return (units, nil)
    }

    /// The declared SEI units of `record` (at stream offset `offset`) as samples timed `time`,
    /// one a unit, each contiguous at its entry's offset; an array cut short is reported.
    static func samples(
        in record: UnsafeRawBufferPointer,
        at offset: Int,
        time: MediaTimestamp,
        _ result: inout DemuxResult
    ) {
        let (units, cutAt) = units(in: record)
        for unit in units {
            result.samples.append(
                VideoSample(
                    codec: .hevc,
                    framing: .lengthPrefixed(size: 2),
                    bytes: Array(record[unit]),
                    time: time,
                    offset: offset + unit.lowerBound,
                    isContiguous: true,
                    isDeclared: true
                )
            )
        }
        if let cutAt {
            result.report(
                .seiContainerCorrupt,
                at: offset + cutAt,
                "an hvcC array runs past its \(record.count)-byte record; the units from here on are not read"
            )
        }
    }
}
