@_spi(Testing) import LiveSignaling
import Testing

// The streamed check's values against the decode: integers and fractions, rules broken and
// held, nulls, lists, the app's own text, control bytes and limits.
extension StreamedCheckTests {
    /// Integers around each target's range, and lexemes JSON or the streamed read refuses: a
    /// REST body's Random (UInt32), a device-state type (Int), a like count and a PK type code.
    static let integerLexemes: [String] = [
        "0", "7", "-0", "-7", "007", "-01", "1.0", "1e3", "1E3", "-", "0.0", "0E1", "95", "9.5", "4294967295",
        "4294967296",
        "99999999999999999", "999999999999999999", "1000000000000000000", "9223372036854775807",
        "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "12345678901234567890123",
    ]

    /// `lexeme` as a REST body's Random, a device-state type, a like count and a PK type code.
    static func integerMessages(_ lexeme: String) -> [String] {
        [
            #"{"GroupId":"g","Random":\#(lexeme),"MsgBody":[{"MsgType":"TIMTextElem","MsgContent":{"Text":"hi"}}]}"#,
            #"{"type":\#(lexeme),"sender_id":"u","mic":true,"cam":false}"#,
            #"{"cmd":"like_msg","msg":{"type":1,"likeCount":\#(lexeme)}}"#,
            #"{"room_id":"r","user_name":"A","type":\#(lexeme)}"#,
        ]
    }

