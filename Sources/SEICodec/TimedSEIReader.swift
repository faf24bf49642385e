/// One SEI message and when it is shown: its sample's presentation time for a container,
/// its picture number (and a time from the SPS's VUI timing or a given frame rate) for a raw
/// elementary stream.
public struct TimedSEIMessage: Sendable {
    /// Offsets count in the stream; for MPEG-TS, they are the offset of the packet in which
    /// the message's PES begins.
    public var message: SEIMessage
    /// nil for a raw stream with neither VUI timing nor a frame rate.
    public var time: MediaTimestamp?
    /// The number of pictures before this message's own.
    public var picture: Int
}

/// Reads SEI messages, with their times, from whatever carries the video: FLV, MPEG-TS, MP4
/// (progressive or fragmented) or a raw H.264/HEVC stream. The container is detected from the
/// first bytes unless given; the stream is read in pieces of any size with bounded memory.
///
/// ```swift
/// var reader = TimedSEIReader()
/// while let chunk = read() { handle(reader.append(chunk)) }
/// handle(reader.finish())
/// ```
public struct TimedSEIReader {
    /// The messages and problems read by one call.
    public struct Result: Sendable {
        /// The SEI messages read, each with its time and picture number.
        public var messages: [TimedSEIMessage] = []
        /// Problems found in the container or the SEI units, at stream offsets.
        public var diagnostics: [Diagnostic] = []
        /// The latest presentation time read so far (nil for an untimed raw stream).
        public var latestTime: MediaTimestamp?

        /// Creates a result; the lists default to empty and `latestTime` to nil.
        public init(
            messages: [TimedSEIMessage] = [],
            diagnostics: [Diagnostic] = [],
            latestTime: MediaTimestamp? = nil
        ) {
            self.messages = messages
            self.diagnostics = diagnostics
            self.latestTime = latestTime
        }
    }

    /// nil until detected from the first bytes.
    public private(set) var container: ContainerFormat?
    /// A container the first bytes show whose video is not read (Matroska/WebM), when the
    /// container is left to detection: reported once as `sei.no-video`, with how to remux it,
    /// and the rest of the stream counted and passed over; ``container`` stays nil.
    public private(set) var unreadContainer: String?
    /// Bytes appended so far.
    public private(set) var bytesRead = 0
    /// Pictures (samples of a container) read so far.
    public private(set) var pictures = 0
    /// A raw stream's timing: from its SPS, or the frame rate given.
    public private(set) var timing: (frameRate: Double, fromVUI: Bool)?
    /// Report `sei.payload-limit` for a message with more data bytes than this; nil checks no limit.
    public let dataLimit: Int?

    private var codecChoice: VideoCodec?
    private var framingChoice: NALFraming?
    private let fallbackFrameRate: Double?
    private var prefix: [UInt8] = []
    private var flv: FLVDemuxer?
    private var mpegTS: MPEGTSDemuxer?
    private var mp4: MP4Demuxer?
    private var raw: SEIStreamExtractor?
    private var counter: PictureCounter?
    private var pictureStarts: [Int] = []
    private var passedStarts = 0
    private var vui: VUITiming?
    private var codecSeen: VideoCodec?
    private var latest: MediaTimestamp?
    /// Ends once: a demuxer's end-of-stream findings are reported by the first ``finish()``.
    private var finished = false
    /// Whether the detection window has been read (or the stream ended before it filled):
    /// until then the stream's first bytes are held in `prefix`, even for an MP4 whose `moov`
    /// was handed over first, so that no byte appended before ``readMovie(_:at:)`` is lost.
    private var started = false

    /// `frameRate` times a raw stream whose SPS has no VUI timing.
    public init(
        container: ContainerFormat? = nil,
        codec: VideoCodec? = nil,
        framing: NALFraming? = nil,
        dataLimit: Int? = nil,
        frameRate: Double? = nil
    ) {
        self.container = container
        codecChoice = codec
        framingChoice = framing
        self.dataLimit = dataLimit
        fallbackFrameRate = frameRate.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    }

    /// The codec read, once known.
    public var codec: VideoCodec? { codecSeen ?? raw?.codec ?? codecChoice }
    /// A raw stream's framing, once known.
    public var framing: NALFraming? { raw?.framing }

