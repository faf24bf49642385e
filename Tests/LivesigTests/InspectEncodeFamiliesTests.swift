import LiveSignaling
import Testing

@Suite struct InspectEncodeFamiliesTests {
    @Test func inspectExpandsEmbeddedDocumentsAndListsUnknownKeys() throws {
        let message =
            #"{"action_type":0,"sender_id":"fan","receiver_id":"host","request_id":"","extended_data":"{\"room_request_type\":10000,\"seat\":3}","trace":"x1"}"#
        let run = try LivesigProcess.run(["inspect", "--color", "never"], stdin: Array(message.utf8))
        #expect(run.status == 0)
        #expect(run.lines.first == "<stdin>:1: valid: cohost.room-request v1 (flutter)")
        #expect(run.lines.contains("    extended_data <json>"))
        #expect(run.lines.contains("      room_request_type: 10000"))
        #expect(run.lines.contains("      seat: 3 (unknown)"))
        #expect(run.lines.contains("    trace: \"x1\" (unknown)"))
        #expect(run.lines.contains("  unknown keys: $.extended_data<json>.seat, $.trace"))

        let json = try LivesigProcess.run(["inspect", "--format", "json"], stdin: Array(message.utf8))
        let object = try #require(JSONReader().read(Array(json.stdout.utf8)).value?.objectValue)
        #expect(object["unknown_keys"] == ["$.extended_data<json>.seat", "$.trace"])
        #expect(object["embedded"] == ["$.extended_data"])
        #expect(object["fields"]?.objectValue?["extended_data"]?.objectValue?["room_request_type"] == 10000)
        // The validation report's members, then inspect's own, in the compact writer's form.
        #expect(
            object.members.map(\.key) == [
                "source", "line", "channel", "event", "family", "version", "dialect", "valid", "diagnostics",
                "envelope", "fields", "embedded", "unknown_keys",
            ]
        )
        #expect(JSONWriter(style: .compact).writeString(.object(object)) + "\n" == json.stdout)
    }

    /// A spec form is laid out from its spec: the UIKit invitation's `data` expanded, a key the
    /// spec does not declare listed (they were shown as sent, with no unknown keys).
    @Test func inspectLaysOutASpecFormFromItsSpec() throws {
        let message =
            #"{"type":1,"inviter_id":"alice","inviter_name":"Alice","data":"{\"call_id\":\"c1\",\"invitees\":[{\"user_id\":\"bob\"}]}","trace":"x"}"#
        let run = try LivesigProcess.run(["inspect", "--format", "json"], stdin: Array(message.utf8))
        let line = try #require(JSONReader().read(Array(run.stdout.utf8)).value?.objectValue)
        #expect(line["embedded"] == ["$.data"])
        #expect(line["unknown_keys"] == ["$.trace"])
        #expect(line["fields"]?.objectValue?["data"]?.objectValue?["call_id"] == "c1")
    }

    @Test func inspectAnEnvelopeLine() throws {
        let run = try LivesigProcess.run([
            "inspect", "--line", "6", "--color", "never", "Vectors/captures/showcase.jsonl",
        ])
        #expect(run.status == 0)
        #expect(run.lines.contains("    channel: \"zim.room-attributes\""))
        #expect(run.lines.contains("    pk_users <json>"))
        #expect(run.lines.contains("          right: 972"))
        let broken = try LivesigProcess.run(["inspect", "--line", "18", "Vectors/captures/showcase.jsonl"])
        #expect(broken.status == 1)
        #expect(broken.stdout.contains("error[wire.type]: expected true or false, found the string \"on\""))
        let none = try LivesigProcess.run(["inspect", "--line", "99", "Vectors/captures/showcase.jsonl"])
        #expect(none.status == 2)
        #expect(none.stderr == "livesig: Vectors/captures/showcase.jsonl has no message on line 99\n")
    }

    /// One valid vector per family and version, written in every dialect of that version:
    /// the output must validate as the same family and version.
    @Test func encodeWritesEveryDialectAndTheOutputValidates() throws {
        let samples: [(WireFamily, Int, String)] = [
            (.cohostRoomRequest, 1, "Vectors/cohost.room-request/action-mismatch.json"),
            (.pkInvite, 1, "Vectors/pk.invite/call-type-video.json"),
            (.pkRoomAttributes, 1, "Vectors/pk.room-attributes/v1-one-v-one.json"),
            (.pkRoomAttributes, 2, "Vectors/pk.room-attributes/attribute-count-at-limit.json"),
            (.chatCustom, 1, "Vectors/chat.custom/gift-seed.json"),
            (.chatRESTSendGroupMsg, 1, "Vectors/chat.rest.send-group-msg/like-low.json"),
            (.trtcConnectOtherRoom, 1, "Vectors/json/size-at-limit.json"),
        ]
        for (family, version, path) in samples {
            for dialect in family.dialects(version: version) {
                let run = try LivesigProcess.run(["encode", family.rawValue, "--dialect", dialect, "--from", path])
                #expect(run.status == 0, "\(family) \(dialect): \(run.stderr)")
                let decoded = SignalDecoder().decode(Array(run.stdout.utf8), as: family)
                #expect(decoded.isValid, "\(family) \(dialect) output does not validate: \(run.stdout)")
                #expect(decoded.version == version)
            }
        }
    }

    @Test func encodeFromFieldsAndItsErrors() throws {
        let sei = try LivesigProcess.run([
            "encode", "sei.device-state", "--dialect", "demo", "type:=0", "sender_id=host_A", "mic:=true", "cam:=false",
        ])
        #expect(sei.status == 0)
        #expect(sei.stdout == #"{"type":0,"sender_id":"host_A","mic":true,"cam":false}"#)
        let nested = try LivesigProcess.run([
            "encode", "chat.custom", "cmd=like_msg", "msg.type:=1", "msg.likeCount:=3",
        ])
        #expect(nested.status == 0)
        #expect(SignalDecoder().decode(Array(nested.stdout.utf8)).family == .chatCustom)

        let invalid = try LivesigProcess.run([
            "encode", "sei.device-state", "type:=0", "sender_id=host_A", "mic=on", "cam:=false",
        ])
        #expect(invalid.status == 1)
        #expect(invalid.stdout.isEmpty)
        #expect(invalid.stderr.contains("livesig: the input is not a valid sei.device-state message"))
        #expect(invalid.stderr.contains("<fields>:1:38: error[wire.type]"))

        let dialect = try LivesigProcess.run(["encode", "pk.invite", "--dialect", "swift", "type:=91000"])
        #expect(dialect.status == 2)
        #expect(dialect.stderr.contains("pk.invite has no dialect \"swift\""))
        let both = try LivesigProcess.run(["encode", "pk.invite", "--from", "x.json", "type:=91000"])
        #expect(both.status == 2)
        let badJSON = try LivesigProcess.run(["encode", "pk.invite", "type:={"])
        #expect(badJSON.status == 2)
        #expect(badJSON.stderr.contains("the value of type:= is not JSON"))
    }

    @Test func familiesListsEveryFamilyWithItsSchemas() throws {
        let text = try LivesigProcess.run(["families"])
        #expect(text.status == 0)
        let json = try LivesigProcess.run(["families", "--format", "json"])
        let entries = try #require(JSONReader().read(Array(json.stdout.utf8)).value?.arrayValue)
        #expect(entries.count == WireFamily.allCases.count)
        for family in WireFamily.allCases {
            #expect(text.lines.contains(Substring(family.rawValue)))
            for version in family.versions {
                let schema = family.schemaPath(version: version)
                #expect(text.stdout.contains("schema: \(schema)"))
                #expect(
                    (try? TemporaryDirectory.readFile(LivesigProcess.packageRoot + "/" + schema)) != nil,
                    "\(schema) missing"
                )
            }
        }
    }
}
