#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process whose standard output is read through a pipe.
struct Subprocess {
    let pid: pid_t
    let output: Int32

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Starts `executable` (a path) with `arguments`, each passed as its bytes (a path need not
    /// be UTF-8); its stdout comes back through `output`.
    static func start(_ executable: String, _ arguments: [[UInt8]]) throws(Failure) -> Subprocess {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw Failure(description: "cannot create a pipe") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        let argv =
            ([Array(executable.utf8)] + arguments).map { bytes in
                (bytes + [0]).withUnsafeBufferPointer { buffer in
                    buffer.withMemoryRebound(to: CChar.self) { $0.baseAddress.flatMap { strdup($0) } }
                }
            } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        _ = closeDescriptor(pipeEnds[1])
        guard status == 0 else {
            _ = closeDescriptor(pipeEnds[0])
            throw Failure(description: "cannot start \(executable): \(String(cString: strerror(status)))")
        }
        return Subprocess(pid: pid, output: pipeEnds[0])
    }

    /// Waits for the child; returns its exit status (or 128 + signal).
    func wait() -> Int32 {
        _ = closeDescriptor(output)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}

/// Whether a file exists and may be executed.
func isExecutable(_ path: String) -> Bool { access(path, X_OK) == 0 }

/// The directory holding this executable (`/proc/self/exe` on Linux, argv[0] elsewhere).
func executableDirectory() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    let path =
        count > 0
        ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
    guard let slash = path.lastIndex(of: "/") else { return nil }
    return String(path[..<slash])
}
