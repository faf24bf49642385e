import Testing

/// `session check --capacity`: what the checkers forget at their limit is counted and said.
@Suite struct SessionCapacityTests {
    static func request(_ fan: Int) -> String {
        "{\"ts\":\(1000 + fan),\"channel\":\"zim.command\",\"room\":\"room_A\",\"from\":\"fan_\(fan)\",\"to\":\"host_A\",\"id\":\"m\(fan)\","
            + #""payload":"{\"action_type\":0,\"sender_id\":\"fan_"#
            + "\(fan)"
            + #"\",\"receiver_id\":\"host_A\",\"request_id\":\"\",\"extended_data\":\"{\\\"room_request_type\\\":10000}\"}"}"#
    }

    @Test func requestsPastTheCapacityAreCountedAndSaid() throws {
        let capture = (0..<3).map(Self.request).joined(separator: "\n") + "\n"
        let scratch = try TemporaryDirectory()
        try scratch.write(capture, to: "requests.jsonl")
        let path = scratch.path + "/requests.jsonl"
        let atBound = try LivesigProcess.run(["session", "check", "--format", "json", "--capacity", "3", path])
        #expect(atBound.lines.last?.contains("\"forgotten\":0") == true, "\(atBound.stdout)")
        let past = try LivesigProcess.run(["session", "check", "--capacity", "2", "--color", "never", path])
        #expect(
            past.lines.contains(
                "1 requests or battles forgotten at the limit of 2 kept at once (--capacity): findings about them may be missing"
            ),
            "\(past.stdout)"
        )
        let json = try LivesigProcess.run(["session", "check", "--format", "json", "--capacity", "2", path])
        #expect(json.lines.last?.contains("\"forgotten\":1") == true)
        let usage = try LivesigProcess.run(["session", "check", "--capacity", "0", path])
        #expect(usage.status == 2)
        #expect(usage.stdout.isEmpty)
        #expect(usage.stderr.contains("--capacity must be 1 or more"))
    }
}
