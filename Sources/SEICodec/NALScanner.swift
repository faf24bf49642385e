/// Walks the NAL units of a buffer lazily, without copying, and collects what is wrong with
/// the framing on the way. Malformed units are reported and skipped; the walk goes on from the
/// next unit where the framing allows it (Annex B always can; a broken length prefix cannot).
public struct NALScanner {
    /// The framing units are read with: the one given, or the one detected from the bytes.
    public let framing: NALFraming
    /// The codec headers are read as: the one given, or the one guessed from the first unit's header.
    public let codec: VideoCodec
    /// Problems found so far (missing start codes, bad lengths, empty or corrupt units), at offsets in the buffer.
    public private(set) var diagnostics: [Diagnostic] = []

    private let bytes: UnsafeRawBufferPointer
    private var position = 0
    private var finished = false

    /// `framing` and `codec` default to detection from the bytes.
    public init(_ bytes: UnsafeRawBufferPointer, framing: NALFraming? = nil, codec: VideoCodec? = nil) {
        self.init(bytes, framing: framing, codec: codec, resumingInsideUnit: false)
    }

    /// `resumingInsideUnit`: the bytes continue a unit whose start was already seen (a stream
    /// read in pieces), so bytes before the first start code are expected, not garbage.
    init(_ bytes: UnsafeRawBufferPointer, framing: NALFraming?, codec: VideoCodec?, resumingInsideUnit: Bool) {
        self.bytes = bytes
        let framing = framing ?? NALFraming.detect(in: bytes)
        self.framing = framing
        self.codec = codec ?? Self.guessCodec(bytes, framing)
        if case .annexB = framing {
            if resumingInsideUnit {
                position = StartCodeSearch.next(in: bytes, from: 0).map { $0 + 3 } ?? bytes.count
            } else {
                position = Self.firstUnit(bytes, &diagnostics) ?? bytes.count
            }
        }
    }

    /// The next well-formed unit, or nil at the end.
    public mutating func next() -> NALUnit? {
        while !finished {
            guard let (start, length) = nextRange() else {
                finished = true
                return nil
            }
            if let unit = checkedUnit(start: start, length: length) { return unit }
        }
        return nil
    }

    // MARK: Ranges

    private mutating func nextRange() -> (Int, Int)? {
        switch framing {
        case .annexB: return nextAnnexB()
        case .lengthPrefixed(let size): return nextLengthPrefixed(size)
        }
    }

    /// `position` is just after a start code (or at the end).
    private mutating func nextAnnexB() -> (Int, Int)? {
        guard position < bytes.count else { return nil }
        let start = position
        var end = bytes.count
        if let next = StartCodeSearch.next(in: bytes, from: start) {
            end = next
            position = next + 3
        } else {
            position = bytes.count
        }
        // Zero bytes before the next start code are trailing_zero_8bits (or the first byte of
        // a four-byte start code), not part of the unit.
        while end > start, bytes[end - 1] == 0 { end -= 1 }
        return (start, end - start)
    }

    private mutating func nextLengthPrefixed(_ size: Int) -> (Int, Int)? {
        guard position < bytes.count else { return nil }
        guard position + size <= bytes.count else {
            diagnostics.append(
                Diagnostic(
                    .seiLengthPrefix,
                    at: position,
                    "\(bytes.count - position) bytes remain, too few for a \(size)-byte length"
                )
            )
            return nil
        }
        let length = NALFraming.readLength(bytes, at: position, size: size)
        let start = position + size
        guard length <= bytes.count - start else {
            diagnostics.append(
                Diagnostic(
                    .seiLengthPrefix,
                    at: position,
                    "the unit claims \(length) bytes but \(bytes.count - start) remain"
                )
            )
            return nil
        }
        position = start + length
        return (start, length)
    }

    // MARK: Headers

    /// A unit with no bytes, starting at `offset`: two start codes with nothing between.
    static func emptyUnit(at offset: Int) -> Diagnostic {
        Diagnostic(.seiEmptyNAL, at: offset, "a NAL unit with no bytes")
    }

    private mutating func checkedUnit(start: Int, length: Int) -> NALUnit? {
        guard length > 0 else {
            diagnostics.append(Self.emptyUnit(at: start))
            return nil
        }
        guard let unit = NALUnit(codec: codec, offset: start, length: length, in: bytes) else {
            diagnostics.append(
                Diagnostic(
                    .seiTruncatedHeader,
                    at: start,
                    "a \(length)-byte unit cannot hold a \(codec.headerLength)-byte \(codec) NAL header"
                )
            )
            return nil
        }
        if let problem = Self.headerProblem(of: unit, at: start) {
            diagnostics.append(problem)
            return nil
        }
        return unit
    }

    /// What makes a unit's header corrupt, reported at `offset`: a forbidden bit, or HEVC's
    /// temporal ID 0. A unit with one is skipped.
    static func headerProblem(of unit: NALUnit, at offset: Int) -> Diagnostic? {
        if unit.forbiddenBit {
            return Diagnostic(
                .seiForbiddenBit,
                at: offset,
                "forbidden_zero_bit is set; the unit is corrupt and is skipped"
            )
        }
        if unit.temporalIDPlus1 == 0 {
            return Diagnostic(
                .seiTemporalID,
                at: offset,
                "nuh_temporal_id_plus1 is 0; the unit is corrupt and is skipped"
            )
        }
        return nil
    }

    /// Skips to the first start code; bytes other than zeros before it are reported.
    private static func firstUnit(_ bytes: UnsafeRawBufferPointer, _ diagnostics: inout [Diagnostic]) -> Int? {
        guard !bytes.isEmpty else { return nil }
        guard let first = StartCodeSearch.next(in: bytes, from: 0) else {
            diagnostics.append(
                Diagnostic(.seiNoStartCode, at: 0, "no Annex B start code (00 00 01) in \(bytes.count) bytes")
            )
            return nil
        }
        if bytes[0..<first].contains(where: { $0 != 0 }) {
            diagnostics.append(
                Diagnostic(
                    .seiNoStartCode,
                    at: 0,
                    "\(first) bytes before the first start code are not part of any unit"
                )
            )
        }
        return first + 3
    }

    private static func guessCodec(_ bytes: UnsafeRawBufferPointer, _ framing: NALFraming) -> VideoCodec {
        var scanner = NALScanner(bytes, framing: framing, codec: .h264)
        guard let first = scanner.next() else { return .h264 }
        return VideoCodec.guess(
            firstHeader: UnsafeRawBufferPointer(rebasing: bytes[first.offset..<(first.offset + first.length)])
        )
    }
}