    /// For an MP4 file whose `moov` follows its media data: the `moov` box, handed over before
    /// the stream reaches it (livesig reads it from the file first). Bytes appended before
    /// it, while the detection window fills, are read with it.
    public mutating func readMovie(_ box: UnsafeRawBufferPointer, at offset: Int) -> [Diagnostic] {
        container = .mp4
        if mp4 == nil { mp4 = MP4Demuxer() }
        return mp4?.readMovie(box, at: offset) ?? []
    }

    /// Reads the next piece of the stream; returns the messages and problems found in what it completed.
    ///
    /// The first 4 KiB (``detectionWindow``) are held, and nothing is returned for them, until
    /// the container is detected.
    public mutating func append(_ bytes: UnsafeRawBufferPointer) -> Result {
        bytesRead += bytes.count
        if unreadContainer != nil { return Result() }
        if !started {
            prefix.append(contentsOf: bytes)
            guard prefix.count >= Self.detectionWindow else { return Result() }
            return start(final: false)
        }
        return feed(bytes, final: false)
    }

    /// Reads the next piece of the stream from an array, as the buffer-pointer overload does.
    public mutating func append(_ bytes: [UInt8]) -> Result {
        bytes.withUnsafeBytes { append($0) }
    }

    /// Ends the stream: reads what is still held and reports anything cut short. A second
    /// call returns nothing more.
    public mutating func finish() -> Result {
        guard !finished, unreadContainer == nil else { return Result() }
        finished = true
        // A stream shorter than the window was held whole: starting reads it to its end.
        if !started { return start(final: true) }
        return feed(UnsafeRawBufferPointer(start: nil, count: 0), final: true)
    }

    /// How many of the stream's first bytes the container, a raw stream's codec and framing
    /// and its VUI timing are told from. Only these, however many the first pieces hold: a
    /// file read whole and the same file read in pieces are told the same way (an SPS after
    /// them gave a file read whole a time that the same file from a pipe did not have).
    public static let detectionWindow = 4096

    private mutating func start(final: Bool) -> Result {
        started = true
        // Held until the window is full or the stream ends: all of it, or more.
        let window = Array(prefix.prefix(Self.detectionWindow))
        let isWhole = final && prefix.count <= Self.detectionWindow
        if container == nil, let name = window.withUnsafeBytes({ ContainerFormat.unreadContainer(prefix: $0) }) {
            unreadContainer = name
            prefix = []
            let message =
                "a \(name) file: SEI is read from Annex B, FLV, MPEG-TS and MP4; remux it first, as with ffmpeg -i IN -c copy OUT.mp4"
            return Result(diagnostics: [Diagnostic(.seiNoVideo, at: 0, message)])
        }
        let detected = container ?? ContainerFormat.detect(prefix: window)
        container = detected
        switch detected {
        case .flv: flv = FLVDemuxer()
        case .mpegTS: mpegTS = MPEGTSDemuxer()
        // A demuxer a `moov` was handed to already keeps it.
        case .mp4: if mp4 == nil { mp4 = MP4Demuxer() }
        case .annexB:
            let format = window.withUnsafeBytes { SEIStreamExtractor.format(ofStreamPrefix: $0, isWhole: isWhole) }
            let codec = codecChoice ?? format.codec
            let framing = framingChoice ?? format.framing
            raw = SEIStreamExtractor(codec: codec, framing: framing, dataLimit: dataLimit)
            counter = PictureCounter(codec: codec, framing: framing)
            vui = window.withUnsafeBytes { VUITiming.first(in: $0, framing: framing, codec: codec) }
            if let vui {
                timing = (vui.frameRate, true)
            } else if let fallbackFrameRate {
                timing = (fallbackFrameRate, false)
            }
        }
        let bytes = prefix
        prefix = []
        return bytes.withUnsafeBytes { feed($0, final: final) }
    }

