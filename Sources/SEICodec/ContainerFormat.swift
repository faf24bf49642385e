/// What wraps the video: a raw elementary stream or one of the containers audiences receive
/// (HTTP-FLV and RTMP, HLS's MPEG-TS segments, MP4 and fragmented MP4 recordings).
public enum ContainerFormat: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A raw H.264/HEVC stream, Annex B or length-prefixed: no timestamps.
    case annexB = "annexb"
    /// FLV: HTTP-FLV, or an RTMP stream saved as FLV.
    case flv
    /// MPEG-TS, 188-byte packets, or 192-byte M2TS packets.
    case mpegTS = "mpegts"
    /// ISO BMFF: MP4, MOV, fragmented MP4.
    case mp4

    /// The raw value: `annexb`, `flv`, `mpegts` or `mp4`.
    public var description: String { rawValue }

    /// The container a stream's first bytes show (give at least 1 KiB when the stream has it):
    /// FLV's signature; a 0x47 sync byte every 188 bytes (or every 192 after M2TS's 4-byte
    /// header); an ISO BMFF box `ftyp`, `moov`, `moof`, `styp`, `mdat` or `free` first;
    /// otherwise a raw elementary stream.
    public static func detect(prefix bytes: UnsafeRawBufferPointer) -> ContainerFormat {
        if bytes.count >= 9, bytes[0] == 0x46, bytes[1] == 0x4C, bytes[2] == 0x56, bytes[3] == 1 {
            return .flv
        }
        if MPEGTSDemuxer.packetSize(of: bytes) != nil { return .mpegTS }
        var cursor = ByteCursor(bytes, at: 4)
        if bytes.count >= 8, let type = cursor.fourCC(), MP4Box.topLevelTypes.contains(type) {
            return .mp4
        }
        return .annexB
    }

    /// The name of a container a stream's first bytes show whose video is not read, where
    /// ``detect(prefix:)`` says raw: Matroska and WebM, by their EBML header (OBS records MKV).
    /// Their units are length-prefixed inside blocks, so read as a raw stream they would give
    /// only noise. nil for anything else.
    static func unreadContainer(prefix bytes: UnsafeRawBufferPointer) -> String? {
        guard bytes.count >= 4, bytes[0] == 0x1A, bytes[1] == 0x45, bytes[2] == 0xDF, bytes[3] == 0xA3 else {
            return nil
        }
        return "Matroska/WebM"
    }

    /// The container the first bytes of a stream show, held in an array; see the buffer-pointer overload.
    public static func detect(prefix bytes: [UInt8]) -> ContainerFormat {
        bytes.withUnsafeBytes { detect(prefix: $0) }
    }
}
