import SEICodec

/// The demuxer fuzzers' property for their fail cases: the first byte picks a split point;
/// the stream read whole and read in two pieces there gives the same samples.
enum DemuxerFailCases {
    static let fuzzers = ["FuzzFLVDemuxer", "FuzzMPEGTSDemuxer", "FuzzMP4Demuxer"]

    /// nil when whole and split agree; otherwise what differs.
    static func disagreement(_ bytes: [UInt8], fuzzer: String) -> String? {
        guard let selector = bytes.first else { return nil }
        let stream = Array(bytes.dropFirst())
        let split = stream.count * Int(selector) / 255
        switch fuzzer {
        case "FuzzFLVDemuxer": return compare(stream, split, FLVDemuxer.init)
        case "FuzzMPEGTSDemuxer": return compare(stream, split, MPEGTSDemuxer.init)
        default: return compare(stream, split, MP4Demuxer.init)
        }
    }

    private static func compare<D: VideoDemuxer>(_ stream: [UInt8], _ split: Int, _ make: () -> D) -> String? {
        var whole = make()
        var wholeSamples = stream.withUnsafeBytes { whole.append($0) }.samples
        wholeSamples += whole.finish().samples
        var pieces = make()
        var pieceSamples = Array(stream[..<split]).withUnsafeBytes { pieces.append($0) }.samples
        pieceSamples += Array(stream[split...]).withUnsafeBytes { pieces.append($0) }.samples
        pieceSamples += pieces.finish().samples
        guard wholeSamples.count == pieceSamples.count else {
            return "\(wholeSamples.count) samples whole, \(pieceSamples.count) split at \(split)"
        }
        for (a, b) in zip(wholeSamples, pieceSamples)
        where a.bytes != b.bytes || a.time != b.time || a.offset != b.offset {
            return "a sample at \(a.offset) differs split at \(split)"
        }
        return nil
    }
}