    /// Compact messages of the checked forms, each breaking one rule the checker runs (or
    /// going past one limit it holds), with the code the decoder reports. The checker must
    /// miss each; a checker without that rule passes it and fails the test.
    static let ruleBreaks: [(text: String, code: DiagnosticCode)] = [
        (#"{"type":1,"sender_id":"u","mic":true,"cam":false}"#, .wireEnum),
        (#"{"type":0,"sender_id":"","mic":true,"cam":false}"#, .wireEmptyID),
        (#"{"type":0,"senderID":"","mic":true,"cam":false}"#, .wireEmptyID),
        (#"{"roomId":0,"userId":"a"}"#, .wireRange),
        (#"{"roomId":4294967295,"userId":"a"}"#, .wireRange),
        (#"{"strRoomId":"","userId":"a"}"#, .wireEmptyID),
        (#"{"roomId":7,"userId":""}"#, .wireEmptyID),
        (#"{"room_id":"","user_name":"A","type":91000}"#, .wireEmptyID),
        (#"{"room_id":"r","user_name":"A","type":91000,"user_id":""}"#, .wireEmptyID),
        (#"{"room_id":"r","user_name":"A","type":91003}"#, .wireEnum),
        (#"{"room_id":"r","user_name":"A","type":"start_pk"}"#, .wireEnum),
        (#"{"cmd":"like_msg","msg":{"type":-1,"likeCount":3}}"#, .wireRange),
        (#"{"cmd":"like_msg","msg":{"type":1,"likeCount":0}}"#, .wireRange),
        (#"{"cmd":"gift_msg","msg":{"type":-1,"giftUrl":"u","giftName":"r","giftCount":1}}"#, .wireRange),
        (#"{"cmd":"gift_msg","msg":{"type":1,"giftUrl":"u","giftName":"r","giftCount":0}}"#, .wireRange),
        (
            #"{"version":"1.0","businessID":"TUIGift_like","platform":"iOS","data":{"sender":{"userId":"","userName":"U","avatarUrl":"","level":"3"}}}"#,
            .wireEmptyID
        ),
        (
            #"{"GroupId":"","MsgPriority":"Normal","MsgBody":[{"MsgType":"TIMTextElem","MsgContent":{"Text":"hi"}}]}"#,
            .wireEmptyID
        ),
        (
            #"{"GroupId":"g","MsgPriority":"normal","MsgBody":[{"MsgType":"TIMTextElem","MsgContent":{"Text":"hi"}}]}"#,
            .wireEnum
        ),
        (#"{"GroupId":"g","MsgPriority":"Normal","MsgBody":[]}"#, .wireCount),
        (
            #"{"GroupId":"g","MsgBody":[{"MsgType":"TIMTextElem","MsgContent":{"Text":"hi"}}],"From_Account":""}"#,
            .wireEmptyID
        ),
        (
            #"{"GroupId":"g","MsgBody":[{"MsgType":"TIMTextElem","MsgContent":{"Text":"hi"}}],"OnlineOnlyFlag":2}"#,
            .wireEnum
        ),
        (
            #"{"GroupId":"g","MsgBody":[{"MsgType":"TIMFooElem","MsgContent":{"Text":"hi"}}]}"#,
            .wireEnum
        ),
        (
            // A documented type, without what its content needs.
            #"{"GroupId":"g","MsgBody":[{"MsgType":"TIMFaceElem","MsgContent":{"Text":"hi"}}]}"#,
            .wireMissingKey
        ),
        (
            #"{"host_user_id":"","request_id":"17","pk_users":"[{\"uid\":\"h1\",\"rid\":\"r1\",\"u_name\":\"A\",\"rect\":{\"top\":0,\"left\":0,\"right\":486,\"bottom\":864}}]"}"#,
            .wireEmptyID
        ),
        (
            #"{"host_user_id":"h1","request_id":"","pk_users":"[{\"uid\":\"h1\",\"rid\":\"r1\",\"u_name\":\"A\",\"rect\":{\"top\":0,\"left\":0,\"right\":486,\"bottom\":864}}]"}"#,
            .wireEmptyID
        ),
        (
            #"{"host_user_id":"h1","request_id":"17","pk_users":"[{\"uid\":\"\",\"rid\":\"r1\",\"u_name\":\"A\",\"rect\":{\"top\":0,\"left\":0,\"right\":486,\"bottom\":864}}]"}"#,
            .wireEmptyID
        ),
        (
            #"{"host_user_id":"h1","request_id":"17","pk_users":"[{\"uid\":\"h1\",\"rid\":\"\",\"u_name\":\"A\",\"rect\":{\"top\":0,\"left\":0,\"right\":486,\"bottom\":864}}]"}"#,
            .wireEmptyID
        ),
        (
            #"{"host_user_id":"h1","request_id":"17","pk_users":"[{\"uid\":\"h1\",\"rid\":\"r1\",\"u_name\":\"A\",\"rect\":{\"top\":-1,\"left\":0,\"right\":486,\"bottom\":864}}]"}"#,
            .wireRange
        ),
        (
            #"{"host_user_id":"h1","request_id":"17","pk_users":"[{\"uid\":\"h1\",\"rid\":\"r1\",\"u_name\":\"A\",\"rect\":{\"top\":0,\"left\":486,\"right\":485,\"bottom\":864}}]"}"#,
            .wireRange
        ),
        (
            #"{"host_user_id":"h1","request_id":"17","pk_users":"[{\"uid\":\"h1\",\"rid\":\"r1\",\"u_name\":\"A\",\"rect\":{\"top\":865,\"left\":0,\"right\":486,\"bottom\":864}}]"}"#,
            .wireRange
        ),
    ]

    @Test("a message that breaks a rule misses its checker", arguments: ruleBreaks)
    func ruleBreaksMiss(_ rule: (text: String, code: DiagnosticCode)) {
        let bytes = Array(rule.text.utf8)
        #expect(!SignalDecoder().checksSpecStreamed(bytes))
        #expect(Self.disagreement(bytes) == nil)
        #expect(SignalDecoder().verdict(bytes).diagnostics.contains { $0.code == rule.code })
    }

    /// A rule-breaking message of the common forms, made valid by one change, passes: the
    /// tests above fail on a checker that misses everything only through this one.
    @Test("the same forms pass when the rule holds")
    func ruleHoldsPasses() {
        // The device state's are deviceFlagsEitherOrder's.
        let valid = [
            #"{"room_id":"r","user_name":"A","type":10001}"#,
            #"{"cmd":"like_msg","msg":{"type":0,"likeCount":1}}"#,
            #"{"GroupId":"g","MsgPriority":"Normal","MsgBody":[{"MsgType":"TIMTextElem","MsgContent":{"Text":""}}],"From_Account":"a","OnlineOnlyFlag":0,"CloudCustomData":""}"#,
        ]
        Self.expectCheckedInPlace(valid)
    }

    /// A `null` is no value to a one-of group or to a case's requirement: where it stands for
    /// an absent member the message is checked in place, and where the rule then breaks (no
    /// room at all, a PK code's room) it is left to the tape, which reports.
    @Test("a null counted as absent is checked in place, and a rule it breaks is the tape's")
    func nullsCountedAbsent() {
        let decoder = SignalDecoder()
        for text in [
            #"{"type":10000,"room_id":null}"#,
            #"{"room_id":null,"type":10000}"#,
            #"{"roomId":null,"strRoomId":"102","userId":"userB"}"#,
            #"{"strRoomId":"102","userId":"userB","roomId":null}"#,
            #"{"call_id":"c","invitee":{"userID":null,"id":"bob","name":"Bob"}}"#,
        ] {
            let bytes = Array(text.utf8)
            #expect(decoder.checksSpecStreamed(bytes), "\(text)")
            #expect(decoder.verdict(bytes).isValid, "\(text)")
            #expect(Self.disagreement(bytes) == nil, "\(text)")
        }
        for (text, code) in [
            (#"{"type":91000,"room_id":null,"user_name":"A"}"#, DiagnosticCode.wireType),
            (#"{"roomId":null,"strRoomId":null,"userId":"u"}"#, .wireOneOf),
            (#"{"userId":"u","strRoomId":null}"#, .wireOneOf),
            (#"{"call_id":"c","invitee":{"userID":null,"id":null,"name":"Bob"}}"#, .wireOneOf),
        ] {
            let bytes = Array(text.utf8)
            #expect(!decoder.checksSpecStreamed(bytes), "\(text)")
            #expect(decoder.verdict(bytes).diagnostics.map(\.code).contains(code), "\(text)")
            #expect(Self.disagreement(bytes) == nil, "\(text)")
        }
    }

    /// `{}` read as a family one of whose forms claims it (a Web accept, an app's empty SEI)
    /// is checked in place as that form; read as any family, it is left to the tape.
    @Test("an empty object is checked in place where a form claims it")
    func emptyObjectClaimed() {
        let decoder = SignalDecoder()
        let empty = Array("{}".utf8)
        // The families whose forms claim it (`FamilyFormTests` holds the list): a UIKit answer
        // claims `{}`, the app's SEI and the app's command on the co-hosting channel any
        // object no form marks.
        for family in [WireFamily.uikitInvitationAnswer, .seiApplicationData, .cohostRoomRequest] {
            #expect(decoder.checksSpecStreamed(empty, as: family), "\(family)")
            #expect(decoder.verdict(empty, as: family).isValid, "\(family)")
            #expect(Self.disagreement(empty, family: family) == nil, "\(family)")
        }
        #expect(!decoder.checksSpecStreamed(empty))
        #expect(Self.disagreement(empty) == nil)
    }

    /// A custom element's `Data` that no JSON value can start with is the app's own text,
    /// taken in place with its note; text that might start a value (a letter of a literal, a
    /// digit, whitespace, an escape) is left to the tape, which comes to the same verdict.
    @Test("the app's own text in a custom element is checked in place when it cannot be JSON")
    func applicationText() {
        let decoder = SignalDecoder()
        func reply(data: String) -> [UInt8] {
            Array(
                #"{"ActionStatus":"OK","ErrorInfo":"","ErrorCode":0,"MsgBody":[{"MsgType":"TIMCustomElem","MsgContent":{"Data":"\#(data)"}}]}"#
                    .utf8
            )
        }
        for data in ["LV1", "你好", "Level:1", "}"] {
            let bytes = reply(data: data)
            #expect(decoder.checksSpecStreamed(bytes), "\(data)")
            #expect(decoder.verdict(bytes).diagnostics.map(\.code) == [.wireApplicationData], "\(data)")
            #expect(Self.disagreement(bytes) == nil, "\(data)")
        }
        for data in ["true story", "1st", " LV1", #"\u004cV1"#, "nothing", "-", "\u{FEFF}LV1", "\u{FF01}"] {
            let bytes = reply(data: data)
            #expect(!decoder.checksSpecStreamed(bytes), "\(data)")
            #expect(decoder.verdict(bytes).diagnostics.map(\.code) == [.wireApplicationData], "\(data)")
            #expect(Self.disagreement(bytes) == nil, "\(data)")
        }
        // A byte-order mark before a `{` is JSON broken on its way, not text: the in-place
        // check took any string starting 0xEF for text, where the tape steps over the mark
        // (FuzzEmbeddedJSON found it).
        let bom = reply(data: #"\#u{FEFF}{\"cmd\":\"like_msg\"}"#)
        #expect(decoder.verdict(bom).diagnostics.map(\.code) == [.wireEmbeddedJSON])
        #expect(Self.disagreement(bom) == nil)
    }

    /// A value outside an open list (a newer server's callback event, an app's own chat
    /// command) is taken in place with its warning, the value named as the decode names it,
    /// in any layout; one with escapes is left to the tape. A closed list's other value is
    /// an error, which the tape reports.
    @Test("a value outside an open list is taken with its warning, named as the decode names it")
    func unknownValuesOfOpenLists() {
        let decoder = SignalDecoder()
        for text in [
            #"{"cmd":"hug_msg","msg":{"type":1,"likeCount":3}}"#,
            #"{ "cmd" : "hug_msg" , "msg" : { } }"#,
            #"{"msg":{},"cmd":"抱抱"}"#,
            #"{"appid":"1","event":"call_end","nonce":"n","signature":"s","timestamp":1,"call_id":"c"}"#,
            #"{"event":"room_dismissed","appid":"1","nonce":"n","signature":"s","timestamp":1,"room_id":"r"}"#,
        ] {
            let bytes = Array(text.utf8)
            let verdict = decoder.verdict(bytes)
            #expect(decoder.checksSpecStreamed(bytes), "\(text)")
            #expect(verdict.diagnostics.map(\.code) == [.interopUnknownCommand], "\(text)")
            #expect(verdict == decoder.decode(bytes).verdict, "\(text)")
            #expect(Self.disagreement(bytes) == nil, "\(text)")
        }
        for text in [
            #"{"cmd":"hug\u005fmsg","msg":{}}"#,
            #"{"ActionStatus":"OK","ErrorInfo":"","ErrorCode":0,"MsgBody":[{"MsgType":"TIMMagicElem","MsgContent":{}}]}"#,
        ] {
            let bytes = Array(text.utf8)
            #expect(!decoder.checksSpecStreamed(bytes), "\(text)")
            #expect(Self.disagreement(bytes) == nil, "\(text)")
        }
    }

    /// Integers around each target's range and the lexemes the streamed reads refuse, in the
    /// members the checkers compare with a range or a code (the streamed readers' messages,
    /// an OnlineOnlyFlag and an envelope's ts).
    @Test("integers are judged in place as the tape judges them", arguments: Self.integerLexemes)
    func integers(_ lexeme: String) {
        let messages =
            Self.integerMessages(lexeme) + [
                #"{"GroupId":"g","MsgBody":[{"MsgType":"TIMTextElem","MsgContent":{"Text":"t"}}],"OnlineOnlyFlag":\#(lexeme)}"#,
                #"{"ts":\#(lexeme),"channel":"sei","payload":"{\"type\":0,\"sender_id\":\"u\",\"mic\":true,\"cam\":false}"}"#,
            ]
        for text in messages {
            #expect(Self.disagreement(Array(text.utf8)) == nil, "\(text)")
        }
    }

    @Test("limits hold at and just past their bounds")
    func limits() {
        func users(_ count: Int) -> [UInt8] {
            let user =
                #"{\"uid\":\"h\",\"rid\":\"r\",\"u_name\":\"A\",\"rect\":{\"top\":0,\"left\":0,\"right\":1,\"bottom\":1}}"#
            let list = Array(repeating: user, count: count).joined(separator: ",")
            return Array(#"{"host_user_id":"h1","request_id":"17","pk_users":"[\#(list)]"}"#.utf8)
        }
        func chat(bytes total: Int) -> [UInt8] {
            let head =
                #"{"GroupId":"g","MsgPriority":"Normal","MsgBody":[{"MsgType":"TIMTextElem","MsgContent":{"Text":""#
            let tail = #""}}]}"#
            let text = String(repeating: "a", count: total - head.utf8.count - tail.utf8.count)
            return Array((head + text + tail).utf8)
        }
        func invite(bytes total: Int) -> [UInt8] {
            let head = #"{"room_id":"r","user_name":""#
            let tail = #"","type":91000}"#
            let name = String(repeating: "a", count: total - head.utf8.count - tail.utf8.count)
            return Array((head + name + tail).utf8)
        }
        var options = JSONReaderOptions.default
        options.maxStringLength = 1 << 20
        // All three forms are declared as specs: their streamed check is the spec's.
        let cases: [(fits: [UInt8], past: [UInt8], code: DiagnosticCode)] = [
            (users(9), users(10), .wireCount),
            (
                chat(bytes: ChatREST.maxMessageBytes), chat(bytes: ChatREST.maxMessageBytes + 1), .limitTIMMessageSize
            ),
            (
                invite(bytes: PKInvite.maxExtendedDataBytes), invite(bytes: PKInvite.maxExtendedDataBytes + 1),
                .limitCallExtendedData
            ),
        ]
        for (fits, past, code) in cases {
            let decoder = SignalDecoder(options: options)
            #expect(fits.count < past.count)
            #expect(decoder.checksSpecStreamed(fits), "\(code): at the bound")
            #expect(!decoder.checksSpecStreamed(past), "\(code): past the bound")
            #expect(Self.disagreement(fits, options: options) == nil)
            #expect(Self.disagreement(past, options: options) == nil)
            #expect(decoder.verdict(past).diagnostics.contains { $0.code == code }, "\(code)")
        }
    }

    /// A number with a fraction is read in place, where a spec takes any number or any value;
    /// an exponent, or a lexeme the scanner refuses, is left to the tape.
    @Test("numbers with a fraction are checked in place")
    func fractionalNumbers() {
        let decoder = SignalDecoder()
        let inPlace = [
            #"{"uid":"u","type":"mediaSyncInfo","sei":{"md_stat":2,"md_pro":1,"md_dur":2,"md_s_l":0.0}}"#,
            #"{"uid":"u","type":"mediaSyncInfo","sei":{"md_stat":2,"md_s_l":0.25}}"#,
            #"{"uid":"u","type":"custom","sei":{"score":-12.50,"n":[1.0,2]}}"#,
            #"{"uid":"u","type":"custom","sei":{"score":12.5}}"#,
        ]
        for text in inPlace {
            let bytes = Array(text.utf8)
            #expect(decoder.checksSpecStreamed(bytes, as: .seiDeviceState), "\(text)")
            #expect(Self.disagreement(bytes, family: .seiDeviceState) == nil, "\(text)")
        }
        let onTape = [
            #"{"uid":"u","type":"mediaSyncInfo","sei":{"md_s_l":1e3}}"#,
            #"{"uid":"u","type":"mediaSyncInfo","sei":{"md_s_l":1e999}}"#,
            #"{"uid":"u","type":"mediaSyncInfo","sei":{"md_s_l":01.5}}"#,
            #"{"uid":"u","type":"mediaSyncInfo","sei":{"md_s_l":1.}}"#,
            #"{"uid":"u","type":"custom","sei":{"score":-.5}}"#,
            #"{"uid":"u","type":"custom","sei":{"score":2.5e}}"#,
        ]
        for text in onTape {
            let bytes = Array(text.utf8)
            #expect(!decoder.checksSpecStreamed(bytes, as: .seiDeviceState), "\(text)")
            #expect(Self.disagreement(bytes, family: .seiDeviceState) == nil, "\(text)")
        }
    }

    /// A raw tab or line break inside a string breaks the string, though the same byte between
    /// a document's tokens is whitespace: a payload or an embedded document copied out of its
    /// string must not carry one into a reader that steps over whitespace. Each line is broken
    /// JSON (or its message is), and its verdict must be the decode's.
    @Test("a raw control byte in a payload or embedded string is the scanner's to report")
    func rawControlBytesInStrings() {
        let lines: [String] = [
            // The payload string of a spec form, a raw tab and a raw line break between tokens.
            "{\"ts\":1,\"channel\":\"sei\",\"payload\":\"{\\\"isCameraOn\\\":\ttrue,\\\"isMicrophoneOn\\\":false}\"}",
            "{\"ts\":1,\"channel\":\"sei\",\"payload\":\"{\n\\\"isCameraOn\\\":true,\\\"isMicrophoneOn\\\":false}\"}",
            // The same, its line break escaped: whitespace of the message, and valid.
            "{\"ts\":1,\"channel\":\"sei\",\"payload\":\"{\\n\\\"isCameraOn\\\":true,\\\"isMicrophoneOn\\\":false}\"}",
            // An embedded document with a raw tab, in a message of its own and in a line.
            "{\"type\":1,\"inviter_id\":\"alice\",\"inviter_name\":\"Alice\",\"data\":\"{\\\"call_id\\\":\t\\\"c1\\\",\\\"invitees\\\":[]}\"}",
            "{\"ts\":1,\"channel\":\"zim.call-invite\",\"payload\":\"{\\\"type\\\":1,\\\"inviter_id\\\":\\\"alice\\\",\\\"inviter_name\\\":\\\"Alice\\\",\\\"data\\\":\\\"{\\\\\\\"call_id\\\\\\\":\t\\\\\\\"c1\\\\\\\"}\\\"}\"}",
        ]
        for line in lines {
            let bytes = Array(line.utf8)
            #expect(Self.disagreement(bytes) == nil, "\(line)")
        }
        // Not vacuous: the raw tab breaks the line; the escaped line break is valid.
        let capture = CaptureDecoder()
        #expect(!capture.verdict(Array(lines[0].utf8)).isValid)
        #expect(capture.verdict(Array(lines[2].utf8)).isValid)
    }

    /// Chinese names and text are checked in place, a run of sequences at a time; a sequence
    /// that is not UTF-8, anywhere in the run, in a payload or in a message of its own, gets
    /// the decode's verdict.
    @Test("non-ASCII text is checked in place, and broken UTF-8 in it is the scanner's to report")
    func nonASCIIText() {
        let message: (String) -> String = { name in
            #"{"version":"1.0","businessID":"TUIGift_like","platform":"iOS","data":{"sender":{"userId":"u","userName":""#
                + name + #"","avatarUrl":"","level":"3"}}}"#
        }
        let names = ["主播小王", "é中😀", "Ωmega 中文 and ASCII", "\\u4e2d文"]
        Self.expectCheckedInPlace(names.map(message))
        for name in names {
            let text = Array(message(name).utf8)
            let at = text.count - 40
            for bad: [UInt8] in [[0xE4, 0xB8], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xFF]] {
                let broken = Array(text[..<at]) + bad + Array(text[at...])
                #expect(Self.disagreement(broken) == nil, "\(broken)")
                #expect(!SignalDecoder().verdict(broken).isValid)
            }
        }
    }
}
