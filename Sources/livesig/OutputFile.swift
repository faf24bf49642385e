#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

enum OutputFile {
    /// Writes `bytes` to `path` (`-` for standard output); on failure says why on stderr.
    static func write(_ bytes: [UInt8], to path: String) -> Bool {
        if path == "-" {
            bytes.withUnsafeBytes { Terminal.standardOutput.write(bytes: $0) }
            return true
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            Terminal.standardError.write("livesig: cannot write \(path): \(String(cString: strerror(errno)))\n")
            return false
        }
        defer { _ = closeDescriptor(descriptor) }
        let ok = bytes.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
        if !ok { Terminal.standardError.write("livesig: cannot write \(path): \(String(cString: strerror(errno)))\n") }
        return ok
    }
}

func closeDescriptor(_ descriptor: Int32) -> Int32 {
    #if canImport(Glibc)
    return Glibc.close(descriptor)
    #elseif canImport(Musl)
    return Musl.close(descriptor)
    #else
    return Darwin.close(descriptor)
    #endif
}
