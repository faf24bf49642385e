/// Extracts SEI messages from a stream read in pieces of any size, holding in memory only
/// the unit being read: a unit that is not SEI is skipped as it streams past, so a
/// multi-gigabyte recording needs no more memory than its largest SEI unit.
///
/// ```swift
/// var stream = SEIStreamExtractor()
/// while let chunk = read() { handle(stream.append(chunk)) }
/// handle(stream.finish())
/// ```
public struct SEIStreamExtractor {
    /// An SEI unit larger than this is skipped and reported (no vendor sends more than 4 KiB).
    public static let maximumSEIUnit = 16 << 20

    private var extractor: SEIExtractor
    private var buffer: [UInt8] = []
    /// Stream offset of `buffer[0]`.
    private var base = 0
    /// The buffer continues a unit already skipped or reported.
    private var insideSkippedUnit = false
    /// Length-prefixed: bytes of a skipped unit still to discard.
    private var toSkip = 0
    /// Length-prefixed: the skipped unit's length prefix (stream offset) and claimed length,
    /// for the report when the stream ends before the unit does.
    private var skippedUnit = (offset: 0, length: 0)
    private var seenFirstBytes = false
    /// Annex B: a start code has been seen, so dropped bytes belong to a unit.
    private var sawStartCode = false
    /// Bytes appended so far.
    public private(set) var bytesRead = 0

    /// Bytes held for the unit being read; bounded by the largest SEI unit, not the stream.
    public var pendingBytes: Int { buffer.count }

    /// Creates an extractor; a codec or framing left nil is detected from the first 64 KiB of the stream
    /// (or all of it, when it ends first). `dataLimit` reports `sei.payload-limit` above that many data bytes.
    public init(codec: VideoCodec? = nil, framing: NALFraming? = nil, dataLimit: Int? = nil) {
        extractor = SEIExtractor(codec: codec, framing: framing, dataLimit: dataLimit)
    }

    /// The codec units are read as: the one given, or the one detected from the first bytes (nil until then).
    public var codec: VideoCodec? { extractor.codec }
    /// The framing units are read with: the one given, or the one detected from the first bytes (nil until then).
    public var framing: NALFraming? { extractor.framing }

    /// The framing and codec a stream's first bytes show, decided as `append` decides them,
    /// for tools that read the same stream another way beside the extractor.
    public static func format(
        ofStreamPrefix bytes: UnsafeRawBufferPointer,
        isWhole: Bool
    ) -> (codec: VideoCodec, framing: NALFraming) {
        let framing = NALFraming.detect(streamPrefix: bytes, isWhole: isWhole)
        return (NALScanner(bytes, framing: framing, codec: nil).codec, framing)
    }

    /// Adds bytes; returns the messages and diagnostics of every unit now complete.
    public mutating func append(_ bytes: UnsafeRawBufferPointer) -> SEIExtractor.Result {
        bytesRead += bytes.count
        buffer.append(contentsOf: bytes)
        return process(final: false)
    }

    /// Adds bytes from an array; returns the messages and diagnostics of every unit now complete.
    public mutating func append(_ bytes: [UInt8]) -> SEIExtractor.Result {
        bytes.withUnsafeBytes { append($0) }
    }

    /// Ends the stream; returns what the last unit held.
    public mutating func finish() -> SEIExtractor.Result {
        process(final: true)
    }

    private mutating func process(final: Bool) -> SEIExtractor.Result {
        if !seenFirstBytes {
            // Detection wants a little context; the first 64 KiB (or the whole stream) give it.
            guard final || buffer.count >= 1 << 16 else { return empty }
            seenFirstBytes = true
            buffer.withUnsafeBytes { bytes in
                if extractor.framing == nil {
                    extractor.framing = NALFraming.detect(streamPrefix: bytes, isWhole: final)
                }
                if extractor.codec == nil {
                    extractor.codec = NALScanner(bytes, framing: extractor.framing, codec: nil).codec
                }
            }
        }
        switch extractor.framing ?? .annexB {
        case .annexB: return processAnnexB(final: final)
        case .lengthPrefixed(let size): return processLengthPrefixed(size: size, final: final)
        }
    }

