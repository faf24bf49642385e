import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Captures of any size are read in chunks; output stops quietly when its reader goes away.
@Suite struct LargeInputTests {
    static let lines = 1_000_000

    /// A million lines — raw messages, envelopes and a few broken ones at known places — must
    /// be validated with a peak resident size under 100 MB (the capture itself is ~60 MB).
    @Test func aMillionLineCaptureStaysUnder100MB() throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.path + "/capture.jsonl"
        let file = try #require(fopen(path, "wb"))
        let raw = #"{"cam":true,"mic":true}"#
        let envelope =
            #"{"ts":1700000000000,"channel":"sei","room":"room_A","from":"host_A","to":"","payload":"{\"type\":0,\"sender_id\":\"host_A\",\"mic\":true,\"cam\":true}"}"#
        let broken = #"{"cam":"yes","mic":true}"#
        var block = ""
        for index in 1...Self.lines {
            block += index % 100_000 == 0 ? broken : index % 10 == 0 ? envelope : raw
            block += "\n"
            if index % 10_000 == 0 {
                fputs(block, file)
                block = ""
            }
        }
        fclose(file)
        let run = try LivesigProcess.run(["validate", "--quiet", path], stdinPath: "/dev/null", scratch: scratch)
        #expect(run.status == 1)
        let failures = run.lines.filter { $0.contains(": invalid: ") }
        #expect(failures.count == 10)
        #expect(failures.first?.hasPrefix("\(path):100000: invalid: sei.device-state") == true)
        #expect(run.peakResidentBytes < 100 << 20, "peak RSS \(run.peakResidentBytes >> 20) MB")
        #expect(run.peakResidentBytes > 0)
        // The same run's counts, through the summary of a non-quiet JSON run over a slice.
        let summary = try LivesigProcess.run(
            ["validate", "--format", "json", "--max-errors", "2", path],
            stdinPath: "/dev/null",
            scratch: scratch
        )
        #expect(summary.lines.last?.hasPrefix(#"{"summary":{"messages":200000,"valid":199998,"invalid":2,"#) == true)
    }

    /// `livesig validate big.jsonl | head` ends with no error once head has what it wanted.
    @Test func aBrokenPipeEndsQuietly() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let scratch = try TemporaryDirectory()
        var text = ""
        for _ in 0..<20_000 { text += "{\"cam\":true,\"mic\":true}\n" }
        try scratch.write(text, to: "many.jsonl")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addopen(&actions, 2, scratch.path + "/stderr", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let pid = try LivesigProcess.spawn(
            ["validate", scratch.path + "/many.jsonl"],
            actions: &actions,
            environment: [:]
        )
        close(ends[1])
        var first = [UInt8](repeating: 0, count: 100)
        #expect(read(ends[0], &first, first.count) > 0)
        close(ends[0])  // as head does after its lines
        let (status, _) = try LivesigProcess.waitFor(pid)
        #expect(status == 0, "killed by SIGPIPE or failed: \(status)")
        #expect(try scratch.read("stderr").isEmpty)
    }
}
