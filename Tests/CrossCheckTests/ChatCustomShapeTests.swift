@_spi(Testing) import LiveSignaling
import Testing

/// `chat.custom`'s seed and TUILiveKit shapes are declared as specs, and the streamed check
/// passes their messages by those specs in any layout. It must pass exactly the messages the
/// decode finds nothing in, with the decode's dialect.
@Suite("chat.custom's declared shapes")
struct ChatCustomShapeTests {
    /// `text` compact, pretty-printed, spaced, and with its members reversed (at every depth).
    static func layouts(of text: String) -> [[UInt8]] {
        let bytes = Array(text.utf8)
        guard let value = JSONReader().read(bytes).value else { return [bytes] }
        func reversed(_ value: JSONValue) -> JSONValue {
            switch value {
            case .object(let object):
                .object(JSONObject(object.members.reversed().map { .init(key: $0.key, value: reversed($0.value)) }))
            case .array(let elements): .array(elements.map(reversed))
            default: value
            }
        }
        return [
            bytes,
            JSONWriter(style: .applePretty).write(value),
            Array(
                String(decoding: JSONWriter(style: .compact).write(value), as: UTF8.self)
                    .replacingOccurrences(of: "\":", with: "\": ").replacingOccurrences(of: ",\"", with: ", \"").utf8
            ),
            JSONWriter(style: .compact).write(reversed(value)),
        ]
    }

    static let clean = [
        #"{"cmd":"like_msg","msg":{"type":1,"likeCount":3}}"#,
        #"{"cmd":"gift_msg","msg":{"type":1,"giftUrl":"https://a/b.png","giftName":"Rose","giftCount":2}}"#,
        #"{"cmd":"item_popup_msg","msg":{"itemNumber":1,"itemPrice":199,"itemTitle":"T","itemUrl":"u"}}"#,
        #"{"version":"1.0","businessID":"TUIGift_like","platform":"iOS","data":{"sender":{"userId":"u","userName":"","avatarUrl":"","level":"0"}}}"#,
        // A gift's receiver may have no ID; its extInfo any object.
        #"{"version":"1.0","businessID":"TUIGift","platform":"Android","data":{"gift":{"giftId":"g","giftName":"n","imageUrl":"","animationUrl":"","price":0,"extInfo":{"k":1}},"giftCount":1,"receiver":{"userId":"","userName":"","avatarUrl":"","level":"0"},"sender":{"userId":"u","userName":"A","avatarUrl":"","level":"1"}}}"#,
        // A barrage's extInfo may be absent or null.
        #"{"version":"1.0","businessID":"TUIBarrage","platform":"iOS","data":{"user":{"userId":"u","userName":"A","avatarUrl":"","level":"0"},"content":"hi"}}"#,
        #"{"version":"1.0","businessID":"TUIBarrage","platform":"iOS","data":{"user":{"userId":"u","userName":"A","avatarUrl":"","level":"0"},"content":"hi","extInfo":null}}"#,
    ]

    @Test("a clean message is passed in every layout, with the decode's verdict", arguments: clean)
    func passesClean(_ text: String) {
        Self.expectTaken(text)
    }

    /// In every layout of `text`: the decode finds nothing, the streamed check takes the
    /// message, and every path gives the decode's verdict.
    static func expectTaken(_ text: String) {
        for bytes in layouts(of: text) {
            let shown = String(decoding: bytes, as: UTF8.self)
            let decoded = SignalDecoder().decode(bytes).verdict
            #expect(decoded.isValid && decoded.diagnostics.isEmpty, "\(shown): \(decoded.diagnostics)")
            #expect(SignalDecoder().checksSpecStreamed(bytes), "missed: \(shown)")
            #expect(StreamedCheckTests.disagreement(bytes) == nil, "\(shown)")
        }
    }

