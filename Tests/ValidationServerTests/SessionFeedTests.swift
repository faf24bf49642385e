import Foundation
import LiveSignaling
import Testing
import ValidationServer

/// The session feed gives the library's findings: each single-room session vector, fed to
/// its room, yields the codes, lines and times its `.expected.json` lists.
@Suite struct SessionFeedTests {
    static let vectors = [
        "cohost-unmatched", "cohost-timeout", "cohost-wrong-party", "heartbeat-gaps", "seats-unmatched",
    ]

    @Test(arguments: vectors)
    func feedGivesTheVectorsFindings(name: String) async throws {
        let capture = try Fixtures.file("Vectors/sessions/\(name).jsonl")
        let expected = try Fixtures.file("Vectors/sessions/\(name).expected.json")
        guard let findings = JSONReader().read(Array(expected.utf8)).value?.objectValue?["findings"]?.arrayValue else {
            Issue.record("no findings in \(name).expected.json")
            return
        }
        let rooms = Set(
            capture.split(separator: "\n").compactMap { line in
                JSONReader().read(Array(line.utf8)).value?.objectValue?["room"]?.stringValue
            }
        )
        try #require(rooms.count == 1, "\(name) is a one-room capture")
        let room = try #require(rooms.first)
        var settings = ServerSettings()
        settings.maxBodyBytes = 1 << 20
        try await withServer(settings) { client, _ in
            let fed = try await client.post("/v1/session?room=\(room)", capture)
            #expect(fed.status == .ok)
            let report = try await client.get("/v1/session?room=\(room)").text
            let got = report.split(separator: "\n").dropLast().compactMap { line -> String? in
                guard let object = JSONReader().read(Array(line.utf8)).value?.objectValue else { return nil }
                return
                    "\(object["code"]?.stringValue ?? "?") \(object["line"]?.numberValue?.lexeme ?? "-") \(object["time"]?.numberValue?.lexeme ?? "-")"
            }
            let want = findings.compactMap { finding -> String? in
                guard let object = finding.objectValue else { return nil }
                return
                    "\(object["code"]?.stringValue ?? "?") \(object["line"]?.numberValue?.lexeme ?? "-") \(object["time"]?.numberValue?.lexeme ?? "-")"
            }
            // The same findings; the report orders findings of one time by line, the vector as written.
            #expect(got.sorted() == want.sorted())
        }
    }

    @Test func lineNamingAnotherRoomIsRefused() async throws {
        let capture = try Fixtures.file("Vectors/sessions/cohost-clean.jsonl")
        let first = String(capture.split(separator: "\n")[0])
        try await withServer { client, _ in
            let response = try await client.post("/v1/session?room=elsewhere", first)
            #expect(response.text == #"{"fed":0,"invalid":0,"not_fed":0,"wrong_room":1}"# + "\n")
            #expect(
                try await client.metric(#"livesig_requests_refused_total{endpoint="session",reason="wrong_room"}"#) == 1
            )
        }
    }
}
