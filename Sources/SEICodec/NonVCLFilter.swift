/// Keeps the non-VCL NAL units of an Annex B stream fed in pieces (SEI, parameter sets,
/// delimiters) and drops the slices, which are most of the bytes and hold no SEI. The MPEG-TS
/// demuxer runs each PES through it instead of copying the whole picture. The output is the
/// same however the input is split: every kept unit opens with `00 00 01`, and trailing zero
/// bytes before a dropped unit are trimmed.
struct NonVCLFilter {
    let codec: VideoCodec
    /// Copying the current unit.
    private var keeping = true
    /// Zero bytes at the end of what was read so far (at most 2 matter).
    private var zeros = 0
    /// A start code ended the last piece: the next byte is a NAL header.
    private var headerPending = false

    init(codec: VideoCodec) {
        self.codec = codec
    }

    mutating func reset() {
        keeping = true
        zeros = 0
        headerPending = false
    }

    private func isVCL(_ header: UInt8) -> Bool {
        switch codec {
        case .h264: (1...5).contains(header & 0x1F)
        case .hevc: (header >> 1) & 0x3F < 32
        }
    }

    mutating func append(_ bytes: UnsafeRawBufferPointer, to output: inout [UInt8]) {
        var position = 0
        // Bytes from `copied` up to the current position still to copy when keeping.
        var copied = 0
        if headerPending, !bytes.isEmpty {
            headerPending = false
            decide(header: bytes[0], in: bytes, at: 0, copied: &copied, output: &output, oneHeld: true)
        }
        while position < bytes.count {
            guard let one = StartCodeSearch.nextStartCodeEnd(in: bytes, from: position) else { break }
            let before = one >= 2 ? (bytes[one - 1] == 0 && bytes[one - 2] == 0) : Self.zerosBefore(one, bytes, zeros)
            position = one + 1
            guard before else { continue }
            guard one + 1 < bytes.count else {
                // The header is in the next piece; the 01 waits for it.
                if keeping { output.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[copied..<one])) }
                copied = bytes.count
                headerPending = true
                break
            }
            decide(header: bytes[one + 1], in: bytes, at: one + 1, copied: &copied, output: &output, oneHeld: false)
        }
        if keeping, copied < bytes.count {
            output.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[copied...]))
        }
        // Zeros at the end, for a start code split across pieces.
        var trailing = 0
        while trailing < min(2, bytes.count), bytes[bytes.count - 1 - trailing] == 0 { trailing += 1 }
        zeros = trailing == bytes.count ? min(2, zeros + trailing) : trailing
    }

    /// At a NAL header at `index`, just after a start code: start or stop copying. `oneHeld`:
    /// the start code's 01 ended the last piece and was not copied yet.
    private mutating func decide(
        header: UInt8,
        in bytes: UnsafeRawBufferPointer,
        at index: Int,
        copied: inout Int,
        output: inout [UInt8],
        oneHeld: Bool
    ) {
        let vcl = isVCL(header)
        if keeping, vcl {
            // Copy the unit before this start code, without the start code's zeros.
            let end = max(copied, index - 1)
            output.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[copied..<end]))
            while output.last == 0 { output.removeLast() }
            keeping = false
            copied = bytes.count
        } else if keeping, oneHeld {
            output.append(1)
        } else if !keeping, !vcl {
            output.append(contentsOf: [0, 0, 1])
            keeping = true
            copied = index
        }
    }

    /// Whether the two bytes before index `one` (< 2) are zeros, counting the last piece's.
    private static func zerosBefore(_ one: Int, _ bytes: UnsafeRawBufferPointer, _ carried: Int) -> Bool {
        if one == 0 { return carried >= 2 }
        return bytes[0] == 0 && carried >= 1
    }
}
