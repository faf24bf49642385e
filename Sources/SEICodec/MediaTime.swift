/// A sample's presentation and decoding time, in its container's timescale
/// (FLV 1000, MPEG-TS 90000, MP4 the track's `mdhd` timescale).
public struct MediaTimestamp: Hashable, Sendable, CustomStringConvertible {
    public var pts: Int64
    public var dts: Int64
    public var timescale: Int64

    public init(pts: Int64, dts: Int64, timescale: Int64) {
        self.pts = pts
        self.dts = dts
        self.timescale = max(1, timescale)
    }

    /// The presentation time in seconds.
    public var seconds: Double { Double(pts) / Double(timescale) }

    /// The presentation time in whole milliseconds, clamped to what Int holds.
    public var milliseconds: Int {
        let value = (Double(pts) * 1000 / Double(timescale)).rounded()
        guard value.isFinite else { return 0 }
        if value >= 9e15 { return Int.max }
        if value <= -9e15 { return Int.min }
        return Int(value)
    }

    public var description: String { "pts \(pts)/\(timescale)" }
}

/// One coded picture (access unit) taken out of a container: its NAL units as stored
/// (length-prefixed in FLV and MP4, Annex B in MPEG-TS) and its time. From FLV and MP4 only
/// the units up to the picture's last SEI unit are copied (none when it has no SEI), and from
/// MPEG-TS only its non-VCL units: the slices are most of the bytes and hold no SEI.
public struct VideoSample: Sendable {
    public var codec: VideoCodec
    public var framing: NALFraming
    public var bytes: [UInt8]
    public var time: MediaTimestamp
    /// Stream offset of the sample's first byte (MPEG-TS: of the first packet of its PES).
    public var offset: Int
    /// True when NAL offsets inside `bytes` map to `offset + index` in the stream
    /// (FLV and MP4 store a sample in one piece; MPEG-TS splits it across packets).
    public var isContiguous: Bool

    public init(
        codec: VideoCodec,
        framing: NALFraming,
        bytes: [UInt8],
        time: MediaTimestamp,
        offset: Int,
        isContiguous: Bool
    ) {
        self.codec = codec
        self.framing = framing
        self.bytes = bytes
        self.time = time
        self.offset = offset
        self.isContiguous = isContiguous
    }
}

/// What a demuxer returns for each piece of a stream.
public struct DemuxResult: Sendable {
    public var samples: [VideoSample] = []
    public var diagnostics: [Diagnostic] = []

    public init(samples: [VideoSample] = [], diagnostics: [Diagnostic] = []) {
        self.samples = samples
        self.diagnostics = diagnostics
    }

    mutating func report(_ code: DiagnosticCode, at offset: Int, _ message: String) {
        diagnostics.append(Diagnostic(code, at: offset, message))
    }
}

/// A container reader fed a stream in pieces of any size, holding at most one sample (and,
/// for MP4, the sample table) in memory.
public protocol VideoDemuxer {
    mutating func append(_ bytes: UnsafeRawBufferPointer) -> DemuxResult
    /// Ends the stream: reports a tag, packet, box or sample cut short.
    mutating func finish() -> DemuxResult
}
