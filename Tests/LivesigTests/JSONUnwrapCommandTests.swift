import LiveSignaling
import Testing

/// `livesig json unwrap`: the form stock schema validators check (Schemas/unwrapped/), line
/// for line with the input, expanding only what the decoder reads as a document.
@Suite struct JSONUnwrapCommandTests {
    static func objects(_ run: LivesigProcess.Outcome) -> [JSONValue?] {
        run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
            $0.isEmpty ? nil : JSONReader().read(Array($0.utf8)).value
        }
    }

    @Test func everyShowcaseLineIsUnwrappedOnItsOwnLine() throws {
        let run = try LivesigProcess.run(["json", "unwrap", "Vectors/captures/showcase.jsonl"])
        #expect(run.status == 0 && run.stderr.isEmpty)
        let lines = Self.objects(run)
        #expect(lines.count == 26)
        // The envelope's payload and the extended_data inside it are documents now.
        let first = try #require(lines[0]?.objectValue?["payload"]?.objectValue)
        #expect(first["extended_data"]?.objectValue?["room_request_type"] == 10000)
        // A broken message is unwrapped with its fault as sent, for the schema to find.
        let broken = try #require(lines[17]?.objectValue?["payload"]?.objectValue)
        #expect(broken["mic"] == "on")
    }

    /// A UIKit invitation's data (a spec form's embedded document) is expanded; a text element
    /// whose text looks like JSON is a text, and stays one.
    @Test func onlyDocumentsTheDecoderReadsAreExpanded() throws {
        let invitation = try LivesigProcess.run(["json", "unwrap", "Vectors/uikit.invitation/android-video-call.json"])
        let data = try #require(Self.objects(invitation).first??.objectValue?["data"]?.objectValue)
        #expect(data["call_id"] == "call_alice_1718000000000")
        let text =
            #"{"GroupId":"@TGS#1","Random":1,"MsgBody":[{"MsgType":"TIMTextElem","MsgContent":{"Text":"{\"a\":1}"}}]}"#
        let rest = try LivesigProcess.run(["json", "unwrap", "-"], stdin: Array(text.utf8))
        #expect(rest.status == 0)
        #expect(rest.stdout == text + "\n")
    }

    /// An envelope's payload is expanded only where the decoder read a document: a bullet text
    /// that looks like JSON, and a payload no message travels in, stay strings.
    @Test func aPayloadIsExpandedOnlyWhenItCarriesADocument() throws {
        let lines = [
            #"{"ts":1,"channel":"tim.group","room":"r","from":"a","to":"","payload":"666"}"#,
            #"{"ts":2,"channel":"sdk","room":"r","from":"a","to":"","event":"mixer.start","payload":"{\"a\":1}"}"#,
            #"{"ts":3,"channel":"trtc.connect","room":"r","from":"a","to":"","payload":"{\"roomId\":1,\"userId\":\"b\"}"}"#,
        ]
        let run = try LivesigProcess.run(["json", "unwrap", "-"], stdin: Array(lines.joined(separator: "\n").utf8))
        let written = Self.objects(run)
        #expect(run.status == 0 && written.count == 3)
        #expect(written[0]?.objectValue?["payload"] == "666")
        #expect(written[1]?.objectValue?["payload"] == #"{"a":1}"#)
        #expect(written[2]?.objectValue?["payload"]?.objectValue?["userId"] == "b")
    }

    @Test func aLineThatIsNotJSONIsLeftOutNamedAndCounted() throws {
        let scratch = try TemporaryDirectory()
        let lines = [#"{"roomId":1,"userId":"b"}"#, #"{"roomId":1,"#, "", #"{"strRoomId":"r","userId":"b"}"#]
        try scratch.write(Array(lines.joined(separator: "\n").utf8), to: "capture.jsonl")
        let run = try LivesigProcess.run(["json", "unwrap", scratch.path + "/capture.jsonl"])
        #expect(run.status == 1)
        let written = Self.objects(run)
        #expect(written.count == 4)
        #expect(written[0]?.objectValue?["userId"] == "b" && written[1] == nil && written[2] == nil)
        #expect(written[3]?.objectValue?["strRoomId"] == "r")
        #expect(run.stderr.contains("capture.jsonl:2: json."))
        #expect(run.stderr.hasSuffix("livesig: 2 unwrapped, 1 left out\n"))
    }
}
