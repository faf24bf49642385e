import SEICodec
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What every command shares: help with an example, exit code 2 for usage errors, completions,
/// and `sei` following the same conventions as `validate`.
@Suite struct CommandConventionTests {
    static let commands = [
        ["validate"], ["inspect"], ["encode"], ["families"], ["session", "check"], ["sei", "extract"], ["sei", "pack"],
        ["sei", "audit"], ["crosscheck"], ["json", "check"], ["json", "unwrap"],
    ]

    @Test(arguments: commands)
    func everyCommandHasHelpWithAnExample(_ command: [String]) throws {
        let run = try LivesigProcess.run(command + ["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: livesig \(command.joined(separator: " "))"))
        #expect(run.stdout.contains("Example"), "\(command) --help has no example")
        #expect(
            run.stdout.contains("livesig \(command.joined(separator: " ")) "),
            "the example does not run this command"
        )
    }

    /// Help reads well on an 80-column terminal: argument-parser wraps each paragraph, so a
    /// line broken by hand and wrapped again (which left stubs such as "and - for") shows as a
    /// line the next word would have fitted on; and an example too long for the width wraps
    /// into column 0, where it can no longer be pasted.
    @Test(arguments: [[]] + commands)
    func helpWrapsAtEightyColumns(_ command: [String]) throws {
        let run = try LivesigProcess.run(command + ["--help"], environment: ["COLUMNS": "80"])
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let description = lines.prefix { !$0.hasPrefix("USAGE:") }
        #expect(description.count > 2)
        for (line, next) in zip(description, description.dropFirst()) where !line.isEmpty && !next.isEmpty {
            #expect(line.count <= 80, "\(command): \(line)")
            let indented = line.hasPrefix(" ")
            #expect(!indented || next.hasPrefix(" "), "\(command): an example wraps into \"\(next)\"")
            // argument-parser fills a line to within a word of the width; ten columns spare
            // keep the test clear of its rounding.
            if !indented, !next.hasPrefix(" ") {
                let word = next.prefix { $0 != " " }
                #expect(line.count + 1 + word.count > 70, "\(command): \"\(line)\" is broken before \"\(word)\"")
            }
        }
    }

    /// Every file of the repository a help text names exists, so its examples run as written.
    @Test(arguments: [[]] + commands)
    func everyFileNamedInHelpExists(_ command: [String]) throws {
        let run = try LivesigProcess.run(command + ["--help"])
        let folders = ["Vectors/", "Schemas/", "Benchmarks/", "docs/", "scripts/", "Sources/", "Tests/"]
        let words = run.stdout.split(whereSeparator: { " \n\t'\"=(),".contains($0) })
        let named = words.filter { word in folders.contains { word.hasPrefix($0) } }
        for path in named {
            #expect(access(LivesigProcess.packageRoot + "/" + path, F_OK) == 0, "\(command) --help names \(path)")
        }
        if command == ["inspect"] || command == ["json", "check"] { #expect(!named.isEmpty) }
    }

    /// Files in folders that Vectors/README.md points at (`sei/README.md` was missing) exist.
    @Test func everyFileVectorsReadmeNamesExists() throws {
        let readme = try TemporaryDirectory.readFile(LivesigProcess.packageRoot + "/Vectors/README.md")
        let words = String(decoding: readme, as: UTF8.self).split(whereSeparator: { " \n\t()`,".contains($0) })
        let documents = words.filter { $0.hasSuffix(".md") && $0.contains("/") && !$0.contains("<") }
        for document in documents {
            let inVectors = access(LivesigProcess.packageRoot + "/Vectors/" + document, F_OK) == 0
            let inRoot = access(LivesigProcess.packageRoot + "/" + document, F_OK) == 0
            #expect(inVectors || inRoot, "Vectors/README.md names \(document)")
        }
    }

    @Test func usageErrorsExitWithTwo() throws {
        let unknownOption = try LivesigProcess.run(["validate", "--no-such-option"])
        #expect(unknownOption.status == 2)
        #expect(unknownOption.stderr.contains("Unknown option '--no-such-option'"))
        let family = try LivesigProcess.run(["validate", "--family", "pk.battle", "x.json"])
        #expect(family.status == 2)
        #expect(family.stderr.contains("unknown family \"pk.battle\""))
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScripts(_ shell: String) throws {
        let run = try LivesigProcess.run(["--generate-completion-script", shell])
        #expect(run.status == 0)
        for subcommand in ["validate", "inspect", "encode", "families", "sei"] {
            #expect(run.stdout.contains(subcommand))
        }
    }

    @Test func seiPackThenExtractRoundTrips() throws {
        let scratch = try TemporaryDirectory()
        let stream = scratch.path + "/heartbeat.h264"
        let pack = try LivesigProcess.run([
            "sei", "pack", "--payload-type", "243", "--data",
            #"{"type":0,"sender_id":"host_A","mic":true,"cam":false}"#, "-o",
            stream,
        ])
        #expect(pack.status == 0)
        let extract = try LivesigProcess.run(["sei", "extract", "--color", "never", stream])
        #expect(extract.status == 0)
        #expect(extract.stdout.contains("heartbeat: host_A mic on, cam off (demo, valid)"))
        #expect(extract.lines.last?.hasSuffix("1 SEI message, 1 device-state heartbeat, 0 problems") == true)
        let quiet = try LivesigProcess.run(["sei", "extract", "--quiet", stream])
        #expect(quiet.stdout.isEmpty)

        let broken = try LivesigProcess.run([
            "sei", "pack", "--payload-type", "243", "--data",
            #"{"type":0,"sender_id":"host_A","mic":"on","cam":false}"#, "-o",
            stream,
        ])
        #expect(broken.status == 0, "pack writes bytes; extract judges them")
        let judged = try LivesigProcess.run(["sei", "extract", "--quiet", stream])
        #expect(judged.status == 1)
        #expect(judged.stdout.contains("error[wire.type]: expected true or false"))
        #expect(judged.stdout.contains("= at $.mic of the SEI text"))
        let missing = try LivesigProcess.run(["sei", "extract", scratch.path + "/none.h264"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot open"))
    }
}
