import LiveSignaling
import Testing

/// `livesig validate` end to end: what a support engineer sees on stdout and stderr, and the
/// exit status a script branches on.
@Suite struct ValidateCommandTests {
    static let showcase = "Vectors/captures/showcase.jsonl"

    @Test func showcaseTeachesWhatIsWrongAndWhere() throws {
        let run = try LivesigProcess.run(["validate", Self.showcase])
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty)
        #expect(run.lines.contains("26 messages: 22 valid, 4 invalid, 2 warnings"))
        #expect(run.lines.contains("  events                       1 valid"))
        // Every channel and every family appears, through envelopes and one raw line.
        for channel in CaptureChannel.allCases {
            #expect(run.stdout.contains("from \(channel.rawValue)"), "channel \(channel.rawValue) not exercised")
        }
        for family in WireFamily.allCases {
            #expect(
                run.lines.contains { $0.hasPrefix("  \(family.rawValue) ") },
                "family \(family) missing from the summary"
            )
        }
        #expect(run.lines.contains("Vectors/captures/showcase.jsonl:15: valid: trtc.connect-other-room v1 (compact)"))
        #expect(run.lines.contains("  trtc.connect-other-room      2 valid, 1 invalid"))
    }

    /// Each finding: `file:line:column: severity[code]: message`, then the source excerpt with
    /// a caret under the byte, then the JSON path.
    @Test func everyFindingNamesFileLineColumnCodeAndPath() throws {
        let run = try LivesigProcess.run(["validate", "--color", "never", Self.showcase])
        let lines = run.lines.map(String.init)
        var findings = 0
        for (index, line) in lines.enumerated() {
            guard
                let match = line.wholeMatch(
                    of: #/Vectors/captures/showcase\.jsonl:(\d+):(\d+): (error|warning|note)\[([a-z0-9.-]+)\]: .+/#
                )
            else { continue }
            findings += 1
            let lineNumber = try #require(Int(match.1))
            let column = try #require(Int(match.2))
            #expect(DiagnosticCode.catalogue.contains { $0.code.rawValue == String(match.4) })
            // The excerpt shows the line; the caret's column in the excerpt points at the byte.
            let excerpt = lines[index + 1]
            let caret = lines[index + 2]
            #expect(excerpt.hasPrefix(" \(lineNumber) | "))
            #expect(caret.hasSuffix("^"))
            #expect(lines[index + 3].contains("= at $"))
            let source = try String(decoding: readLine(lineNumber), as: UTF8.self)
            let byte = Array(source.utf8)[column - 1]
            let shown = Array(excerpt.dropFirst(" \(lineNumber) | ".count))
            let caretIndex = caret.count - 1 - (" \(lineNumber) | ".count)
            #expect(String(shown[caretIndex]).utf8.first == byte, "caret misplaced on line \(lineNumber)")
        }
        #expect(findings == 7)
    }

    @Test func jsonOutputHasOneObjectPerMessageAndASummary() throws {
        let run = try LivesigProcess.run(["validate", "--format", "json", Self.showcase])
        #expect(run.status == 1)
        let objects = run.lines.compactMap { JSONReader().read(Array($0.utf8)).value?.objectValue }
        #expect(objects.count == run.lines.count)
        #expect(objects.count == 27)
        let messages = objects.dropLast()
        #expect(messages.map { $0["line"]?.numberValue?.exactly(Int.self) ?? 0 } == Array(1...26))
        #expect(messages.filter { $0["valid"] == .bool(false) }.count == 4)
        #expect(messages.filter { $0["channel"] == .null }.count == 1)
        let broken = try #require(messages.first { $0["line"] == 18 })
        let diagnostic = try #require(broken["diagnostics"]?.arrayValue?.first?.objectValue)
        #expect(diagnostic["code"] == "wire.type")
        #expect(diagnostic["path"] == "$.payload<json>.mic")
        #expect(diagnostic["line"] == 18)
        #expect(diagnostic["column"] == 133)
        let summary = try #require(objects.last?["summary"]?.objectValue)
        #expect(summary["messages"] == 26)
        #expect(summary["invalid"] == 4)
        #expect(summary["families"]?.objectValue?.count == WireFamily.allCases.count + 1, "every family and the events")
        #expect(summary["families"]?.objectValue?["events"]?.objectValue?["valid"] == 1)
    }

    /// The JSON lines are written directly; each must be exactly what LiveSignaling's compact
    /// writer makes of the same value (keys, order, escapes, numbers), which is what a
    /// reader-then-writer round trip reproduces.
    @Test func jsonLinesAreTheCompactWritersOwnForm() throws {
        let captures = ["Vectors/captures/showcase.jsonl", "Vectors/captures/envelopes.jsonl"]
        var checked = 0
        for capture in captures {
            let run = try LivesigProcess.run(["validate", "--format", "json", capture])
            for line in run.lines {
                let value = try #require(JSONReader().read(Array(line.utf8)).value, "\(line)")
                #expect(JSONWriter(style: .compact).writeString(value) == line)
                checked += 1
            }
        }
        #expect(checked > 60)
    }

    /// The middle of each JSON line (family, version, dialect and verdict) is copied from the
    /// first line with the same verdict. Across every vector, which hold more kinds of verdict
    /// than the run keeps copies of, each line still names its own: what its text heading says.
    @Test func jsonVerdictsAreEachLinesOwn() throws {
        let json = try LivesigProcess.run(["validate", "--format", "json", "Vectors"])
        let text = try LivesigProcess.run(["validate", "Vectors"])
        var headings: [Substring: Substring] = [:]
        for line in text.lines {
            guard let verdict = line.firstRange(of: ": valid: ") ?? line.firstRange(of: ": invalid: ") else { continue }
            headings[line[..<verdict.lowerBound]] = line
        }
        var verdicts: Set<String> = []
        var checked = 0
        for line in json.lines.dropLast() {
            let object = try #require(JSONReader().read(Array(line.utf8)).value?.objectValue, "\(line)")
            let source = try #require(object["source"]?.stringValue)
            let number = try #require(object["line"]?.numberValue?.exactly(Int.self))
            let heading = try #require(headings["\(source):\(number)"], "no heading for \(source):\(number)")
            let valid = object["valid"] == .bool(true)
            let family = object["family"]?.stringValue
            let version = object["version"]?.numberValue?.exactly(Int.self)
            let dialect = object["dialect"]?.stringValue
            var expected = "\(source):\(number): \(valid ? "valid" : "invalid"): "
            guard !heading.hasPrefix(expected + "event ") else { continue }
            expected += family.map { name in version.map { "\(name) v\($0)" } ?? name } ?? "no known family"
            expected += dialect.map { " (\($0))" } ?? ""
            // What may follow: the envelope's event and channel.
            let rest = heading.dropFirst(expected.count)
            let ends = rest.isEmpty || rest.hasPrefix(",") || rest.hasPrefix(" from")
            #expect(heading.hasPrefix(expected) && ends, "\(line)")
            verdicts.insert("\(family ?? "-") \(version ?? 0) \(dialect ?? "-") \(valid)")
            checked += 1
        }
        #expect(checked > 700)
        // VerdictSegments keeps 24: past them, lines are written piece by piece.
        #expect(verdicts.count > 24, "the vectors no longer hold more verdicts than are kept")
    }

    /// Line numbers are written digit pair by digit pair: every one from 1 to 10,001 (each
    /// change of length, and every pair from 00 to 99 in each place) is the line's own number.
    @Test func reportLineNumbersAreRightAcrossEveryDigitCount() throws {
        let scratch = try TemporaryDirectory()
        let count = 10_001
        try scratch.write(String(repeating: "{\"cam\":true,\"mic\":true}\n", count: count), to: "many.jsonl")
        let run = try LivesigProcess.run(["validate", "--format", "json", scratch.path + "/many.jsonl"])
        #expect(run.status == 0)
        let numbers = run.lines.dropLast().map { line in
            JSONReader().read(Array(line.utf8)).value?.objectValue?["line"]?.numberValue?.exactly(Int.self)
        }
        #expect(numbers == Array(1...count))
        #expect(run.lines.last?.contains("\"messages\":10001") == true)
    }

    /// File names with a backslash, quotes, control bytes or non-ASCII letters are escaped in
    /// the JSON lines exactly as the compact writer escapes them, and printed as they are in
    /// the headings. (The report copies plain names eight bytes at a time: these put the byte
    /// to escape in a whole word and in the tail.)
    @Test(arguments: [
        "back\\slash.jsonl", "\"quoted\".jsonl", "caf\u{E9} 直播.jsonl", "tab\there.jsonl", "del\u{7F}.jsonl",
        "x\\",
    ])
    func sourceNamesNeedingEscapesAreWrittenLikeTheWriter(name: String) throws {
        let scratch = try TemporaryDirectory()
        try scratch.write("{\"cam\":true,\"mic\":true}\n{\"cam\":1,\"mic\":true}\n", to: name)
        let path = scratch.path + "/" + name
        let json = try LivesigProcess.run(["validate", "--format", "json", path])
        #expect(json.lines.count == 3)
        for line in json.lines {
            let value = try #require(JSONReader().read(Array(line.utf8)).value, "\(line)")
            #expect(JSONWriter(style: .compact).writeString(value) == line)
        }
        let first = try #require(json.lines.first.flatMap { JSONReader().read(Array($0.utf8)).value?.objectValue })
        #expect(first["source"] == .string(path))
        let text = try LivesigProcess.run(["validate", path])
        #expect(text.lines.contains("\(path):1: valid: sei.device-state v1 (extra-info)"))
    }

    /// Short strings are tested as one gathered word (one to three bytes, four to seven, eight
    /// or a word and a tail): an event name of each length with a byte to escape first, in
    /// the middle or last is still escaped as the writer escapes it, and a plain one is not.
    @Test func shortStringsNeedingEscapesAreWrittenLikeTheWriter() throws {
        var events: [String] = []
        for length in 1...10 {
            let plain = String(repeating: "e", count: length)
            events.append(plain)
            for place in Set([0, length / 2, length - 1]) {
                for special: Character in ["\"", "\\", "\u{7F}", "\t", "é"] {
                    var characters = Array(plain)
                    characters[place] = special
                    events.append(String(characters))
                }
            }
        }
        let lines = events.map { event in
            let quoted = JSONWriter(style: .compact).writeString(.string(event))
            return "{\"channel\":\"sdk\",\"event\":\(quoted),\"payload\":\"x\"}\n"
        }
        let scratch = try TemporaryDirectory()
        try scratch.write(lines.joined(), to: "events.jsonl")
        let run = try LivesigProcess.run(["validate", "--format", "json", scratch.path + "/events.jsonl"])
        #expect(run.lines.count == events.count + 1)
        for (line, event) in zip(run.lines, events) {
            let value = try #require(JSONReader().read(Array(line.utf8)).value, "\(line)")
            #expect(JSONWriter(style: .compact).writeString(value) == line)
            #expect(value.objectValue?["event"] == .string(event))
        }
    }

    /// A report line longer than the output block (here ~320 KB: two thousand findings) is
    /// rendered again into room of its own and written whole, before the summary.
    @Test func reportLinesLongerThanTheOutputBlockAreWrittenWhole() throws {
        let scratch = try TemporaryDirectory()
        let members = (0..<2000).map { "\"extra_\($0)\":\($0)" }.joined(separator: ",")
        try scratch.write("{\"host_user_id\":\"u1\",\"pk_users\":\"[]\",\(members)}\n", to: "big.jsonl")
        let run = try LivesigProcess.run(["validate", "--format", "json", scratch.path + "/big.jsonl"])
        #expect(run.lines.count == 2)
        let line = try #require(run.lines.first)
        #expect(line.utf8.count > 1 << 17)
        let value = try #require(JSONReader().read(Array(line.utf8)).value)
        #expect(JSONWriter(style: .compact).writeString(value) == line)
        #expect((value.objectValue?["diagnostics"]?.arrayValue?.count ?? 0) > 2000)
        #expect(run.lines.last?.hasPrefix("{\"summary\":") == true)
    }

    /// Findings in a pretty-printed document are placed by line and byte column, on lines
    /// ending in `\n` or `\r\n`, and the excerpt shows the line without its break.
    @Test func findingsInAPrettyPrintedDocumentAreOnTheirOwnLines() throws {
        let scratch = try TemporaryDirectory()
        let document = "{\n  \"type\": 0,\r\n  \"sender_id\": \"u1\",\n  \"mic\": \"on\",\n  \"cam\": 1\n}\n"
        try scratch.write(document, to: "p.json")
        let path = scratch.path + "/p.json"
        let text = try LivesigProcess.run(["validate", path])
        #expect(text.lines.contains("\(path):4:10: error[wire.type]: expected true or false, found the string \"on\""))
        #expect(text.lines.contains(" 4 |   \"mic\": \"on\","))
        #expect(text.lines.contains("\(path):5:10: error[wire.type]: expected true or false, found the number 1"))
        let json = try LivesigProcess.run(["validate", "--format", "json", path])
        let report = try #require(json.lines.first.flatMap { JSONReader().read(Array($0.utf8)).value?.objectValue })
        let places = (report["diagnostics"]?.arrayValue ?? []).compactMap { $0.objectValue }.map {
            [$0["line"], $0["column"]]
        }
        #expect(places == [[4, 10], [5, 10]])
    }

    @Test func standardInputIsOneDocumentOrLinesByItsFirstLine() throws {
        let pretty = "{\n  \"roomId\": 102,\n  \"userId\": 7\n}\n"
        let one = try LivesigProcess.run(["validate"], stdin: Array(pretty.utf8))
        #expect(one.status == 1)
        #expect(one.stdout.contains("<stdin>:3:13: error[wire.type]"))
        #expect(one.lines.last == "  trtc.connect-other-room  0 valid, 1 invalid")
        let lines = try String(
            decoding: TemporaryDirectory.readFile(LivesigProcess.packageRoot + "/" + Self.showcase),
            as: UTF8.self
        )
        let piped = try LivesigProcess.run(["validate", "-", "--quiet"], stdin: Array(lines.utf8))
        #expect(piped.status == 1)
        #expect(piped.stdout.contains("<stdin>:18:133: error[wire.type]"))
        #expect(!piped.stdout.contains("messages:"))
    }

    @Test func directoriesAreSearchedForMessageFiles() throws {
        let scratch = try TemporaryDirectory()
        try scratch.makeDirectory("nested")
        try scratch.write(#"{"roomId":102,"userId":"b"}"#, to: "a.json")
        try scratch.write("{\"cam\":true,\"mic\":true}\n{\"cam\":1,\"mic\":true}\n", to: "nested/b.ndjson")
        try scratch.write("not a message", to: "nested/notes.txt")
        try scratch.write(#"{"valid": true}"#, to: "nested/a.expected.json")
        let run = try LivesigProcess.run(["validate", scratch.path])
        #expect(run.status == 1)
        #expect(run.lines.contains("3 messages: 2 valid, 1 invalid, 0 warnings"))
        #expect(run.stdout.contains("\(scratch.path)/nested/b.ndjson:2:8: error[wire.type]"))
        #expect(!run.stdout.contains("notes.txt"))
    }

    /// A path that cannot be read is said on stderr, counted in the summary and ends the run
    /// with status 2; every other input is still validated (it used to stop everything).
    @Test func missingAndUnreadableInputsAreSkippedAndTheRestValidated() throws {
        let missing = try LivesigProcess.run(["validate", "no/such/capture.jsonl", Self.showcase])
        #expect(missing.status == 2)
        #expect(missing.stderr == "livesig: skipped no/such/capture.jsonl: cannot open: No such file or directory\n")
        #expect(missing.lines.contains("26 messages: 22 valid, 4 invalid, 2 warnings"))
        #expect(missing.lines.contains("1 of 2 inputs not read (the reasons are on stderr)"))
        // Opening succeeds and reading fails: a file even root cannot read.
        let unreadable = try LivesigProcess.run(["validate", "--format", "json", Self.showcase, "/proc/self/mem"])
        #expect(unreadable.status == 2)
        #expect(unreadable.stderr.contains("livesig: cannot read /proc/self/mem: Input/output error"))
        let summary = try #require(
            unreadable.lines.last.flatMap { JSONReader().read(Array($0.utf8)).value?.objectValue?["summary"] }
        )
        #expect(summary.objectValue?["messages"] == 26)
        #expect(summary.objectValue?["inputs_read"] == 1)
        #expect(summary.objectValue?["inputs_not_read"] == 1)
    }

    @Test func strictQuietMaxErrorsAndColour() throws {
        // Valid, with one warning: MsgPriority High on a like.
        let warned = "Vectors/chat.rest.send-group-msg/like-high-priority.json"
        let lenient = try LivesigProcess.run(["validate", warned])
        #expect(lenient.status == 0)
        let strict = try LivesigProcess.run(["validate", "--strict", warned])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains(": invalid: "))

        let quiet = try LivesigProcess.run(["validate", "--quiet", Self.showcase])
        #expect(quiet.status == 1)
        #expect(quiet.lines.filter { $0.contains(": valid: ") }.isEmpty)
        #expect(quiet.lines.filter { $0.contains(": invalid: ") }.count == 4)
        #expect(!quiet.stdout.contains("messages:"))

        let limited = try LivesigProcess.run(["validate", "--max-errors", "1", Self.showcase])
        #expect(limited.status == 1)
        #expect(limited.lines.filter { $0.contains(": invalid: ") }.count == 1)
        #expect(limited.stderr == "livesig: stopped after 1 failing message (--max-errors)\n")

        let plain = try LivesigProcess.run(["validate", Self.showcase])
        #expect(!plain.stdout.contains("\u{1B}["), "no colour when stdout is not a terminal")
        let coloured = try LivesigProcess.run(["validate", "--color", "always", Self.showcase])
        #expect(coloured.stdout.contains("\u{1B}[1;31merror[wire.type]\u{1B}[0m"))
        let usage = try LivesigProcess.run(["validate", "--max-errors", "0", Self.showcase])
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("--max-errors must be 1 or more"))
    }

    private func readLine(_ number: Int) throws -> [UInt8] {
        let bytes = try TemporaryDirectory.readFile(LivesigProcess.packageRoot + "/" + Self.showcase)
        return Array(bytes.split(separator: 0x0A, omittingEmptySubsequences: false)[number - 1])
    }
}

