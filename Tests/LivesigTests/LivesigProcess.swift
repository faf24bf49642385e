import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the livesig built beside this test binary, with files for its standard streams so
/// that no pipe can fill up and stall it, and reports its peak resident size via wait4.
struct LivesigProcess {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Peak resident set size of the child, in bytes.
        var peakResidentBytes: Int
        var lines: [Substring] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }
    }

    static let packageRoot: String = {
        // Tests/LivesigTests/LivesigProcess.swift → the package root.
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path
    }()

    static let executable: String = {
        var buffer = [CChar](repeating: 0, count: 4096)
        #if os(Linux)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let me = count > 0 ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        #else
        var size = UInt32(buffer.count)
        _ = _NSGetExecutablePath(&buffer, &size)
        let me = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #endif
        // …/debug/LiveSignalingPackageTests.xctest[/Contents/MacOS/…] → …/debug/livesig
        var directory = me
        while let slash = directory.lastIndex(of: "/") {
            directory = String(directory[..<slash])
            if access(directory + "/livesig", X_OK) == 0 { return directory + "/livesig" }
        }
        return "livesig"
    }()

    /// Another executable of the package, built beside livesig (signal-check, livesig-serve).
    static func sibling(_ name: String) -> String {
        String(executable[..<(executable.lastIndex(of: "/") ?? executable.startIndex)]) + "/" + name
    }

    /// Runs `livesig arguments…` in the package root, feeding `stdin` (or /dev/null). With a
    /// time limit (seconds), a run still going then is killed: a hang fails its test instead
    /// of stalling the suite.
    static func run(
        _ arguments: [String],
        stdin: [UInt8]? = nil,
        environment: [String: String] = [:],
        timeLimit: Int? = nil
    ) throws -> Outcome {
        try run(raw: arguments.map { Array($0.utf8) }, stdin: stdin, environment: environment, timeLimit: timeLimit)
    }

    /// Arguments as bytes, which need not be UTF-8 (file names).
    static func run(
        raw arguments: [[UInt8]],
        stdin: [UInt8]? = nil,
        environment: [String: String] = [:],
        timeLimit: Int? = nil
    ) throws -> Outcome {
        let scratch = try TemporaryDirectory()
        let input = scratch.path + "/stdin"
        try scratch.write(stdin ?? [], to: "stdin")
        return try run(
            raw: arguments,
            stdinPath: input,
            environment: environment,
            scratch: scratch,
            timeLimit: timeLimit
        )
    }

    static func run(
        _ arguments: [String],
        stdinPath: String,
        environment: [String: String] = [:],
        scratch: TemporaryDirectory
    ) throws -> Outcome {
        try run(raw: arguments.map { Array($0.utf8) }, stdinPath: stdinPath, environment: environment, scratch: scratch)
    }

    static func run(
        raw arguments: [[UInt8]],
        stdinPath: String,
        environment: [String: String] = [:],
        scratch: TemporaryDirectory,
        timeLimit: Int? = nil
    ) throws -> Outcome {
        let out = scratch.path + "/stdout"
        let err = scratch.path + "/stderr"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let pid = try spawn(raw: arguments, actions: &actions, environment: environment)
        let (status, peak) = try waitFor(pid, timeLimit: timeLimit)
        return Outcome(
            status: status,
            stdout: try String(decoding: scratch.read("stdout"), as: UTF8.self),
            stderr: try String(decoding: scratch.read("stderr"), as: UTF8.self),
            peakResidentBytes: peak
        )
    }

    /// Children run in the package root so that paths in their output read as in the README;
    /// `swift test` starts there already, and this makes sure of it.
    private static let inPackageRoot: Bool = chdir(packageRoot) == 0

    static func spawn(
        _ arguments: [String],
        actions: inout posix_spawn_file_actions_t,
        environment: [String: String]
    ) throws -> pid_t {
        try spawn(raw: arguments.map { Array($0.utf8) }, actions: &actions, environment: environment)
    }

    /// Starts `prefix… program arguments…`: the program is livesig unless another is given
    /// (signal-check), and a prefix such as setpriv runs it through another program.
    static func spawn(
        raw arguments: [[UInt8]],
        prefix: [String] = [],
        program: String = executable,
        actions: inout posix_spawn_file_actions_t,
        environment: [String: String]
    ) throws -> pid_t {
        guard inPackageRoot else { throw ProcessFailure(description: "cannot enter \(packageRoot)") }
        var merged: [String: String] = [:]
        var index = 0
        while let entry = environ[index] {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                merged[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            index += 1
        }
        merged.removeValue(forKey: "NO_COLOR")
        for (key, value) in environment { merged[key] = value }
        let words = (prefix + [program]).map { Array($0.utf8) } + arguments
        let argv: [UnsafeMutablePointer<CChar>?] =
            words.map { word in
                let copy = UnsafeMutablePointer<CChar>.allocate(capacity: word.count + 1)
                for (index, byte) in word.enumerated() { copy[index] = CChar(bitPattern: byte) }
                copy[word.count] = 0
                return copy
            } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { $0?.deallocate() }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let first = prefix.first ?? program
        let result = posix_spawnp(&pid, first, &actions, nil, argv, envp)
        guard result == 0 else { throw ProcessFailure(description: "posix_spawn \(first): \(result)") }
        return pid
    }

    /// The exit status (128 + signal when killed) and peak RSS in bytes.
    ///
    /// On Linux the peak is the child's own high-water mark (`VmHWM`), read while it runs:
    /// `wait4`'s `ru_maxrss` also counts this test process's resident size at the moment the
    /// spawned child executed (posix_spawn shares the parent's memory until then), so a large
    /// test process made a small livesig look large. The mark only grows, so the last reading
    /// (at most a poll interval before exit) misses only what the child adds at its very end.
    static func waitFor(_ pid: pid_t, timeLimit: Int? = nil) throws -> (Int32, Int) {
        var status: Int32 = 0
        var usage = rusage()
        var sampledPeak = 0
        // Polled every 5 ms; past the limit the child is killed, and reports SIGKILL.
        var waited = 0
        while true {
            let done = wait4(pid, &status, WNOHANG, &usage)
            if done == pid { break }
            if done < 0, errno != EINTR { throw ProcessFailure(description: "wait4: \(errno)") }
            sampledPeak = max(sampledPeak, highWaterMark(of: pid))
            if let timeLimit, waited >= timeLimit * 200 { kill(pid, SIGKILL) }
            var pause = timespec(tv_sec: 0, tv_nsec: 5_000_000)
            nanosleep(&pause, nil)
            waited += 1
        }
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        #if os(Linux)
        let peak = sampledPeak > 0 ? sampledPeak : usage.ru_maxrss * 1024  // kilobytes on Linux
        #else
        let peak = usage.ru_maxrss  // bytes on macOS
        #endif
        return (code, Int(peak))
    }

    /// `VmHWM` of a running process in bytes, or 0 where /proc does not say.
    static func highWaterMark(of pid: pid_t) -> Int {
        guard let file = fopen("/proc/\(pid)/status", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix("VmHWM:") else { continue }
            // "VmHWM:\t   17296 kB": a tab, then spaces, then the count.
            let kilobytes =
                text.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Int($0) } ?? 0
            return kilobytes * 1024
        }
        return 0
    }
}

