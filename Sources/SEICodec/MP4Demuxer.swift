/// Reads the video track of an MP4 or fragmented MP4 stream: `moov` gives the track (its
/// `avc1`/`avc3`/`hvc1`/`hev1` sample entry and NAL length size, and the SEI units an `hvcC`
/// declares, handed out ahead of the first sample at its time) and, for a progressive file,
/// its samples (`stsz`, `stsc`, `stco`/`co64`) and times (`stts`, `ctts`, the edit list);
/// each `moof` gives the samples of one fragment (`tfhd`, `tfdt`, `trun`). Media data streams
/// past: only the video samples are copied, one at a time.
///
/// A progressive file whose `moov` follows its `mdat` cannot be read from a pipe in bounded
/// memory: give the demuxer the `moov` first with `readMovie(_:at:)` (livesig does this for
/// files), or the samples passed before it are reported as missed.
public struct MP4Demuxer: VideoDemuxer {
    /// `moov` and `moof` boxes are held whole; a larger one is skipped and reported.
    public static let maximumIndexBox = 64 << 20
    /// A sample larger than this is skipped and reported.
    public static let maximumSample = 16 << 20

    private var buffer = StreamBuffer()
    private var track: MP4Track?
    private var primedMovieOffset: Int?
    /// Whether a primed moov without a video track was reported already.
    private var reportedNoVideo = false
    /// How far the stream's `moov` got: a stream cut before it has none, and one whose `moov`
    /// is cut, too large or broken has one not read (the finding for that says why); either
    /// way no track is known, and `sei.no-video` says which.
    private enum MovieState { case absent, unread, read }
    private var moov = MovieState.absent
    /// Samples not yet read, in stream order.
    private var pending: [MP4Sample] = []
    /// The SEI units the track's `hvcC` declares, until they are handed out, ahead of its
    /// first sample and at its time.
    private var declared: [VideoSample] = []
    /// The moov listed no samples (a fragmented file): the declared units wait for the first
    /// fragment, whose first sample gives their time.
    private var declaredAwaitFragment = false
    private var next = 0
    /// Stream offset where the current `mdat` ends, while inside one.
    private var mediaEnd: Int?
    private var missed = 0
    private var missedAt: Int?
    private var boxStart = 0
    /// A box size that cannot be right, or a box running to the end, ended the reading:
    /// finishing inside it is not reported as truncation.
    private var stopped = false

    /// Creates a demuxer for a stream read from its first box.
    public init() {}

    /// The codec of the video track, once `moov` has been read.
    public var codec: VideoCodec? { track?.codec }

    /// Reads a `moov` box (header included) found at stream offset `offset` before the
    /// stream reaches it; the stream's copy is then skipped.
    public mutating func readMovie(_ box: UnsafeRawBufferPointer, at offset: Int) -> [Diagnostic] {
        var broken = false
        guard let movie = MP4Box.children(of: box, in: 0..<box.count, broken: &broken).first,
            movie.type == fourCC("moov")
        else { return [Diagnostic(.seiContainerCorrupt, at: offset, "the bytes given as moov are not a moov box")] }
        var reader = MP4MovieReader(
            UnsafeRawBufferPointer(rebasing: box[movie.body]),
            base: offset + movie.body.lowerBound
        )
        take(reader.readMovie(), at: offset)
        primedMovieOffset = offset
        moov = .read
        guard track == nil else { return reader.diagnostics }
        // Said here, where the moov is, and not again as the stream ends.
        reportedNoVideo = true
        return reader.diagnostics + [noVideo(at: offset)]
    }

    /// Reads the next piece of the stream; returns the video samples it completed and the problems found.
    public mutating func append(_ bytes: UnsafeRawBufferPointer) -> DemuxResult {
        buffer.borrow(bytes)
        var result = DemuxResult()
        repeat { parse(&result) } while buffer.bridge()
        buffer.settle()
        return result
    }