/// `--jobs N`: chunks judged on N threads and written in input order, so the output is the
/// same whatever N, code explanations included (each at its code's first appearance).
@Suite struct ValidateJobsTests {
    /// The showcase 120 times over: 3,120 lines, so four chunks of at most 1,024 messages.
    static func bigCapture() throws -> TemporaryDirectory {
        let scratch = try TemporaryDirectory()
        let showcase = try InputHandlingTests.showcaseBytes()
        try scratch.write(Array(repeating: showcase, count: 120).flatMap { $0 }, to: "big.jsonl")
        return scratch
    }

    @Test(arguments: ["text", "json"])
    func theOutputIsTheSameWhateverTheNumberOfJobs(format: String) throws {
        let scratch = try Self.bigCapture()
        let path = scratch.path + "/big.jsonl"
        let one = try LivesigProcess.run(["validate", "--format", format, "--color", "never", "--jobs", "1", path])
        #expect(one.status == 1)
        #expect(one.stdout.contains(format == "text" ? "3120 messages: 2640 valid, 480 invalid" : #""messages":3120"#))
        for jobs in ["2", "3", "64"] {
            let many = try LivesigProcess.run([
                "validate", "--format", format, "--color", "never", "--jobs", jobs, path,
            ])
            #expect(many.status == one.status)
            #expect(many.stdout == one.stdout, "--jobs \(jobs)")
            #expect(many.stderr == one.stderr)
        }
    }

