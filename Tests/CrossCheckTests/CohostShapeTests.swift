@_spi(Testing) @testable import LiveSignaling
import Testing

/// `cohost.room-request`'s envelope and payload are declared as specs, and the streamed check
/// passes their messages by those specs in any layout, with no typed reader or checker beside
/// them. It must pass exactly the messages the decode finds nothing in (or only the findings a
/// spec states as data), with the decode's dialect.
@Suite("cohost.room-request's declared shapes")
struct CohostShapeTests {
    static let clean = [
        #"{"action_type":0,"sender_id":"u1","receiver_id":"h1","request_id":"","extended_data":"{\"room_request_type\":10000}"}"#,
        #"{"action_type":1,"sender_id":"h1","receiver_id":"u1","request_id":"1700","extended_data":"{\"room_request_type\":10003,\"request_id\":\"1700\"}"}"#,
        #"{"action_type":2,"sender_id":"u1","receiver_id":"h1","request_id":"9","extended_data":"{\"room_request_type\":10002,\"request_id\":\"9\"}"}"#,
        #"{"action_type":3,"sender_id":"u","receiver_id":"h","request_id":"9","extended_data":"{\"room_request_type\":10001}"}"#,
        // iOS echoes the request's code in every answer; the Android demo's first send has no
        // request_id; an audio room's command has no envelope.
        #"{"action_type":1,"sender_id":"h","receiver_id":"u","request_id":"9","extended_data":"{\"room_request_type\":10000}"}"#,
        #"{"action_type":0,"sender_id":"u","receiver_id":"h","extended_data":"{\"room_request_type\":10000}"}"#,
        #"{"room_command_type":20001,"receiver_id":"u"}"#,
        // iOS pretty-prints extended_data too: its line breaks are escapes in the string.
        #"{"action_type":1,"sender_id":"h","receiver_id":"u","request_id":"9","extended_data":"{\n  \"room_request_type\" : 10000\n}"}"#,
        // Every escape JSON has in extended_data is decoded as the tape decodes it.
        #"{"action_type":0,"sender_id":"u","receiver_id":"h","request_id":"","extended_data":"{\"room_request_type\":10000,\"request_id\":\"a\\/b\"}"}"#,
        #"{"action_type":0,"sender_id":"u","receiver_id":"h","request_id":"","extended_data":"{\"room_request_type\":10000,\"request_id\":\"\u0041\ud83d\ude00\"}"}"#,
        #"{"action_type":0,"sender_id":"u","receiver_id":"h","request_id":"","extended_data":"{\t\"room_request_type\":10000\r}"}"#,
        // An empty extended_data holds no document.
        #"{"action_type":0,"sender_id":"u1","receiver_id":"h1","request_id":"","extended_data":""}"#,
        #"{"room_request_type":10000}"#,
    ]

    @Test("a clean message is passed in every layout, with the decode's verdict", arguments: clean)
    func passesClean(_ text: String) {
        ChatCustomShapeTests.expectTaken(text)
    }