    private mutating func feed(_ bytes: UnsafeRawBufferPointer, final: Bool) -> Result {
        if raw != nil { return feedRaw(bytes, final: final) }
        var demuxed = DemuxResult()
        if flv != nil {
            demuxed = flv?.append(bytes) ?? demuxed
            if final, let last = flv?.finish() { demuxed.merge(last) }
        } else if mpegTS != nil {
            demuxed = mpegTS?.append(bytes) ?? demuxed
            if final, let last = mpegTS?.finish() { demuxed.merge(last) }
        } else if mp4 != nil {
            demuxed = mp4?.append(bytes) ?? demuxed
            if final, let last = mp4?.finish() { demuxed.merge(last) }
        }
        var result = Result(diagnostics: demuxed.diagnostics)
        for sample in demuxed.samples {
            extract(sample, into: &result)
        }
        if final, pictures == 0, flv != nil || mpegTS != nil, bytesRead > 0 {
            let name = container?.description ?? ""
            let message = "no H.264 or HEVC pictures in this \(name) stream"
            result.diagnostics.append(Diagnostic(.seiNoVideo, at: 0, message))
        }
        result.diagnostics.sort { ($0.offset ?? 0) < ($1.offset ?? 0) }
        return result
    }

    private mutating func extract(_ sample: VideoSample, into result: inout Result) {
        codecSeen = sample.codec
        let extractor = SEIExtractor(codec: sample.codec, framing: sample.framing, dataLimit: dataLimit)
        let found = extractor.extract(from: sample.bytes)
        // A TS sample's bytes come from many packets, with its slices left out: its messages
        // and problems are placed at the packet its PES begins in.
        let shift = { (offset: Int) in sample.isContiguous ? offset + sample.offset : sample.offset }
        for var message in found.messages {
            message.offset = shift(message.offset)
            message.nalOffset = shift(message.nalOffset)
            result.messages.append(TimedSEIMessage(message: message, time: sample.time, picture: pictures))
        }
        for var diagnostic in found.diagnostics {
            diagnostic.offset = shift(diagnostic.offset ?? 0)
            result.diagnostics.append(diagnostic)
        }
        // Declared units come ahead of the first picture, and are none.
        if !sample.isDeclared { pictures += 1 }
        // Pictures arrive in decoding order: the latest shown is the largest pts so far.
        if latest.map({ sample.time.seconds > $0.seconds }) ?? true { latest = sample.time }
        result.latestTime = latest
    }

    // MARK: Raw elementary streams

    private mutating func feedRaw(_ bytes: UnsafeRawBufferPointer, final: Bool) -> Result {
        pictureStarts += counter?.append(bytes) ?? []
        var extracted =
            raw?.append(bytes)
            ?? SEIExtractor.Result(codec: .h264, framing: .annexB, messages: [], diagnostics: [], unitCount: 0)
        if final, let last = raw?.finish() { extracted.merge(last) }
        var result = Result(diagnostics: extracted.diagnostics)
        for message in extracted.messages.sorted(by: { $0.nalOffset < $1.nalOffset }) {
            var passed = 0
            while passed < pictureStarts.count, pictureStarts[passed] < message.nalOffset { passed += 1 }
            pictureStarts.removeFirst(passed)
            passedStarts += passed
            // A suffix SEI follows the slices of its own picture, where a prefix SEI leads them.
            let picture = message.isSuffix ? max(passedStarts - 1, 0) : passedStarts
            result.messages.append(
                TimedSEIMessage(message: message, time: time(ofPicture: picture), picture: picture)
            )
        }
        pictures = counter?.pictures ?? 0
        result.latestTime = time(ofPicture: pictures)
        // Starts no message will look back at again: all but those after the last message.
        if pictureStarts.count > 4096, let last = extracted.messages.last?.nalOffset {
            let stale = pictureStarts.prefix { $0 < last }.count
            pictureStarts.removeFirst(stale)
            passedStarts += stale
        }
        return result
    }

    /// A raw stream's picture time: VUI ticks when the SPS has them, else milliseconds.
    private func time(ofPicture picture: Int) -> MediaTimestamp? {
        if let vui {
            let (ticks, overflow) = Int64(picture).multipliedReportingOverflow(by: Int64(vui.frameDuration))
            return MediaTimestamp(
                pts: overflow ? .max : ticks,
                dts: overflow ? .max : ticks,
                timescale: Int64(vui.timeScale)
            )
        }
        guard let rate = timing?.frameRate else { return nil }
        let milliseconds = (Double(picture) * 1000 / rate).rounded()
        let clamped = milliseconds < 9e15 ? Int64(milliseconds) : Int64.max
        return MediaTimestamp(pts: clamped, dts: clamped, timescale: 1000)
    }
}

extension DemuxResult {
    mutating func merge(_ other: DemuxResult) {
        samples += other.samples
        diagnostics += other.diagnostics
    }
}
