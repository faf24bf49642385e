import LiveSignaling
import SEICodec
import Testing

/// `sei extract`, `sei audit` and `sei pack` on what audiences receive, and on the inputs the
/// break tests found passing silently, crashing or rejected although livesig wrote them.
@Suite("sei commands on containers")
struct SEIContainerCommandTests {
    static let vectors = "Vectors/sei/containers/"

    @Test(
        "sei extract reads each container vector with 0 problems and prints each message's time",
        arguments: [
            "h264-heartbeats.flv", "h264-heartbeats.ts", "h264-heartbeats.mp4", "h264-heartbeats.fmp4.mp4",
            "hevc-heartbeats-legacy.flv", "hevc-heartbeats-enhanced.flv", "hevc-heartbeats.ts", "hevc-heartbeats.mp4",
            "hevc-heartbeats.fmp4.mp4",
        ]
    )
    func extract(_ name: String) throws {
        let run = try LivesigProcess.run(["sei", "extract", "--color", "never", Self.vectors + name])
        #expect(run.status == 0)
        #expect(run.lines.last?.hasSuffix("100 device-state heartbeats, 0 problems") == true)
        #expect(run.stdout.contains(", at 0.960 s (pts") || run.stdout.contains(", at 2.360 s (pts"))
        let json = try LivesigProcess.run(["sei", "extract", "--format", "json", Self.vectors + name])
        #expect(json.lines.count >= 101)
        #expect(json.lines.allSatisfy { $0.contains(#""timescale":"#) && $0.contains(#""time":""#) })
    }

    @Test("sei extract lists the SEI an hvcC declares first, and names the payload types encoders write")
    func declaredAndNamed() throws {
        for name in ["hevc-declared-sei.mp4", "hevc-declared-sei.fmp4.mp4"] {
            let run = try LivesigProcess.run(["sei", "extract", "--color", "never", Self.vectors + name])
            #expect(run.status == 0)
            #expect(run.lines.first?.contains("NAL type 39: SEI payload type 5 (user_data_unregistered)") == true)
            #expect(run.lines.contains { $0.contains("NAL type 40: SEI payload type 132 (decoded_picture_hash)") })
            #expect(run.lines.last?.hasSuffix("76 SEI messages, 0 device-state heartbeats, 0 problems") == true)
        }
    }

