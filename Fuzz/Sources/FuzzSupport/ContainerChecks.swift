import SEICodec

/// The demuxers' fuzz properties: no trap; every sample lies inside the input; and the same
/// stream read whole and in two pieces split anywhere yields the same samples.
extension FuzzChecks {
    /// The first byte picks the split point (as a fraction of the rest); the rest is the stream.
    public static func demuxer<D: VideoDemuxer>(_ bytes: UnsafeRawBufferPointer, make: () -> D) {
        guard let selector = bytes.first else { return }
        let stream = UnsafeRawBufferPointer(rebasing: bytes[1...])
        let split = stream.count * Int(selector) / 255
        var whole = make()
        var wholeResult = whole.append(stream)
        wholeResult.merge(whole.finish())
        var pieces = make()
        var piecesResult = pieces.append(UnsafeRawBufferPointer(rebasing: stream[..<split]))
        piecesResult.merge(pieces.append(UnsafeRawBufferPointer(rebasing: stream[split...])))
        piecesResult.merge(pieces.finish())
        require(
            wholeResult.samples.count == piecesResult.samples.count,
            "\(wholeResult.samples.count) samples whole, \(piecesResult.samples.count) split at \(split)"
        )
        for (a, b) in zip(wholeResult.samples, piecesResult.samples) {
            require(
                a.bytes == b.bytes && a.time == b.time && a.offset == b.offset,
                "a sample differs split at \(split)"
            )
            require(a.offset >= 0 && a.offset <= stream.count, "a sample at \(a.offset) outside \(stream.count) bytes")
            require(a.bytes.count <= stream.count, "a sample larger than the input")
            // The SEI inside must extract without trapping too.
            use(SEIExtractor(codec: a.codec, framing: a.framing).extract(from: a.bytes).messages.count)
        }
        for diagnostic in wholeResult.diagnostics + piecesResult.diagnostics {
            require(
                DiagnosticCode.catalogue.contains { $0.code == diagnostic.code },
                "an unlisted code \(diagnostic.code)"
            )
        }
    }
}

extension DemuxResult {
    mutating func merge(_ other: DemuxResult) {
        samples += other.samples
        diagnostics += other.diagnostics
    }
}
