/// How an MPEG-TS stream's 33-bit timestamps (90 kHz, wrapping every 26.5 hours) are made one
/// timeline, as FFmpeg's demuxer makes them (libavformat's `pts_wrap_reference` and
/// `pts_wrap_behavior`): the first timestamp less 60 seconds is the reference. A stream that
/// starts more than 60 seconds before the wrap point has the timestamps below the reference
/// (those after a wrap) moved up by 2^33; one that starts within 60 seconds of it has those at
/// or above the reference (those before the wrap) moved down by 2^33, so they come out
/// negative. Either way a live recording that crosses the wrap keeps counting, and reads the
/// times FFmpeg reads.
///
/// One difference: FFmpeg moves any timestamp below the reference up, so a stream whose
/// timestamps restart (an encoder restarted, HLS segments joined across a discontinuity)
/// jumps 26.5 hours on, which an audit reads as a sender silent for a day. Here a timestamp
/// is moved up only once the stream has come within 60 seconds of the wrap point: a real
/// wrap reads as FFmpeg reads it, a restart keeps its timestamps as written.
struct MPEGTSTimestampWrap: Sendable {
    /// Where timestamps wrap: 2^33 ticks.
    static let period: Int64 = 1 << 33
    /// How far before the first timestamp the reference is: 60 seconds of 90 kHz ticks.
    static let margin: Int64 = 60 * 90_000

    let reference: Int64
    /// Whether timestamps at or above the reference move down (a start just before the wrap)
    /// rather than those below it moving up.
    let movesDown: Bool
    /// Whether a timestamp within 60 seconds before the wrap point has been read.
    private(set) var nearedWrap = false

    /// The wrap decided by the stream's first timestamp (its DTS, or its PTS without one).
    init(first: Int64) {
        let start = first & (Self.period - 1)
        reference = start - Self.margin
        movesDown = start >= Self.period - Self.margin
    }

    /// `timestamp` (33 bits) on the stream's one timeline; timestamps are given in reading order.
    mutating func unwrapped(_ timestamp: Int64) -> Int64 {
        if movesDown { return timestamp >= reference ? timestamp - Self.period : timestamp }
        if timestamp >= Self.period - Self.margin { nearedWrap = true }
        return timestamp < reference && nearedWrap ? timestamp + Self.period : timestamp
    }
}
