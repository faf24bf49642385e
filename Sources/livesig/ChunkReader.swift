#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file descriptor in fixed-size chunks into one reused buffer.
struct ChunkReader {
    let descriptor: Int32
    private var buffer: [UInt8]

    init(descriptor: Int32, chunkSize: Int = 1 << 20) {
        self.descriptor = descriptor
        buffer = [UInt8](repeating: 0, count: chunkSize)
    }

    /// Calls `body` with each chunk until the end of input.
    mutating func forEachChunk(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        while true {
            let count = buffer.withUnsafeMutableBytes { space -> Int in
                guard let base = space.baseAddress else { return 0 }
                return read(descriptor, base, space.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputSource.OpenError(description: "read failed: \(String(cString: strerror(errno)))")
            }
            if count == 0 { return }
            try buffer.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        }
    }
}
