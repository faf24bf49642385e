#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs one cell: the command on its prepared input, feeding a trickled stdin or a FIFO while
/// it runs, and killing it past a time limit so that a hang fails the cell instead of the suite.
enum BreakRunner {
    static let timeLimit = 60

    static func run(
        program: String?,
        arguments: [[UInt8]],
        input: BreakInput.Prepared,
        scratch: TemporaryDirectory
    ) throws -> LivesigProcess.Outcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeEnds: [Int32] = [-1, -1]
        switch input.stdin {
        case .none:
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        case .bytes(let bytes):
            try scratch.write(bytes, to: "stdin")
            posix_spawn_file_actions_addopen(&actions, 0, scratch.path + "/stdin", O_RDONLY, 0)
        case .trickle:
            guard pipe(&pipeEnds) == 0 else { throw ProcessFailure(description: "pipe: \(errno)") }
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        }
        let out = scratch.path + "/stdout"
        let err = scratch.path + "/stderr"
        posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var prefix: [String] = []
        if input.unprivileged {
            // The scratch directory must be searchable by the user the command runs as.
            chmod(scratch.path, 0o755)
            prefix = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        }
        let pid = try LivesigProcess.spawn(
            raw: arguments,
            prefix: prefix,
            program: program ?? LivesigProcess.executable,
            actions: &actions,
            environment: [:]
        )
        if case .trickle(let bytes) = input.stdin {
            close(pipeEnds[0])
            trickle(bytes, into: pipeEnds[1])
            close(pipeEnds[1])
        }
        if let fifo = input.fifo { feed(fifo.bytes, to: fifo.path) }
        let (status, peak) = try LivesigProcess.waitFor(pid, timeLimit: timeLimit)
        return LivesigProcess.Outcome(
            status: status,
            stdout: try String(decoding: TemporaryDirectory.readFile(out), as: UTF8.self),
            stderr: try String(decoding: TemporaryDirectory.readFile(err), as: UTF8.self),
            peakResidentBytes: peak
        )
    }

    /// One byte per write, 200 µs apart. A reader that quits early ends the feed (EPIPE).
    private static func trickle(_ bytes: [UInt8], into descriptor: Int32) {
        signal(SIGPIPE, SIG_IGN)
        for byte in bytes {
            var one = byte
            guard write(descriptor, &one, 1) == 1 else { return }
            var pause = timespec(tv_sec: 0, tv_nsec: 200_000)
            nanosleep(&pause, nil)
        }
    }

    /// Opens the FIFO for writing once the command has opened it for reading (ENXIO until
    /// then), writes, and closes it so the reader sees the end. Gives up after the time limit.
    private static func feed(_ bytes: [UInt8], to path: String) {
        var descriptor: Int32 = -1
        for _ in 0..<(timeLimit * 100) {
            descriptor = open(path, O_WRONLY | O_NONBLOCK)
            if descriptor >= 0 { break }
            var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
            nanosleep(&pause, nil)
        }
        guard descriptor >= 0 else { return }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        signal(SIGPIPE, SIG_IGN)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }
}