    /// The dialect is the layout's: pretty is iOS, an escaped slash Android, else Flutter.
    @Test("the dialect is told from the bytes, as the decode tells it")
    func dialects() {
        let cases: [(String, String)] = [
            (
                #"{"action_type":0,"sender_id":"u1","receiver_id":"h1","request_id":"","extended_data":"{\"room_request_type\":10000}"}"#,
                "flutter"
            ),
            (
                #"{"action_type":0,"sender_id":"u1","receiver_id":"h1","request_id":"a\/b","extended_data":"{\"room_request_type\":10000}"}"#,
                "android"
            ),
            (
                "{\n  \"action_type\" : 0,\n  \"sender_id\" : \"u\",\n  \"receiver_id\" : \"h\",\n  \"request_id\" : \"\",\n  \"extended_data\" : \"{\\\"room_request_type\\\":10000}\"\n}",
                "ios"
            ),
            (#"{"room_request_type":10000}"#, "payload"),
            // Compact, no escaped slash, but a code of the Android demo's table: Android's.
            (
                #"{"action_type":0,"sender_id":"u","receiver_id":"h","request_id":"","extended_data":"{\"room_request_type\":1}"}"#,
                "android"
            ),
            (#"{"action_type": 10000}"#, "android-doc"),
        ]
        for (text, dialect) in cases {
            let bytes = Array(text.utf8)
            #expect(SignalDecoder().verdict(bytes).dialect == dialect, "\(text)")
            #expect(SignalDecoder().decode(bytes).verdict.dialect == dialect, "\(text)")
            #expect(StreamedCheckTests.disagreement(bytes) == nil, "\(text)")
        }
    }

    /// Each breaks one rule of the specs, or carries a finding, which the decode reports: the
    /// check misses those inside `extended_data` (their offsets are the string's) and takes the
    /// Android document's key at the root, with its warning.
    static let findings: [(text: String, code: DiagnosticCode, taken: Bool)] = [
        (
            #"{"action_type":4,"sender_id":"u","receiver_id":"h","request_id":"1","extended_data":"{\"room_request_type\":10000}"}"#,
            .wireEnum, false
        ),
        (
            #"{"action_type":-1,"sender_id":"u","receiver_id":"h","request_id":"","extended_data":"{\"room_request_type\":10000}"}"#,
            .wireRange, false
        ),
        (
            #"{"action_type":0,"sender_id":"","receiver_id":"h","request_id":"","extended_data":"{\"room_request_type\":10000}"}"#,
            .wireEmptyID, false
        ),
        (
            #"{"action_type":0,"sender_id":"u","receiver_id":"","request_id":"","extended_data":"{\"room_request_type\":10000}"}"#,
            .wireEmptyID, false
        ),
        // An answer or a cancel names its request; a request need not.
        (
            #"{"action_type":1,"sender_id":"h","receiver_id":"u","request_id":"","extended_data":"{\"room_request_type\":10003}"}"#,
            .wireEmptyID, false
        ),
        (
            #"{"action_type":3,"sender_id":"h","receiver_id":"u","request_id":"","extended_data":"{\"room_request_type\":10001}"}"#,
            .wireEmptyID, false
        ),
        (
            #"{"action_type":0,"sender_id":"u","receiver_id":"h","request_id":"","extended_data":"{\"room_request_type\":10009}"}"#,
            .wireEnum, false
        ),
        (
            // A warning inside extended_data is placed through the string's escapes; this
            // one makes the compact layout Android's.
            #"{"action_type":0,"sender_id":"u","receiver_id":"h","request_id":"","extended_data":"{\"room_request_type\":0}"}"#,
            .interopAndroidCodeTable, true
        ),
        (
            #"{"action_type":0,"sender_id":"u","receiver_id":"h","request_id":"","extended_data":"{\"room_request_type\":10000,\"request_id\":\"\"}"}"#,
            .wireEmptyID, false
        ),
        (
            #"{"action_type":1,"sender_id":"h","receiver_id":"u","request_id":"9","extended_data":"{\"room_request_type\":10002}"}"#,
            .interopActionMismatch, true
        ),
        (
            #"{"action_type":0,"sender_id":"u","receiver_id":"h","request_id":"","extended_data":"{\"action_type\":10000}"}"#,
            .interopAndroidDocForm, true
        ),
        // Inside a string with other escapes before the finding, and in the pretty layout.
        (
            #"{"action_type":0,"sender_id":"u","receiver_id":"h","request_id":"","extended_data":"{\"k\":\"\u00e9\\/\",\n  \"room_request_type\" : 1}"}"#,
            .interopAndroidCodeTable, true
        ),
        // A bare action_type is a payload by its value, read where it lies.
        (#"{"action_type":10000}"#, .interopAndroidDocForm, true),
        (#"{"action_type":1}"#, .wireMissingKey, false),
        (#"{"room_request_type":1}"#, .interopAndroidCodeTable, true),
        (#"{"room_request_type":10000,"request_id":""}"#, .wireEmptyID, false),
        // A backspace or form feed between an embedded document's tokens is no whitespace.
        (
            #"{"action_type":0,"sender_id":"u","receiver_id":"h","request_id":"","extended_data":"{\b\"room_request_type\":10000}"}"#,
            .wireEmbeddedJSON, false
        ),
        (
            #"{"action_type":0,"sender_id":"u","receiver_id":"h","request_id":"","extended_data":"{\"room_request_type\":10000}\f"}"#,
            .wireEmbeddedJSON, false
        ),
    ]

    @Test("a finding is reported as the decode reports it", arguments: 0..<findings.count)
    func findingsAsDecoded(_ index: Int) {
        let (text, code, taken) = Self.findings[index]
        ChatCustomShapeTests.expectReported(text, code, taken: taken)
    }

    /// `action_type` stands for the type only while `room_request_type` is absent; with both,
    /// it is a key of the sender's own, kept and not judged, in either order.
    @Test("with both type keys the demos' key is the type, and the other is kept")
    func bothTypeKeys() throws {
        for data in [
            #"{\"room_request_type\":10000,\"action_type\":\"x\"}"#,
            #"{\"action_type\":\"x\",\"room_request_type\":10000}"#,
        ] {
            let text =
                #"{"action_type":0,"sender_id":"a","receiver_id":"b","request_id":"","extended_data":""# + data + #""}"#
            let bytes = Array(text.utf8)
            let decoded = SignalDecoder().decode(bytes)
            #expect(decoded.verdict.isValid && decoded.diagnostics.isEmpty, "\(text): \(decoded.diagnostics)")
            guard case .cohostRoomRequest(let envelope)? = decoded.message,
                let document = envelope.extendedData.document
            else {
                Issue.record("not an envelope with its document: \(text)")
                continue
            }
            #expect(document.requestType == .applyCoHost)
            #expect(document.typeKey == .roomRequestType)
            #expect(document.unknownFields["action_type"] == .string("x"))
            #expect(StreamedCheckTests.disagreement(bytes) == nil, "\(text)")
        }
        // Missing both: the demos' key is the one reported.
        let missing = SignalDecoder().verdict(
            Array(
                #"{"action_type":0,"sender_id":"a","receiver_id":"b","request_id":"","extended_data":"{\"request_id\":\"m1\"}"}"#
                    .utf8
            )
        )
        #expect(missing.diagnostics.map(\.path.description) == ["$.extended_data<json>.room_request_type"])
    }

    /// The action chooses what `extended_data` may hold: every pair of a known action and a
    /// known, non-Android code is a mismatch exactly when ``CohostRoomRequest/Action/agrees(with:)``
    /// says so, whichever path judges it.
    @Test("each action and code pair is a mismatch exactly when they disagree")
    func everyPair() {
        for action in CohostRoomRequest.Action.known {
            for type in CohostRoomRequest.RequestType.allKnown where !type.isAndroidTable {
                let text =
                    #"{"action_type":\#(action.rawValue),"sender_id":"a","receiver_id":"b","request_id":"m","#
                    + #""extended_data":"{\"room_request_type\":\#(type.rawValue)}"}"#
                let bytes = Array(text.utf8)
                let codes = SignalDecoder().verdict(bytes).diagnostics.map(\.code)
                #expect(codes == (action.agrees(with: type) ? [] : [.interopActionMismatch]), "\(text)")
                #expect(StreamedCheckTests.disagreement(bytes) == nil, "\(text)")
            }
        }
    }
}
