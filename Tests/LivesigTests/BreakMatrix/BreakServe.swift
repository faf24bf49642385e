import LoopbackClient

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `serve` row's runner: starts livesig-serve on a loopback port of its own, posts the
/// class's bytes to `/v1/validate` (whole, or a byte at a time for a trickled input), and
/// answers with the HTTP status as the status, the response body as stdout and the server's
/// stderr. The server must still answer `/healthz` afterwards: a crash fails the cell.
enum BreakServe {
    static let program = LivesigProcess.sibling("livesig-serve")

    static func run(_ input: BreakInput.Prepared, scratch: TemporaryDirectory) throws -> LivesigProcess.Outcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let out = scratch.path + "/server-out"
        let err = scratch.path + "/server-err"
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let pid = try LivesigProcess.spawn(
            raw: BreakCommand.raw("--host", "127.0.0.1", "--port", "0"),
            program: program,
            actions: &actions,
            environment: [:]
        )
        defer {
            kill(pid, SIGTERM)
            _ = try? LivesigProcess.waitFor(pid, timeLimit: BreakRunner.timeLimit)
        }
        let port = try listeningPort(in: out)
        var body = input.bytes
        var trickle = false
        switch input.stdin {
        case .trickle(let bytes):
            body = bytes
            trickle = true
        case .bytes(let bytes): body = bytes
        case .none: break
        }
        let reply = try exchange(port: port, path: "/v1/validate", body: body, trickle: trickle)
        let alive = try exchange(port: port, method: "GET", path: "/healthz", body: [], trickle: false)
        guard alive.status == 200 else {
            throw ProcessFailure(
                description: "livesig-serve stopped answering after the request (healthz: \(alive.status))"
            )
        }
        return LivesigProcess.Outcome(
            status: Int32(reply.status),
            stdout: reply.body,
            stderr: try serverProblems(in: err),
            peakResidentBytes: 0
        )
    }

    /// What the server logged above the info level (its start is logged at info).
    private static func serverProblems(in path: String) throws -> String {
        String(decoding: try TemporaryDirectory.readFile(path), as: UTF8.self)
            .split(separator: "\n")
            .filter { !$0.contains(" info ") }
            .joined(separator: "\n")
    }

    /// The port the server prints as `listening on 127.0.0.1:PORT`, waited for.
    private static func listeningPort(in path: String) throws -> Int {
        for _ in 0..<(BreakRunner.timeLimit * 100) {
            let text = String(decoding: (try? TemporaryDirectory.readFile(path)) ?? [], as: UTF8.self)
            if let match = text.firstMatch(of: #/listening on 127\.0\.0\.1:(\d+)/#), let port = Int(match.output.1) {
                return port
            }
            var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
            nanosleep(&pause, nil)
        }
        throw ProcessFailure(description: "livesig-serve did not start listening")
    }

    /// One request on a connection of its own (`Connection: close`), read to the end.
    private static func exchange(
        port: Int,
        method: String = "POST",
        path: String,
        body: [UInt8],
        trickle: Bool
    ) throws -> (status: Int, body: String) {
        let head =
            "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
            + "Content-Type: application/x-ndjson\r\nContent-Length: \(body.count)\r\n\r\n"
        let reply = try LoopbackClient.exchange(port: port, head: Array(head.utf8), body: body, trickle: trickle)
        let text = String(decoding: reply, as: UTF8.self)
        guard let statusLine = text.split(separator: "\r\n").first,
            let status = statusLine.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { throw ProcessFailure(description: "no HTTP status line in \(text.prefix(200))") }
        let bodyStart = text.range(of: "\r\n\r\n").map(\.upperBound) ?? text.endIndex
        return (status, String(text[bodyStart...]))
    }
}