    /// Each breaks one rule of the specs, or carries a finding, which the decode reports. The
    /// check must miss those that break a rule in every layout; the warnings a spec states as
    /// data (a null's) it takes, with the decode's verdict, offsets and all.
    static let findings: [(text: String, code: DiagnosticCode, taken: Bool)] = [
        (#"{"cmd":"like_msg","msg":{"type":1,"likeCount":0}}"#, .wireRange, false),
        (#"{"cmd":"like_msg","msg":{"type":-1,"likeCount":1}}"#, .wireRange, false),
        (#"{"cmd":"gift_msg","msg":{"type":1,"giftUrl":"u","giftName":"n","giftCount":0}}"#, .wireRange, false),
        // A command the guides do not list, empty or not: taken with its warning, the command
        // named.
        (#"{"cmd":"","msg":{}}"#, .interopUnknownCommand, true),
        (#"{"cmd":"join","msg":{}}"#, .interopUnknownCommand, true),
        (
            #"{"cmd":"item_popup_msg","msg":{"itemNumber":-1,"itemPrice":1,"itemTitle":"T","itemUrl":"u"}}"#,
            .wireRange, false
        ),
        (#"{"version":"1.0","businessID":"","platform":"iOS","data":{}}"#, .wireEnum, false),
        (
            #"{"version":"1.0","businessID":"TUIGift_like","platform":"iOS","data":{"sender":"#
                + #"{"userId":"","userName":"","avatarUrl":"","level":"0"}}}"#, .wireEmptyID, false
        ),
        (
            #"{"version":"1.0","businessID":"TUIGift_like","platform":"iOS","data":{"sender":"#
                + #"{"userId":"u","userName":null,"avatarUrl":"","level":"0"}}}"#, .interopNullValue, true
        ),
        (
            #"{"version":"1.0","businessID":"TUIGift_like","platform":"iOS","data":{"sender":"#
                + #"{"userId":"u","userName":null,"avatarUrl":null,"level":null}}}"#, .interopNullValue, true
        ),
        (
            #"{"version":"1.0","businessID":"TUIBarrage","platform":"iOS","data":{"user":"#
                + #"{"userId":"","userName":"A","avatarUrl":"","level":"0"},"content":"hi"}}"#, .wireEmptyID, false
        ),
        (
            #"{"version":"1.0","businessID":"TUIGift","platform":"iOS","data":{"gift":{"giftId":"g","giftName":"n","#
                + #""imageUrl":"","animationUrl":"","price":-5,"extInfo":{}},"giftCount":1,"receiver":{"userId":"","#
                + #""userName":"","avatarUrl":"","level":"0"},"sender":{"userId":"u","userName":"A","avatarUrl":"","#
                + #""level":"1"}}}"#, .wireRange, false
        ),
        // The form before TUILiveKit, told by data's keys once the current form misses: a
        // warning at data; with a broken rule of its own, or a key of the current form, not.
        (
            #"{"version":"1.0","businessID":"TUIGift_like","platform":"Android","data":{"extInfo":{"userID":"u"}}}"#,
            .interopLegacyForm, true
        ),
        (
            #"{"version":"1.0","businessID":"TUIGift","platform":"iOS","data":{"giftId":"","lottieUrl":"","#
                + #""imageUrl":"","message":"","extInfo":{"userID":"u"}}}"#, .wireEmptyID, false
        ),
        (
            #"{"version":"1.0","businessID":"TUIGift_like","platform":"iOS","data":{"extInfo":{},"sender":7}}"#,
            .wireType, false
        ),
        // A broken TUILiveRoom message of 2021 is left to the tape.
        (#"{"version":"1.0.0","action":"301","command":"4","message":""}"#, .wireType, false),
    ]

    /// TUILiveRoom's message of 2021 is taken with its warning at the root, in every layout:
    /// led by `version` as its writers lead it, and led by a key no form leads with, as a hash
    /// map may write it (judged once its keys are read).
    @Test("TUILiveRoom's message of 2021 is taken with its warning")
    func liveRoom2021() {
        let text = #"{"version":"1.0.0","action":301,"command":"4","message":""}"#
        for bytes in Self.layouts(of: text) {
            let shown = String(decoding: bytes, as: UTF8.self)
            #expect(SignalDecoder().checksSpecStreamed(bytes), "\(shown)")
            #expect(SignalDecoder().verdict(bytes).diagnostics.map(\.code) == [.interopLegacyForm], "\(shown)")
            #expect(StreamedCheckTests.disagreement(bytes) == nil, "\(shown)")
        }
    }

    @Test("a finding is reported as the decode reports it", arguments: 0..<findings.count)
    func findingsAsDecoded(_ index: Int) {
        let (text, code, taken) = Self.findings[index]
        Self.expectReported(text, code, taken: taken)
    }

    /// In every layout of `text`: the decode reports `code`, the streamed check takes the
    /// message exactly when `taken`, and every path gives the decode's verdict.
    static func expectReported(_ text: String, _ code: DiagnosticCode, taken: Bool) {
        for bytes in layouts(of: text) {
            let shown = String(decoding: bytes, as: UTF8.self)
            #expect(SignalDecoder().checksSpecStreamed(bytes) == taken, "\(shown)")
            #expect(SignalDecoder().decode(bytes).diagnostics.map(\.code).contains(code), "\(shown)")
            #expect(StreamedCheckTests.disagreement(bytes) == nil, "\(shown)")
        }
    }

    /// A Flutter gift whose users have no name, avatar or level: six findings, the most a
    /// vector carries. The check keeps at most `StreamedSpecCheck.maxFindings`; a message with
    /// more goes to the tape. Held at the bound and just past it by the test's own capacity.
    @Test("findings are kept up to the check's capacity, and past it the message is handed over")
    func findingCapacity() {
        let user = #"{"userId":"u","userName":null,"avatarUrl":null,"level":null}"#
        let text =
            #"{"data":{"gift":{"giftId":"g","giftName":"n","imageUrl":"","animationUrl":"","price":1,"extInfo":{}},"#
            + #""giftCount":1,"receiver":\#(user),"sender":\#(user)},"businessID":"TUIGift","platform":"Flutter","#
            + #""version":"1.0"}"#
        let bytes = Array(text.utf8)
        let decoded = SignalDecoder().decode(bytes).verdict
        #expect(decoded.isValid && decoded.diagnostics.map(\.code) == Array(repeating: .interopNullValue, count: 6))
        #expect(SignalDecoder().checksSpecStreamed(bytes, findingCapacity: 6))
        #expect(!SignalDecoder().checksSpecStreamed(bytes, findingCapacity: 5))
        #expect(SignalDecoder().checksSpecStreamed(bytes))
        #expect(StreamedCheckTests.disagreement(bytes) == nil)
    }
}