    private var empty: SEIExtractor.Result {
        SEIExtractor.Result(
            codec: extractor.codec ?? .h264,
            framing: extractor.framing ?? .annexB,
            messages: [],
            diagnostics: [],
            unitCount: 0
        )
    }

    // MARK: Annex B

    private mutating func processAnnexB(final: Bool) -> SEIExtractor.Result {
        // Everything before the last start code is whole units.
        let cut = final ? buffer.count : lastStartCode()
        var result = empty
        if !sawStartCode {
            sawStartCode = buffer.withUnsafeBytes { StartCodeSearch.next(in: $0, from: 0) != nil }
        }
        if cut > 0 {
            result = extractSegment(0..<cut, resumingInsideUnit: insideSkippedUnit)
            // A start code that ends the piece opens a unit with no bytes: the start code the
            // piece was cut at follows it at once. Read whole, the scanner sees both and says
            // so; here it sees only the first, at the end of its bytes, where it opens nothing.
            if !final, cut >= 3, buffer[cut - 3] == 0, buffer[cut - 2] == 0, buffer[cut - 1] == 1 {
                result.diagnostics.append(NALScanner.emptyUnit(at: base + cut))
            }
            buffer.removeFirst(cut)
            base += cut
            insideSkippedUnit = false
        }
        // A unit still open that is not SEI need not be kept: drop it, keeping two bytes in
        // case a start code straddles the next piece.
        if !final, buffer.count > 1 << 16 {
            let isSEI = buffer.count > 3 + (extractor.codec?.headerLength ?? 1) && openUnitIsSEI()
            if !isSEI || buffer.count > Self.maximumSEIUnit {
                if !sawStartCode {
                    result.diagnostics.append(
                        Diagnostic(
                            .seiNoStartCode,
                            at: base,
                            "no Annex B start code (00 00 01) in \(buffer.count) bytes; skipping to the next one"
                        )
                    )
                } else if isSEI {
                    result.diagnostics.append(
                        Diagnostic(
                            .seiPayloadLimit,
                            at: base,
                            "an SEI unit larger than \(Self.maximumSEIUnit) bytes was skipped"
                        )
                    )
                } else if !insideSkippedUnit, let codec = extractor.codec, let end = openUnitHeaderEnd() {
                    // Read no further, but its header is checked as a whole read checks it
                    // (a forbidden bit, HEVC's temporal ID). Only the header: the scanner on
                    // these few bytes would take a header byte 0x00 for trailing zeros.
                    let start = end - codec.headerLength
                    let problem = buffer.withUnsafeBytes { bytes in
                        NALUnit(codec: codec, offset: start, length: codec.headerLength, in: bytes).flatMap {
                            NALScanner.headerProblem(of: $0, at: base + start)
                        }
                    }
                    if let problem { result.diagnostics.append(problem) }
                }
                let keep = 2
                base += buffer.count - keep
                buffer.removeFirst(buffer.count - keep)
                insideSkippedUnit = true
            }
        }
        return result
    }

    /// The offset of the last start code after the one the buffer opens with (a four-byte
    /// start code's `00 00 01` begins at 1), or 0 when there is none.
    private func lastStartCode() -> Int {
        buffer.withUnsafeBytes { bytes in
            var last = 0
            var leadingZeros = 0
            while leadingZeros < bytes.count, bytes[leadingZeros] == 0 { leadingZeros += 1 }
            var from =
                leadingZeros >= 2 && leadingZeros < bytes.count && bytes[leadingZeros] == 1 ? leadingZeros + 1 : 1
            while let found = StartCodeSearch.next(in: bytes, from: from) {
                last = found
                from = found + 3
            }
            return last
        }
    }

    /// Where the header of the unit the buffer opens with ends, when it opens with a start
    /// code and holds the header.
    private func openUnitHeaderEnd() -> Int? {
        guard let codec = extractor.codec else { return nil }
        var index = 0
        while index < buffer.count, buffer[index] == 0 { index += 1 }
        guard index >= 2, index < buffer.count, buffer[index] == 1 else { return nil }
        let end = index + 1 + codec.headerLength
        return end <= buffer.count ? end : nil
    }

