import LiveSignaling
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How inputs are found, opened and split into messages: nothing read is lost, nothing
/// unreadable hangs the run, and what is left out is said.
@Suite struct InputHandlingTests {
    static let showcase = "Vectors/captures/showcase.jsonl"

    static func showcaseBytes() throws -> [UInt8] {
        try TemporaryDirectory.readFile(LivesigProcess.packageRoot + "/" + showcase)
    }

    /// Each of these used to be read as one document, so the capture's 26 messages came out
    /// as one invalid message.
    @Test(arguments: [
        ("a blank first line", Array("\n".utf8), 26),
        ("a byte-order mark", [0xEF, 0xBB, 0xBF], 26),
        ("a first line cut short", Array("{\"ts\":1,\"chan\n".utf8), 27),
        ("CRLF line ends", [], 26),
    ])
    func aCaptureIsReadAsLinesWhateverItsFirstLine(kind: String, prefix: [UInt8], messages: Int) throws {
        var bytes = try prefix + Self.showcaseBytes()
        if kind == "CRLF line ends" {
            bytes = bytes.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] }
        }
        let scratch = try TemporaryDirectory()
        try scratch.write(bytes, to: "capture.txt")
        let run = try LivesigProcess.run(["validate", "--format", "json", scratch.path + "/capture.txt"])
        let summary = try #require(
            run.lines.last.flatMap { JSONReader().read(Array($0.utf8)).value?.objectValue?["summary"]?.objectValue }
        )
        #expect(summary["messages"]?.numberValue?.exactly(Int.self) == messages, "\(kind)")
        // The capture's own line 18 is still found, wherever it now is.
        #expect(run.stdout.contains("\"code\":\"wire.type\",\"severity\":\"error\",\"path\":\"$.payload<json>.mic\""))
    }

    @Test func aCaptureSavedAsJSONIsReadAsLines() throws {
        let scratch = try TemporaryDirectory()
        try scratch.write(try Self.showcaseBytes(), to: "capture.json")
        for command in [["validate"], ["inspect"]] {
            let run = try LivesigProcess.run(command + ["--format", "json", scratch.path + "/capture.json"])
            let lines = run.lines.filter { $0.hasPrefix("{\"source\":") }
            #expect(lines.count == 26, "\(command)")
        }
        let pretty = "{\n  \"type\": 0,\n  \"sender_id\": \"u1\",\n  \"mic\": true,\n  \"cam\": false\n}\n"
        try scratch.write(pretty, to: "pretty.json")
        let one = try LivesigProcess.run(["validate", scratch.path + "/pretty.json"])
        #expect(one.status == 0)
        #expect(one.lines.contains("1 message: 1 valid, 0 invalid, 0 warnings"))
    }

    /// `adb logcat | grep … | livesig validate -` when grep finds nothing.
    @Test(arguments: [("", "the input is empty"), ("\n \r\n\t\n", "the input holds only blank lines")])
    func emptyInputIsNoMessageAndSaysSo(input: String, reason: String) throws {
        let run = try LivesigProcess.run(["validate", "-"], stdin: Array(input.utf8))
        #expect(run.status == 0)
        #expect(run.stdout == "0 messages: 0 valid, 0 invalid, 0 warnings\n")
        #expect(run.stderr == "livesig: note: <stdin> holds no message: \(reason)\n")
        let inspect = try LivesigProcess.run(["inspect", "-"], stdin: Array(input.utf8))
        #expect(inspect.status == 0)
        #expect(inspect.stdout.isEmpty)
        #expect(inspect.stderr == "livesig: note: <stdin> holds no message: \(reason)\n")
        let session = try LivesigProcess.run(["session", "check", "-"], stdin: Array(input.utf8))
        #expect(session.status == 0)
        #expect(session.stderr == "livesig: note: <stdin> holds no line: \(reason)\n")
    }

    /// A --signal-check path that is no executable is named as such, not reported as a
    /// validator not found.
    @Test func crosscheckNamesAWrongSignalCheckPath() throws {
        let run = try LivesigProcess.run(["crosscheck", "--signal-check", "/no/such/signal-check", "Vectors"])
        #expect(run.status == 2)
        #expect(run.stderr == "livesig: /no/such/signal-check is not an executable file\n")
    }

    /// crosscheck splits input as validate does, and signal-check splits it the same way: an
    /// empty document holds no message on either side.
    @Test func crosscheckSplitsAnEmptyDocumentAsValidateDoes() throws {
        let scratch = try TemporaryDirectory()
        try scratch.write([], to: "empty.json")
        let run = try LivesigProcess.run(["crosscheck", scratch.path + "/empty.json"])
        #expect(run.status == 0)
        #expect(run.stdout == "0 messages compared: 0 disagreements\n")
    }

    /// A FIFO in a directory is named and left out; the files beside it are validated. (It
    /// used to block validate forever in open.)
    @Test func aFIFOInADirectoryIsSkippedNotWaitedFor() throws {
        let scratch = try TemporaryDirectory()
        try scratch.makeDirectory("captures")
        try scratch.write(try Self.showcaseBytes(), to: "captures/a.jsonl")
        #expect(mkfifo(scratch.path + "/captures/b.jsonl", 0o644) == 0)
        let run = try LivesigProcess.run(["validate", "--quiet", scratch.path + "/captures"], timeLimit: 60)
        #expect(run.status == 2)
        #expect(run.stderr.contains("livesig: skipped \(scratch.path)/captures/b.jsonl: a FIFO, not a regular file"))
        #expect(run.lines.filter { $0.contains(": invalid: ") }.count == 4)
    }

    /// A directory's other files and its vectors' expectations are not read, and each kind is
    /// counted in a note of its own (the expectations were once counted as having no .json name).
    @Test func filesNotReadAreCountedByKind() throws {
        let scratch = try TemporaryDirectory()
        try scratch.makeDirectory("vectors")
        try scratch.write(Array(#"{"type":0,"sender_id":"a","mic":true,"cam":true}"#.utf8), to: "vectors/a.json")
        try scratch.write(Array("{}".utf8), to: "vectors/a.expected.json")
        try scratch.write(Array("{}".utf8), to: "vectors/b.expected.jsonl")
        try scratch.write(Array("notes".utf8), to: "vectors/notes.txt")
        let run = try LivesigProcess.run(["validate", "--quiet", scratch.path + "/vectors"])
        #expect(run.status == 0)
        #expect(
            run.stderr
                == "livesig: note: 1 file in the directories had no .json, .jsonl or .ndjson name and were not read\n"
                + "livesig: note: 2 files in the directories named *.expected.json or *.expected.jsonl (vectors' expectations) were not read\n"
        )
    }

    /// A FIFO named on the command line is read, as `<(command)` is.
    @Test func aFIFOGivenByNameIsRead() throws {
        let run = try LivesigProcess.run(["validate", "/dev/stdin"], stdin: try Self.showcaseBytes())
        #expect(run.status == 1)
        #expect(run.lines.contains("26 messages: 22 valid, 4 invalid, 2 warnings"))
    }

    /// A link back to an ancestor is walked once (it read each file 41 times).
    @Test func aSymbolicLinkLoopIsWalkedOnce() throws {
        let scratch = try TemporaryDirectory()
        try scratch.makeDirectory("captures")
        try scratch.write(try Self.showcaseBytes(), to: "captures/a.jsonl")
        #expect(symlink(".", scratch.path + "/captures/again") == 0)
        #expect(symlink("self.jsonl", scratch.path + "/captures/self.jsonl") == 0)
        let run = try LivesigProcess.run(["validate", scratch.path + "/captures"])
        #expect(run.lines.contains("26 messages: 22 valid, 4 invalid, 2 warnings"))
        #expect(
            run.stderr.contains(
                "livesig: note: \(scratch.path)/captures/again leads to a directory already read; its files were not read again"
            )
        )
        #expect(
            run.stderr.contains(
                "livesig: skipped \(scratch.path)/captures/self.jsonl: cannot open: Too many levels of symbolic links"
            )
        )
        #expect(run.status == 2)
    }

    /// Names that are not UTF-8 open, in a directory walk and as arguments, and print with
    /// the stray bytes escaped. (They could not be opened, and the walk skipped them silently.)
    @Test func filesWithNonUTF8NamesAreRead() throws {
        let scratch = try TemporaryDirectory()
        try scratch.makeDirectory("captures")
        let name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".json".utf8)
        let path = Array((scratch.path + "/captures/").utf8) + name
        let file = try #require(fopen(path.map { CChar(bitPattern: $0) } + [0], "wb"))
        fputs("{\"cam\":true,\"mic\":1}\n", file)
        fclose(file)
        let shown = scratch.path + "/captures/caf\\xE9.json"
        let walked = try LivesigProcess.run(["validate", scratch.path + "/captures"])
        #expect(walked.status == 1)
        #expect(walked.lines.contains("\(shown):1: invalid: sei.device-state v1 (extra-info)"))
        let named = try LivesigProcess.run(raw: [Array("validate".utf8), path])
        #expect(named.status == 1)
        #expect(named.lines.contains("1 message: 0 valid, 1 invalid, 0 warnings"))
    }

    /// A line past the size limit is left out of session checking and counted so (it was
    /// skipped unread and counted as followed).
    @Test func anOversizedLineIsLeftOutOfSessionChecking() throws {
        let scratch = try TemporaryDirectory()
        let huge = "{\"ts\":1,\"channel\":\"sei\",\"payload\":\"" + String(repeating: "x", count: 3 << 20) + "\"}\n"
        try scratch.write(Array(huge.utf8) + Self.showcaseBytes(), to: "capture.jsonl")
        let run = try LivesigProcess.run(["session", "check", "--format", "json", scratch.path + "/capture.jsonl"])
        let summary = try #require(
            run.lines.last.flatMap { JSONReader().read(Array($0.utf8)).value?.objectValue?["summary"]?.objectValue }
        )
        #expect(summary["lines"] == 27)
        #expect(summary["unread"] == 1)
        #expect(
            summary["left_out"] == 15,
            "14 lines of the showcase no checker follows (raw, invalid, the app's own SEI, or Tencent's and ZIM's callbacks), and the huge one"
        )
        #expect(
            run.stderr.contains(
                "\(scratch.path)/capture.jsonl:1: error[json.size]: the line is larger than 1048576 bytes; left out unread"
            )
        )
    }

    /// inspect shows the wire's value where it was rejected, not the stand-in the decoder
    /// kept (it showed `mic: false` for `"on"`).
    @Test func inspectShowsRejectedValuesAsSent() throws {
        let message = #"{"type":0,"sender_id":"u1","mic":"on","cam":true}"#
        let text = try LivesigProcess.run(["inspect", "--color", "never"], stdin: Array(message.utf8))
        #expect(text.status == 1)
        #expect(text.lines.contains("    mic: \"on\" (invalid)"))
        #expect(text.lines.contains("    cam: true"))
        let json = try LivesigProcess.run(["inspect", "--format", "json"], stdin: Array(message.utf8))
        let object = try #require(JSONReader().read(Array(json.stdout.utf8)).value?.objectValue)
        #expect(object["fields"]?.objectValue?["mic"] == "on")
        let envelope = try LivesigProcess.run(["inspect", "--line", "18", "--color", "never", Self.showcase])
        #expect(envelope.lines.contains("    mic: \"on\" (invalid)"))
    }

    /// An integer too large for `ts` is called that, not "not an integer".
    @Test func anOutOfRangeTimestampIsCalledOutOfRange() throws {
        let line =
            #"{"ts":99999999999999999999,"channel":"sei","payload":"{\"type\":0,\"sender_id\":\"a\",\"mic\":true,\"cam\":true}"}"#
        let run = try LivesigProcess.run(["validate", "--color", "never", "-"], stdin: Array(line.utf8))
        #expect(run.status == 1)
        #expect(
            run.lines.contains(
                "<stdin>:1:7: error[wire.type]: ts is milliseconds: an integer from 0 to 9223372036854775807; this one is larger"
            )
        )
        let negative = try LivesigProcess.run(
            ["validate", "-"],
            stdin: Array(#"{"ts":-1,"channel":"sei","payload":"x"}"#.utf8)
        )
        #expect(negative.stdout.contains("ts is milliseconds: a non-negative integer"))
    }

    /// Out-of-range limits are usage errors, with nothing read or written, not silent clamps.
    @Test(arguments: [["--max-depth", "1000000"], ["--max-depth", "0"], ["--max-size=-1"]])
    func jsonCheckLimitsOutOfRangeAreUsageErrors(_ option: [String]) throws {
        let run = try LivesigProcess.run(["json", "check"] + option + ["-"], stdin: Array("[1]".utf8))
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("\(option[0].prefix { $0 != "=" }) must be "))
        let atBound = try LivesigProcess.run(["json", "check", "--max-depth", "512", "-"], stdin: Array("[1]".utf8))
        #expect(atBound.status == 0)
    }

    /// `livesig encode` and the library's encoder refuse an empty sender_id alike.
    @Test func encodeRefusesAnEmptySenderID() throws {
        let run = try LivesigProcess.run([
            "encode", "sei.device-state", "type:=0", "sender_id=", "mic:=true", "cam:=false",
        ])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("error[wire.empty-id]"))
    }
}