    public mutating func finish() -> DemuxResult {
        var result = DemuxResult()
        parse(&result)
        // No fragment came: the declared units keep the time the moov gave them.
        declaredAwaitFragment = false
        handOutDeclared(&result)
        if next < pending.count {
            result.report(
                .seiContainerTruncated,
                at: pending[next].offset,
                "the stream ends before \(pending.count - next) video samples the index lists"
            )
        } else if !stopped, endsInsideBox {
            result.report(.seiContainerTruncated, at: boxStart, "the stream ends inside a box")
        }
        reportMissed(&result)
        if track == nil, !reportedNoVideo { result.diagnostics.append(noVideo(at: 0)) }
        return result
    }

    /// Whether the stream stopped short of a box's end: a box's bytes held or still to skip,
    /// or media data whose box declares more than arrived. An `mdat` of size 0 runs to the
    /// end of the stream, so it always ends whole. (Media data was once exempt altogether, and
    /// a progressive file cut before its `moov` said only that it had no video track.)
    private var endsInsideBox: Bool {
        guard let mediaEnd else { return buffer.available > 0 || buffer.skipping > 0 }
        return mediaEnd != Int.max && (buffer.offset < mediaEnd || buffer.skipping > 0)
    }

    private func noVideo(at offset: Int) -> Diagnostic {
        let message =
            switch moov {
            case .absent: "no moov box, which lists the video track and its samples"
            case .unread: "the moov box was not read, so no video track is known"
            case .read: "no H.264 or HEVC video track (avc1, avc3, hvc1, hev1) in moov"
            }
        return Diagnostic(.seiNoVideo, at: offset, message)
    }

    private mutating func take(_ movie: (track: MP4Track, samples: [MP4Sample])?, at offset: Int) {
        guard let movie else { return }
        track = movie.track
        pending = movie.samples
        next = 0
        declared = movie.track.declaredSEI
        declaredAwaitFragment = movie.samples.isEmpty
    }

    /// Hands out the units the track's `hvcC` declares, once.
    private mutating func handOutDeclared(_ result: inout DemuxResult) {
        guard !declared.isEmpty, !declaredAwaitFragment else { return }
        result.samples += declared
        declared = []
    }

    private mutating func parse(_ result: inout DemuxResult) {
        handOutDeclared(&result)
        while buffer.skipping == 0 {
            if let end = mediaEnd {
                guard media(until: end, &result) else { return }
                mediaEnd = nil
                continue
            }
            guard buffer.has(8) else { return }
            let start = buffer.offset
            let (size, header, type) = buffer.withUnread { bytes -> (Int, Int, UInt32) in
                var cursor = ByteCursor(bytes)
                let size32 = cursor.read(4) ?? 0
                let type = cursor.fourCC() ?? 0
                if size32 == 1 {
                    guard let large = cursor.read(8) else { return (-1, 16, type) }
                    return (large > UInt64(Int.max) ? -2 : Int(large), 16, type)
                }
                return (size32 == 0 ? Int.max : Int(size32), 8, type)
            }
            // A 64-bit size not here yet: say so, so the buffer brings the header's 16 bytes.
            guard size != -1 || buffer.has(header) else { return }
            boxStart = start
            if type == fourCC("moov"), moov == .absent { moov = .unread }
            guard size >= header else {
                result.report(
                    .seiContainerCorrupt,
                    at: start,
                    "a box claims \(size) bytes, fewer than its header; the rest of the stream is not read"
                )
                stopped = true
                buffer.consume(Int.max / 2)
                return
            }
            if type == fourCC("mdat") {
                buffer.consume(header)
                mediaEnd = size > Int.max - start ? Int.max : start + size
                continue
            }
            if size == Int.max {
                // A box other than mdat that runs to the end of the stream: nothing after it
                // is a box, and a moov or moof of unknown length cannot be held. Skip the rest,
                // as far as it goes, however the stream arrives.
                if type == fourCC("moov") || type == fourCC("moof") {
                    result.report(
                        .seiContainerCorrupt,
                        at: start,
                        "an index box that runs to the end of the stream (size 0) is not read"
                    )
                }
                stopped = true
                buffer.consume(Int.max / 2)
                return
            }
            switch type {
            case fourCC("moov"), fourCC("moof"):
                if type == fourCC("moov"), primedMovieOffset == start {
                    buffer.consume(size)
                    continue
                }
                guard size <= Self.maximumIndexBox else {
                    result.report(
                        .seiPayloadLimit,
                        at: start,
                        "a \(size)-byte index box, larger than \(Self.maximumIndexBox), was skipped"
                    )
                    buffer.consume(size)
                    continue
                }
                guard buffer.has(size) else { return }
                buffer.withUnread { bytes in
                    let body = UnsafeRawBufferPointer(rebasing: bytes[header..<size])
                    indexBox(type, body, start: start, bodyOffset: start + header, &result)
                }
                buffer.consume(size)
            default:
                buffer.consume(size)
            }
        }
    }