    /// True when the buffer opens with a start code followed by an SEI header.
    private func openUnitIsSEI() -> Bool {
        guard !insideSkippedUnit, let codec = extractor.codec, let end = openUnitHeaderEnd() else { return false }
        let header = buffer[end - codec.headerLength]
        let type = codec == .h264 ? Int(header & 0x1F) : Int(header >> 1) & 0x3F
        return codec.isSEI(nalType: type)
    }

    // MARK: Length-prefixed

    private mutating func processLengthPrefixed(size: Int, final: Bool) -> SEIExtractor.Result {
        var result = empty
        var consumed = 0
        if toSkip > 0 {
            consumed = min(toSkip, buffer.count)
            toSkip -= consumed
        }
        var end = consumed
        while end + size <= buffer.count {
            let length = buffer.withUnsafeBytes { NALFraming.readLength($0, at: end, size: size) }
            if end + size + length <= buffer.count {
                end += size + length
                continue
            }
            // Incomplete: skip a large unit that is not SEI, or one too large to hold.
            let headerIndex = end + size
            let isSEI = headerIndex < buffer.count && unitTypeIsSEI(buffer[headerIndex])
            if length > 1 << 16, !isSEI || length > Self.maximumSEIUnit {
                result.merge(extractSegment(consumed..<end, resumingInsideUnit: false))
                toSkip = size + length - (buffer.count - end)
                skippedUnit = (base + end, length)
                consumed = buffer.count
                end = consumed
            }
            break
        }
        if final, end < buffer.count { end = buffer.count }
        result.merge(extractSegment(consumed..<end, resumingInsideUnit: false))
        // A skipped unit the stream ends inside is cut short, as a held one would be reported.
        if final, toSkip > 0 {
            result.diagnostics.append(
                Diagnostic(
                    .seiLengthPrefix,
                    at: skippedUnit.offset,
                    "the unit claims \(skippedUnit.length) bytes but \(skippedUnit.length - toSkip) remain"
                )
            )
            toSkip = 0
        }
        consumed = max(consumed, end)
        buffer.removeFirst(consumed)
        base += consumed
        return result
    }

    private func unitTypeIsSEI(_ header: UInt8) -> Bool {
        guard let codec = extractor.codec else { return false }
        let type = codec == .h264 ? Int(header & 0x1F) : Int(header >> 1) & 0x3F
        return codec.isSEI(nalType: type)
    }

    // MARK: Segments

    private func extractSegment(_ range: Range<Int>, resumingInsideUnit: Bool) -> SEIExtractor.Result {
        guard !range.isEmpty else { return empty }
        var result = buffer.withUnsafeBytes { bytes in
            extractor.extract(
                from: UnsafeRawBufferPointer(rebasing: bytes[range]),
                resumingInsideUnit: resumingInsideUnit
            )
        }
        let shift = base + range.lowerBound
        for index in result.messages.indices {
            result.messages[index].offset += shift
            result.messages[index].nalOffset += shift
        }
        for index in result.diagnostics.indices {
            result.diagnostics[index].offset = result.diagnostics[index].offset.map { $0 + shift }
        }
        return result
    }
}

extension SEIExtractor.Result {
    mutating func merge(_ other: SEIExtractor.Result) {
        messages += other.messages
        diagnostics += other.diagnostics
        unitCount += other.unitCount
    }
}

extension NALFraming {
    /// Detection on the first bytes of a stream: 4-byte lengths (MP4's usual framing) when the
    /// lengths seen so far chain from unit to unit, each landing on a plausible NAL header;
    /// otherwise Annex B.
    static func detect(streamPrefix bytes: UnsafeRawBufferPointer, isWhole: Bool) -> NALFraming {
        if isWhole { return detect(in: bytes) }
        var index = 0
        while index < bytes.count, bytes[index] == 0 { index += 1 }
        let startsWithStartCode = index >= 2 && index < bytes.count && bytes[index] == 1
        var position = 0
        var units = 0
        while position + 5 <= bytes.count {
            let length = readLength(bytes, at: position, size: 4)
            guard length > 0, length <= 1 << 26, bytes[position + 4] & 0x80 == 0 else { return .annexB }
            units += 1
            position += 4 + length
        }
        // A 256–511-byte first unit under 4-byte lengths opens with 00 00 01 like a start
        // code: then the chain must hold for longer before it is believed.
        return units >= (startsWithStartCode ? 3 : 1) ? .length4 : .annexB
    }
}
