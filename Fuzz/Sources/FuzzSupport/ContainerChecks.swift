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

/// `livesig sei`'s reader, over every container it detects: no trap; the same file read whole
/// and in two pieces split anywhere (across the first 4 KiB it holds to detect the container,
/// across a box, tag or packet) yields the same timed messages, the same picture count and
/// the same findings at the same offsets, each code one the catalogue lists.
extension FuzzChecks {
    public static func timedSEIReader(_ bytes: UnsafeRawBufferPointer) {
        guard let selector = bytes.first else { return }
        let stream = UnsafeRawBufferPointer(rebasing: bytes[1...])
        let split = stream.count * Int(selector) / 255
        // A small payload limit, so that the limit's finding is reached too.
        var whole = TimedSEIReader(dataLimit: 64)
        let wholeResult = [whole.append(stream), whole.finish()]
        var pieces = TimedSEIReader(dataLimit: 64)
        let piecesResult = [
            pieces.append(UnsafeRawBufferPointer(rebasing: stream[..<split])),
            pieces.append(UnsafeRawBufferPointer(rebasing: stream[split...])),
            pieces.finish(),
        ]
        let wholeMessages = wholeResult.flatMap(\.messages)
        let piecesMessages = piecesResult.flatMap(\.messages)
        require(
            wholeMessages.count == piecesMessages.count,
            "\(wholeMessages.count) messages whole, \(piecesMessages.count) split at \(split)"
        )
        for (a, b) in zip(wholeMessages, piecesMessages) {
            require(
                a.message == b.message && a.time == b.time && a.picture == b.picture,
                "a message differs split at \(split)"
            )
            require(a.picture >= 0 && a.picture <= whole.pictures, "a message at picture \(a.picture)")
        }
        require(whole.pictures == pieces.pictures, "\(whole.pictures) pictures whole, \(pieces.pictures) split")
        // The same findings at the same places; a finding is reported with the piece that
        // completes what it is about (a PES, a box), so across pieces they come in that order.
        func findings(_ results: [TimedSEIReader.Result]) -> [String] {
            results.flatMap(\.diagnostics).map { "\($0.offset ?? -1) \($0.code)" }.sorted()
        }
        let wholeFindings = findings(wholeResult)
        let piecesFindings = findings(piecesResult)
        require(
            wholeFindings == piecesFindings,
            "findings \(wholeFindings) whole, \(piecesFindings) split at \(split)"
        )
        for code in wholeResult.flatMap(\.diagnostics).map(\.code) {
            require(DiagnosticCode.catalogue.contains { $0.code == code }, "an unlisted code \(code)")
        }
    }
}
