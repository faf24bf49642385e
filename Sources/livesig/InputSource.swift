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
        try self.init(path: InputPath(argument: path))
    }

    /// Opens `path`. With `regularOnly` (files found in a directory) anything but a regular
    /// file — a FIFO that would block until someone writes, a device — is refused unopened
    /// for reading: it is opened without blocking, looked at, and closed.
    init(path: InputPath, regularOnly: Bool = false) throws(OpenError) {
        if path.isStandardInput {
            name = "<stdin>"
            descriptor = 0
            ownsDescriptor = false
            return
        }
        let shown = path.display
        let fd = open(path.cString, O_RDONLY | (regularOnly ? O_NONBLOCK : 0))
        guard fd >= 0 else {
            throw OpenError(description: "cannot open \(shown): \(String(cString: strerror(errno)))")
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = closeDescriptor(fd)
            throw OpenError(description: "cannot read \(shown): \(reason)")
        }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR {
            _ = closeDescriptor(fd)
            throw OpenError(description: "\(shown) is a directory")
        }
        if regularOnly {
            guard kind == S_IFREG else {
                _ = closeDescriptor(fd)
                throw OpenError(description: "\(shown) is \(InputSource.describe(kind)), not a regular file")
            }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        }
        name = shown
        descriptor = fd
        ownsDescriptor = true
    }

    /// "a FIFO", "a socket"…: what a directory entry is when it is not a regular file.
    static func describe(_ kind: mode_t) -> String {
        switch kind {
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFDIR: "a directory"
        case S_IFLNK: "a symbolic link"
        default: "not a file"
        }
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