    /// With several jobs the reader hands over whole lines and the workers split them: blank
    /// lines, CRLF ends, a line over the 1 MiB limit and a last line with no line break keep
    /// the numbers and verdicts one job gives, across many reads of the reader's buffer.
    @Test func workersSplittingLinesKeepTheirNumbers() throws {
        let showcase = try InputHandlingTests.showcaseBytes().split(separator: 0x0A).map(Array.init)
        var input: [UInt8] = []
        for round in 0..<40 {
            for (index, line) in showcase.enumerated() {
                input += line + (index % 3 == 0 ? [0x0D, 0x0A] : [0x0A])
                if index % 7 == 0 { input += Array(" \t\r\n\n".utf8) }
            }
            // Twice the limit: past it before its line break is read, whatever the reads.
            if round == 20 {
                input += Array(#"{"a":""#.utf8) + [UInt8](repeating: 0x78, count: 2 << 20) + [0x22, 0x7D, 0x0A]
            }
        }
        input += showcase[0]
        let one = try LivesigProcess.run(["validate", "--color", "never", "--jobs", "1", "-"], stdin: input)
        // Each round is the showcase's lines and four pairs of blank ones; the showcase has
        // 4 invalid messages and a valid first line.
        let round = showcase.count + 2 * 4
        #expect(one.stdout.contains("\(40 * showcase.count + 2) messages: \(40 * (showcase.count - 4) + 1) valid"))
        #expect(one.stdout.contains("<stdin>:\(21 * round + 1):1: error[json.size]"))
        #expect(one.stdout.contains("<stdin>:\(40 * round + 2): valid"))
        for jobs in ["2", "3"] {
            let many = try LivesigProcess.run(["validate", "--color", "never", "--jobs", jobs, "-"], stdin: input)
            #expect(many.status == one.status)
            #expect(many.stdout == one.stdout, "--jobs \(jobs)")
            #expect(many.stderr == one.stderr)
        }
    }

    @Test func maxErrorsStopsAtTheSameMessageWithJobs() throws {
        let scratch = try Self.bigCapture()
        let path = scratch.path + "/big.jsonl"
        let one = try LivesigProcess.run(["validate", "--max-errors", "5", "--jobs", "1", path])
        let many = try LivesigProcess.run(["validate", "--max-errors", "5", "--jobs", "4", path])
        #expect(many.stdout == one.stdout && many.stderr == one.stderr)
        #expect(one.stderr.contains("stopped after 5 failing messages"))
    }

    @Test(arguments: [("0", false), ("1", true), ("64", true), ("65", false)])
    func jobsIsOneToSixtyFour(jobs: String, accepted: Bool) throws {
        let run = try LivesigProcess.run(["validate", "--quiet", "--jobs", jobs, "Vectors/captures/envelopes.jsonl"])
        #expect((run.status != 2) == accepted, "--jobs \(jobs): \(run.stderr)")
        if !accepted { #expect(run.stderr.contains("--jobs must be 1 to 64")) }
    }
}