struct ProcessFailure: Error, CustomStringConvertible {
    let description: String
}

/// A directory under /tmp removed when the value goes away.
final class TemporaryDirectory {
    let path: String

    init() throws {
        var template = Array("/tmp/livesig-tests-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw ProcessFailure(description: "mkdtemp: \(errno)") }
        path = String(cString: made)
    }

    deinit {
        _ = remove(tree: path)
    }

    func write(_ bytes: [UInt8], to name: String) throws {
        let full = path + "/" + name
        guard let file = fopen(full, "wb") else { throw ProcessFailure(description: "cannot write \(full)") }
        defer { fclose(file) }
        guard bytes.isEmpty || fwrite(bytes, 1, bytes.count, file) == bytes.count else {
            throw ProcessFailure(description: "short write to \(full)")
        }
    }

    func write(_ text: String, to name: String) throws { try write(Array(text.utf8), to: name) }

    func makeDirectory(_ name: String) throws {
        guard mkdir(path + "/" + name, 0o755) == 0 else { throw ProcessFailure(description: "mkdir \(name): \(errno)") }
    }

    func read(_ name: String) throws -> [UInt8] {
        try Self.readFile(path + "/" + name)
    }

    static func readFile(_ full: String) throws -> [UInt8] {
        guard let file = fopen(full, "rb") else { throw ProcessFailure(description: "cannot read \(full)") }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    private func remove(tree: String) -> Bool {
        guard let handle = opendir(tree) else { return unlink(tree) == 0 }
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let child = tree + "/" + name
            var info = stat()
            if lstat(child, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                _ = remove(tree: child)
            } else {
                unlink(child)
            }
        }
        closedir(handle)
        return rmdir(tree) == 0
    }
}