    @Test("sei extract names a Matroska file, says how to remux it and fails; --container annexb reads it raw")
    func matroska() throws {
        let file = Self.vectors + "broken/matroska.mkv"
        let run = try LivesigProcess.run(["sei", "extract", "--color", "never", file])
        #expect(run.status == 1)
        #expect(run.stdout.contains("error[sei.no-video]: a Matroska/WebM file"))
        #expect(run.stdout.contains("ffmpeg -i IN -c copy OUT.mp4"))
        #expect(
            run.lines.last?.hasSuffix("(Matroska/WebM): 0 SEI messages, 0 device-state heartbeats, 1 problem") == true
        )
        let raw = try LivesigProcess.run(["sei", "extract", "--color", "never", "--container", "annexb", file])
        #expect(!raw.stdout.contains("sei.no-video"))
        #expect(raw.lines.last?.contains("bytes (annexb):") == true)
    }

    @Test("an MP4 with moov last is read whole from a file, also when the file is standard input")
    func movieLast() throws {
        let file = try LivesigProcess.run(["sei", "extract", "-q", Self.vectors + "h264-heartbeats.mp4"])
        #expect(file.status == 0)
        #expect(file.stdout.isEmpty)
        let bytes = try TemporaryDirectory.readFile(
            LivesigProcess.packageRoot + "/" + Self.vectors + "h264-heartbeats.mp4"
        )
        let redirected = try LivesigProcess.run(["sei", "extract", "-"], stdin: bytes)
        #expect(redirected.status == 0)
        #expect(redirected.lines.last?.hasSuffix("104 SEI messages, 100 device-state heartbeats, 0 problems") == true)
    }

    @Test("--container overrides detection: a TS read as FLV is reported, not passed")
    func containerOverride() throws {
        let run = try LivesigProcess.run([
            "sei", "extract", "-q", "--container", "flv", Self.vectors + "h264-heartbeats.ts",
        ])
        #expect(run.status == 1)
        #expect(run.stdout.contains("error[sei.container-corrupt]"))
    }

    @Test("sei audit times heartbeats by the container's timestamps", arguments: ["flv", "ts", "fmp4.mp4"])
    func auditTimestamps(_ kind: String) throws {
        let run = try LivesigProcess.run([
            "sei", "audit", "--color", "never", "--reconnect-after", "1", Self.vectors + "h264-heartbeats." + kind,
        ])
        #expect(run.status == 0)
        // FFmpeg's TS muxer starts the clock at 1.4 s.
        let reconnect = kind == "ts" ? "3.440" : "2.040"
        #expect(run.stdout.contains("warning[session.reconnecting] at \(reconnect) s"))
        #expect(run.stdout.contains("75 pictures ("))
        #expect(run.stdout.contains("timestamps), 100 device-state SEI messages, 4 other SEI messages, 0 invalid"))
    }

    @Test("sei audit reads a 25 fps x264 stream's VUI timing instead of assuming 30 fps")
    func auditVUI() throws {
        let run = try LivesigProcess.run([
            "sei", "audit", "--color", "never", "--reconnect-after", "1", Self.vectors + "h264-heartbeats.h264",
        ])
        #expect(run.status == 0)
        #expect(run.stdout.contains("75 pictures (3.000 s at 25.0 fps from the SPS's VUI timing)"))
        #expect(run.stdout.contains("host_B for 2.040 s (after 0.960 s)"))
    }

    @Test(
        "sei audit on text, random bytes or a file with no video reports it and fails",
        arguments: ["text", "random", "audio"]
    )
    func auditWrongKind(_ kind: String) throws {
        let scratch = try TemporaryDirectory()
        var path = scratch.path + "/input"
        switch kind {
        case "text":
            try scratch.write(#"{"a":""# + String(repeating: "x", count: 70_000) + #""}"#, to: "input")
        case "random":
            var state: UInt32 = 1
            try scratch.write(
                (0..<100_000).map { _ -> UInt8 in
                    state = state &* 1_103_515_245 &+ 12_345
                    return UInt8(truncatingIfNeeded: state >> 16) | 0x02
                },
                to: "input"
            )
        default:
            path = LivesigProcess.packageRoot + "/" + Self.vectors + "broken/audio-only.flv"
        }
        let run = try LivesigProcess.run(["sei", "audit", "--color", "never", path])
        #expect(run.status == 1)
        let code = kind == "audio" ? "sei.no-video" : "sei.no-start-code"
        #expect(run.stdout.contains("error[\(code)]"))
        #expect(run.stdout.contains("1 stream problem"))
        let extract = try LivesigProcess.run(["sei", "extract", "-q", path])
        #expect(extract.status == 1)
    }

    @Test("the app's own JSON in SEI is noted as application data, neither a heartbeat nor a broken one")
    func applicationData() throws {
        var stream: [UInt8] = []
        let packer = SEIPacker()
        for data in [
            #"{"uid":"u1","type":"mixerDeviceState","sei":{"cam":true,"mic":false}}"#,
            #"{"cmd":"item_popup_msg","msg":{"itemNumber":1,"itemPrice":9.9,"itemTitle":"Tea","itemUrl":"https://example.com/tea"}}"#,
            #"{"score":3}"#,
            #"{"uid":"u1","type":"custom","sei":{"gift":"rose"}}"#,
        ] {
            stream += try packer.pack([.zego(Array(data.utf8))])
            stream += [0, 0, 0, 1, 0x65, 0x88, 0x84, 0x00, 0x10]
        }
        let scratch = try TemporaryDirectory()
        try scratch.write(stream, to: "app.h264")
        let audit = try LivesigProcess.run(["sei", "audit", "--color", "never", scratch.path + "/app.h264"])
        #expect(audit.status == 0)
        #expect(
            audit.stdout.contains(
                "1 device-state SEI message, 3 other SEI messages, 0 invalid heartbeats, 0 stream problems"
            )
        )
        #expect(audit.lines.filter { $0.contains("note[sei.application-data]") }.count == 3)
        #expect(audit.stdout.contains("u1: 1 heartbeats"))
        let extract = try LivesigProcess.run(["sei", "extract", "--color", "never", scratch.path + "/app.h264"])
        #expect(extract.status == 0)
        #expect(extract.stdout.contains("4 SEI messages, 1 device-state heartbeat, 0 problems"))
    }

    /// A showroom command in SEI is checked as the guide defines it: a pop-up without the price
    /// and picture a receiver shows is an error, but not an invalid heartbeat.
    @Test func aBrokenShowroomCommandInSEIIsAnErrorButNoHeartbeat() throws {
        let data = #"{"cmd":"item_popup_msg","msg":{"itemNumber":1,"itemTitle":"Tea"}}"#
        let stream = try SEIPacker().pack([.zego(Array(data.utf8))]) + [0, 0, 0, 1, 0x65, 0x88, 0x84, 0x00, 0x10]
        let scratch = try TemporaryDirectory()
        try scratch.write(stream, to: "popup.h264")
        let audit = try LivesigProcess.run(["sei", "audit", "--color", "never", scratch.path + "/popup.h264"])
        #expect(audit.status == 1)
        #expect(audit.stdout.contains("0 device-state SEI messages, 1 other SEI message, 0 invalid heartbeats"))
        #expect(audit.stdout.contains("error[wire.missing-key]"))
        #expect(audit.stdout.contains("the app's own SEI data breaks the command it names: itemPrice is missing"))
    }

    @Test("invalid heartbeats are errors, not \"other SEI\"")
    func invalidHeartbeats() throws {
        var stream: [UInt8] = []
        let packer = SEIPacker()
        for data in [
            #"{"type":0,"sender_id":"u1","mic":true,"cam":true}"#,
            #"{"type":0,"sender_id":"u1","mic":"on","cam":true}"#,
            #"{"type":0,"sender"#,
        ] {
            stream += try packer.pack([.zego(Array(data.utf8))])
            stream += [0, 0, 0, 1, 0x65, 0x88, 0x84, 0x00, 0x10]
        }
        stream += try packer.pack([.zego(Array("not json".utf8))])
        let scratch = try TemporaryDirectory()
        try scratch.write(stream, to: "invalid.h264")
        let run = try LivesigProcess.run(["sei", "audit", "--color", "never", scratch.path + "/invalid.h264"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("1 device-state SEI message, 1 other SEI message, 2 invalid heartbeats"))
        #expect(
            run.lines.filter { $0.contains("an SEI message that opens like a device-state heartbeat is invalid") }.count
                == 2
        )
    }

    @Test(
        "sei pack refuses a payload type past 65535 at once, and packs 65535",
        arguments: ["9223372036854775807", "100000000000", "65536"]
    )
    func packPayloadType(_ type: String) throws {
        let run = try LivesigProcess.run(["sei", "pack", "--payload-type", type, "--data", "x", "-o", "-"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--payload-type is between 0 and 65535") || run.stderr.contains("--payload-type"))
        #expect(run.peakResidentBytes < 200 << 20)
        let bound = try LivesigProcess.run(["sei", "pack", "--payload-type", "65535", "--data", "x", "-o", "-"])
        #expect(bound.status == 0)
    }

    @Test("sei extract reads what sei pack writes, 64 KiB payloads and larger", arguments: [65_536, 200_000])
    func packThenExtract(_ size: Int) throws {
        let scratch = try TemporaryDirectory()
        try scratch.write(String(repeating: "a", count: size), to: "data")
        let pack = try LivesigProcess.run([
            "sei", "pack", "--payload-type", "243", "--data-file", scratch.path + "/data", "-o",
            scratch.path + "/big.h264",
        ])
        #expect(pack.status == 0)
        let extract = try LivesigProcess.run(["sei", "extract", "--color", "never", scratch.path + "/big.h264"])
        #expect(extract.status == 0)
        #expect(extract.lines.last?.hasSuffix("1 SEI message, 0 device-state heartbeats, 0 problems") == true)
    }
}
