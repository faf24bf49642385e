import Foundation
import LiveSignaling
import Testing

/// Vectors/sessions: whole conversations beside the findings every session checker must
/// report (written from the rules in scripts/make-session-captures.py, not from the checker;
/// seven are real clients' flows, written from the vendor code their descriptions cite).
@Suite struct SessionVectorTests {
    struct Capture: CustomStringConvertible, Sendable {
        let name: String
        let lines: [[UInt8]]
        /// `code line time`, sorted.
        let expected: [String]
        var description: String { name }
    }

    static let directory = Vector.packageRoot.appendingPathComponent("Vectors/sessions")

    static let captures: [Capture] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().compactMap { name -> Capture? in
            guard name.hasSuffix(".jsonl"),
                let bytes = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path),
                let expectation = FileManager.default.contents(
                    atPath: directory.appendingPathComponent(
                        name.replacingOccurrences(of: ".jsonl", with: ".expected.json")
                    ).path
                ),
                let findings = JSONReader().read([UInt8](expectation)).value?.objectValue?["findings"]?.arrayValue
            else { return nil }
            let expected = findings.compactMap(\.objectValue).map { finding in
                let line = finding["line"]?.numberValue?.exactly(Int.self).map(String.init) ?? "-"
                return
                    "\(finding["code"]?.stringValue ?? "?") \(line) \(finding["time"]?.numberValue?.exactly(Int.self) ?? -1)"
            }
            let lines = [UInt8](bytes).split(separator: 0x0A).map(Array.init)
            return Capture(name: name, lines: lines, expected: expected.sorted())
        }
    }()

    @Test func theSessionsAreThere() {
        #expect(Self.captures.count == 40)
        for clean in [
            "cohost-clean", "pk-2-hosts", "pk-3-hosts", "seats-clean", "multi-stream-clean", "cross-room-clean",
            "pk-quit-chain", "pk-3-hosts-quit-chain", "pk-reject-inviter-quits", "uikit-cohost-invite-timeout",
            "pk-heartbeats-stop-with-mix",
        ] {
            #expect(Self.captures.contains { $0.name == clean + ".jsonl" && $0.expected.isEmpty }, "\(clean)")
        }
    }

    /// The showcase holds a raw line, four invalid ones and nine valid lines no checker follows
    /// (likes, gifts, bullets, callbacks): each counted as what it is, not all as "invalid".
    @Test func linesLeftOutAreCountedByKind() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Vectors/captures/showcase.jsonl")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        var checker = CaptureSessionChecker()
        for (index, line) in lines.enumerated() {
            checker.observe(CaptureDecoder().decode(Array(line.utf8)), line: index + 1)
        }
        #expect(lines.count == 26)
        #expect(checker.skipped == 5)
        #expect(checker.unfollowed == 9)
    }

    /// A finding about a user the capture left unnamed (an envelope without `from`) says so,
    /// where it began with a blank: " ends a PK it is not in".
    @Test func anUnnamedUserIsNamedSo() {
        var checker = PKBattleChecker(defaultTimeout: 10)
        checker.observe(.call(.invite, from: "host_A", to: "host_B", callID: "c1", timeout: 5), room: "r", at: 0)
        checker.observe(.call(.accept, from: "host_B", to: "host_A", callID: "c1", timeout: nil), room: "r", at: 100)
        checker.observe(.call(.end, from: "", to: "", callID: "c1", timeout: nil), room: "r", at: 200)
        #expect(checker.diagnostics.map(\.message) == ["a user with no ID ends a PK it is not in"])
    }

    @Test(arguments: captures)
    func findingsAreExactlyTheExpectedOnes(_ capture: Capture) {
        var checker = CaptureSessionChecker()
        for (index, line) in capture.lines.enumerated() {
            let decoded = CaptureDecoder().decode(line)
            // Session captures are made of valid lines: the conversation is what is broken.
            #expect(decoded.isValid, "line \(index + 1): \(decoded.result.diagnostics)")
            checker.observe(decoded, line: index + 1)
        }
        let findings = checker.finish()
        #expect(checker.skipped == 0)
        let got = findings.map { "\($0.code) \($0.session?.event.map(String.init) ?? "-") \($0.session?.time ?? -1)" }
            .sorted()
        #expect(got == capture.expected)
    }
}
