#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SEICodec

/// Reads an input for the `sei` commands through a TimedSEIReader, chunk by chunk, so a live
/// pipe's messages are handed on as they arrive. For an MP4 file whose `moov` follows its
/// media data, the `moov` is read first with pread, so the file still streams once.
struct SEIInput {
    let source: InputSource
    var reader: TimedSEIReader

    /// Calls `body` with what each chunk yields, then with what the end yields.
    mutating func read(
        progress: inout Progress,
        _ body: (TimedSEIReader.Result, TimedSEIReader) -> Void
    ) throws {
        if reader.container == nil || reader.container == .mp4 {
            body(TimedSEIReader.Result(diagnostics: primeMovie()), reader)
        }
        var chunks = ChunkReader(descriptor: source.descriptor)
        let total = InputWalker.size(of: source.descriptor)
        try chunks.forEachChunk { chunk in
            body(reader.append(chunk), reader)
            progress.update(done: reader.bytesRead, total: total)
        }
        body(reader.finish(), reader)
        // Nothing to read is not a problem (status 0), but it is said, as validate says it.
        if reader.bytesRead == 0 {
            Terminal.standardError.write("livesig: note: \(source.name) holds no video: the input is empty\n")
        }
    }

    /// False for a pipe, socket or terminal: a live pull, whose findings are wanted as they happen.
    var isRegularFile: Bool {
        var info = stat()
        return fstat(source.descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// A regular file that is MP4 and holds `mdat` before `moov`: the moov is handed over.
    private mutating func primeMovie() -> [Diagnostic] {
        var info = stat()
        guard fstat(source.descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return [] }
        let size = Int(info.st_size)
        var head = [UInt8](repeating: 0, count: min(size, 4096))
        guard readAt(0, into: &head), reader.container == .mp4 || ContainerFormat.detect(prefix: head) == .mp4
        else { return [] }
        var position = 0
        var sawMedia = false
        var header = [UInt8](repeating: 0, count: 16)
        while position + 8 <= size, readAt(position, into: &header) {
            let size32 = Int(header[0]) << 24 | Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
            let type = String(decoding: header[4..<8], as: UTF8.self)
            var boxSize = size32
            if size32 == 1 {
                boxSize = 0
                for byte in header[8..<16] { boxSize = boxSize &<< 8 | Int(byte) }
            } else if size32 == 0 {
                boxSize = size - position
            }
            guard boxSize >= 8, boxSize <= size - position else { return [] }
            if type == "mdat" { sawMedia = true }
            if type == "moov" {
                guard sawMedia, boxSize <= MP4Demuxer.maximumIndexBox else { return [] }
                var movie = [UInt8](repeating: 0, count: boxSize)
                guard readAt(position, into: &movie) else { return [] }
                let at = position
                return movie.withUnsafeBytes { reader.readMovie($0, at: at) }
            }
            position += boxSize
        }
        return []
    }

    private func readAt(_ offset: Int, into buffer: inout [UInt8]) -> Bool {
        var done = 0
        while done < buffer.count {
            let count = buffer.withUnsafeMutableBytes { space in
                pread(source.descriptor, space.baseAddress.map { $0 + done }, space.count - done, off_t(offset + done))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            done += count
        }
        return true
    }
}
