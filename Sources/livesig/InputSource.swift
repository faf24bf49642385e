#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file (or stdin for `-`) read through a file descriptor, in bounded chunks.
struct InputSource {
    let name: String
    let descriptor: Int32
    private let ownsDescriptor: Bool

    struct OpenError: Error, CustomStringConvertible {
        let description: String
    }

    init(path: String) throws(OpenError) {
        if path == "-" {
            name = "<stdin>"
            descriptor = 0
            ownsDescriptor = false
            return
        }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            throw OpenError(description: "cannot open \(path): \(String(cString: strerror(errno)))")
        }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            _ = closeDescriptor(fd)
            throw OpenError(description: "\(path) is a directory")
        }
        name = path
        descriptor = fd
        ownsDescriptor = true
    }

    func close() {
        if ownsDescriptor { _ = closeDescriptor(descriptor) }
    }

    /// Reads up to `limit` bytes; `truncated` is true when more followed.
    func readAll(limit: Int) throws(OpenError) -> (bytes: [UInt8], truncated: Bool) {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw OpenError(description: "cannot read \(name): \(String(cString: strerror(errno)))")
            }
            if count == 0 { return (bytes, false) }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return (Array(bytes[0..<limit]), true)
    }
}