    private mutating func indexBox(
        _ type: UInt32,
        _ body: UnsafeRawBufferPointer,
        start: Int,
        bodyOffset: Int,
        _ result: inout DemuxResult
    ) {
        var reader = MP4MovieReader(body, base: bodyOffset)
        if type == fourCC("moov") {
            moov = .read
            take(reader.readMovie(), at: start)
            handOutDeclared(&result)
            // Samples the table places before here have streamed past already.
            while next < pending.count, pending[next].offset < start { skipMissed() }
        } else if let track {
            let samples = reader.readFragment(for: track, moofOffset: start)
            if declaredAwaitFragment, let first = samples.first {
                declaredAwaitFragment = false
                for index in declared.indices {
                    declared[index].time = MediaTimestamp(pts: first.pts, dts: first.dts, timescale: track.timescale)
                }
                handOutDeclared(&result)
            }
            pending.removeFirst(next)
            next = 0
            pending += samples
        }
        result.diagnostics += reader.diagnostics
    }

    private mutating func skipMissed() {
        if missedAt == nil { missedAt = pending[next].offset }
        missed += 1
        next += 1
    }

    private mutating func reportMissed(_ result: inout DemuxResult) {
        guard missed > 0 else { return }
        result.report(
            .seiMP4SamplesMissed,
            at: missedAt ?? 0,
            "\(missed) video samples lie in media data the stream passed before the index that lists them (moov after mdat on a pipe: read the file itself, or remux with -movflags +faststart)"
        )
        missed = 0
        missedAt = nil
    }

    /// Reads media data up to `end`; true when it got there.
    private mutating func media(until end: Int, _ result: inout DemuxResult) -> Bool {
        while buffer.skipping == 0 {
            let position = buffer.offset
            guard position < end else { return true }
            guard let track, next < pending.count else {
                // No samples to take here: skip the media data as it streams past.
                let skip = end == Int.max ? buffer.available : end - position
                if skip == 0 { return false }
                buffer.consume(skip)
                continue
            }
            let sample = pending[next]
            if sample.offset < position {
                skipMissed()
                continue
            }
            if sample.offset > position {
                let gap = min(sample.offset, end) - position
                if end == Int.max, gap > buffer.available {
                    if buffer.available == 0 { return false }
                    buffer.consume(buffer.available)
                    continue
                }
                buffer.consume(gap)
                continue
            }
            guard sample.size <= Self.maximumSample, sample.size <= end - position else {
                let reason =
                    sample.size > Self.maximumSample
                    ? "larger than \(Self.maximumSample) bytes" : "past the end of its mdat"
                result.report(
                    .seiPayloadLimit,
                    at: position,
                    "a \(sample.size)-byte video sample \(reason) was skipped"
                )
                next += 1
                continue
            }
            guard buffer.has(sample.size) else { return false }
            let span = buffer.withUnread {
                SEIUnitSpan.end(
                    of: UnsafeRawBufferPointer(rebasing: $0[..<sample.size]),
                    lengthSize: track.lengthSize,
                    codec: track.codec
                )
            }
            result.samples.append(
                VideoSample(
                    codec: track.codec,
                    framing: .lengthPrefixed(size: track.lengthSize),
                    bytes: buffer.copy(0, span),
                    time: MediaTimestamp(pts: sample.pts, dts: sample.dts, timescale: track.timescale),
                    offset: position,
                    isContiguous: true
                )
            )
            next += 1
            buffer.consume(sample.size)
        }
        return false
    }
}
