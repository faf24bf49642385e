/// A sample's presentation and decoding time, in its container's timescale
/// (FLV 1000, MPEG-TS 90000, MP4 the track's `mdhd` timescale).
public struct MediaTimestamp: Hashable, Sendable, CustomStringConvertible {
    /// The presentation time stamp, in units of `timescale`.
    public var pts: Int64
    /// The decoding time stamp, in units of `timescale`.
    public var dts: Int64
    /// Units of `pts` and `dts` per second; the initializer stores at least 1.
    public var timescale: Int64

    /// Creates a timestamp; a `timescale` below 1 is stored as 1.
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

    /// The presentation time as `pts <pts>/<timescale>`, e.g. `pts 3000/1000`.
    public var description: String { "pts \(pts)/\(timescale)" }
}

/// One coded picture (access unit) taken out of a container, or the SEI units a decoder
/// configuration record declares (``isDeclared``): its NAL units as stored
/// (length-prefixed in FLV and MP4, Annex B in MPEG-TS) and its time. From FLV and MP4 only
/// the units up to the picture's last SEI unit are copied (none when it has no SEI), and from
/// MPEG-TS only its non-VCL units: the slices are most of the bytes and hold no SEI.
public struct VideoSample: Sendable {
    /// The codec of the sample's NAL units.
    public var codec: VideoCodec
    /// How the units in `bytes` are delimited: length-prefixed from FLV and MP4, Annex B from MPEG-TS.
    public var framing: NALFraming
    /// The sample's NAL units as stored; ``VideoSample`` says which units are kept.
    public var bytes: [UInt8]
    /// When the picture is decoded and shown.
    public var time: MediaTimestamp
    /// Stream offset of the sample's first byte (MPEG-TS: of the first packet of its PES).
    public var offset: Int
    /// True when NAL offsets inside `bytes` map to `offset + index` in the stream
    /// (FLV and MP4 store a sample in one piece; MPEG-TS splits it across packets).
    public var isContiguous: Bool
    /// True for units a decoder configuration record declares (an `hvcC`'s SEI arrays), handed
    /// out ahead of the first picture at its time: not a picture of their own.
    public var isDeclared: Bool

    /// Creates a sample with the values given, stored as is.
    public init(
        codec: VideoCodec,
        framing: NALFraming,
        bytes: [UInt8],
        time: MediaTimestamp,
        offset: Int,
        isContiguous: Bool,
        isDeclared: Bool = false
    ) {
        self.codec = codec
        self.framing = framing
        self.bytes = bytes
        self.time = time
        self.offset = offset
        self.isContiguous = isContiguous
        self.isDeclared = isDeclared
    }
}

/// What a demuxer returns for each piece of a stream.
public struct DemuxResult: Sendable {
    /// The samples completed by the bytes read, in the order the stream holds them.
    public var samples: [VideoSample] = []
    /// Problems found in the container, at stream offsets.
    public var diagnostics: [Diagnostic] = []

    /// Creates a result; both lists default to empty.
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
    /// Reads the next piece of the stream; returns the samples it completed and the problems found.
    mutating func append(_ bytes: UnsafeRawBufferPointer) -> DemuxResult
    /// Ends the stream: reports a tag, packet, box or sample cut short.
    mutating func finish() -> DemuxResult
}
