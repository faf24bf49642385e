import LiveSignaling
import SEICodec
import Testing

@Suite struct SessionCommandTests {
    @Test func cleanSessionsExitZeroAndBrokenOnesNameLineCodeAndTime() throws {
        let clean = try LivesigProcess.run([
            "session", "check", "--color", "never", "Vectors/sessions/pk-3-hosts.jsonl",
        ])
        #expect(clean.status == 0)
        #expect(clean.lines.contains("room room_A"))
        #expect(clean.lines.contains("  pk: 7 events, clean"))
        #expect(clean.lines.last == "0 errors, 0 warnings, 0 notes")

        let broken = try LivesigProcess.run([
            "session", "check", "--color", "never", "Vectors/sessions/cohost-wrong-party.jsonl",
        ])
        #expect(broken.status == 1)
        #expect(
            broken.lines.contains(
                "    Vectors/sessions/cohost-wrong-party.jsonl:2: error[session.wrong-party] at 2.000 s: host_B sends an accept; only host_A, who was asked, can"
            )
        )
        #expect(broken.lines.last == "2 errors, 0 warnings, 0 notes")

        let json = try LivesigProcess.run([
            "session", "check", "--format", "json", "Vectors/sessions/heartbeat-gaps.jsonl",
        ])
        #expect(json.status == 1)
        let objects = json.lines.compactMap { JSONReader().read(Array($0.utf8)).value?.objectValue }
        #expect(objects.count == 4)
        #expect(
            objects.prefix(3).map { $0["code"]?.stringValue ?? "" } == [
                "session.reconnecting", "session.device-changed", "session.removed",
            ]
        )
        #expect(objects.last?["summary"]?.objectValue?["errors"] == 1)
    }

    @Test func thresholdsComeFromOptions() throws {
        // With removal at 70 s, host_C's 61 s silence only shows it reconnecting.
        let run = try LivesigProcess.run([
            "session", "check", "--remove-after", "70", "Vectors/sessions/heartbeat-gaps.jsonl",
        ])
        #expect(run.status == 0)
        #expect(run.stdout.contains("warning[session.reconnecting] at 25.000 s"))
        let usage = try LivesigProcess.run([
            "session", "check", "--remove-after", "2", "Vectors/sessions/heartbeat-gaps.jsonl",
        ])
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("--remove-after must not be less than --reconnect-after"))
    }

    /// A generated H.264 stream at 30 fps with heartbeats every 500 ms from three hosts, each
    /// repeated in three consecutive frames (TRTC repeatCount): host_B stops for 6 s after
    /// 10 s, host_C for 61 s after 20 s. Exactly those two silences are reported, at 15 s and 80 s.
    @Test func seiAuditReportsExactlyTheTwoSilencesAtTheRightTimes() throws {
        var stream: [UInt8] = []
        let packer = SEIPacker(codec: .h264)
        for frame in 0..<(100 * 30) {
            let beatFrame = frame % 15  // every 500 ms, repeated in frames 0, 1 and 2
            if beatFrame < 3 {
                let heartbeatTime = (frame - beatFrame) * 1000 / 30
                for host in ["host_A", "host_B", "host_C"] {
                    if host == "host_B", heartbeatTime > 10_000, heartbeatTime < 16_000 { continue }
                    if host == "host_C", heartbeatTime > 20_000, heartbeatTime < 81_000 { continue }
                    let data = Array(#"{"type":0,"sender_id":"\#(host)","mic":true,"cam":true}"#.utf8)
                    stream += try packer.pack([.zego(data)])
                }
            }
            stream += [0, 0, 0, 1, 0x65, 0x88, 0x84, 0x00, 0x10]  // an IDR slice starting a picture
        }
        let scratch = try TemporaryDirectory()
        try scratch.write(stream, to: "gaps.h264")
        let run = try LivesigProcess.run(["sei", "audit", "--color", "never", scratch.path + "/gaps.h264"])
        #expect(run.status == 1)
        let findings = run.lines.filter { $0.contains("[session.") }
        #expect(findings.count == 2)
        #expect(findings.first?.contains("warning[session.reconnecting] at 15.000 s") == true)
        #expect(findings.first?.contains("host_B for 6.000 s (after 10.000 s)") == true)
        #expect(findings.last?.contains("error[session.removed] at 80.000 s") == true)
        #expect(findings.last?.contains("host_C for 61.000 s (after 20.000 s)") == true)
        #expect(
            run.stdout.contains(
                "3000 pictures (100.000 s at 30.0 fps), 1404 device-state SEI messages, 0 other SEI messages"
            )
        )
        #expect(run.stdout.contains("  host_A: 200 heartbeats, 400 repeats folded, 0.000 s to 99.500 s"))
        // At 15 fps the same pictures span twice the time: the silences double.
        let slow = try LivesigProcess.run([
            "sei", "audit", "--fps", "15", "--remove-after", "200", scratch.path + "/gaps.h264",
        ])
        #expect(slow.status == 0)
        #expect(slow.lines.filter { $0.contains("[session.reconnecting]") }.count == 2)
    }
}
