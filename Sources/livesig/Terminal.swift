#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Unbuffered writes to stdout and stderr that end the process quietly on a broken pipe
/// (`livesig validate big.jsonl | head`).
struct Terminal {
    let descriptor: Int32

    static let standardOutput = Terminal(descriptor: 1)
    static let standardError = Terminal(descriptor: 2)

    /// The processors online (`--jobs`' default), at least 1.
    static var processorCount: Int { Swift.max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1) }

    func write(_ text: String) {
        var text = text
        text.withUTF8 { write(bytes: UnsafeRawBufferPointer($0)) }
    }

    func write(bytes: UnsafeRawBufferPointer) {
        guard var pointer = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            let written = systemWrite(descriptor, pointer, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                // EPIPE: the reader went away; there is no one left to tell.
                exit(errno == EPIPE ? 0 : 2)
            }
            remaining -= written
            pointer += written
        }
    }

    var isTerminal: Bool { isatty(descriptor) == 1 }

    /// SIGPIPE would kill the process before write() can report EPIPE.
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }
}

func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(descriptor, pointer, count)
    #elseif canImport(Musl)
    return Musl.write(descriptor, pointer, count)
    #else
    return Darwin.write(descriptor, pointer, count)
    #endif
}
