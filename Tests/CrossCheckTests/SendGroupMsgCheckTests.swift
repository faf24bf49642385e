@_spi(Testing) import LiveSignaling
import Testing

/// The REST `send_group_msg` body is judged by its spec (ChatREST.form), its two rules between
/// elements included: at most one custom element, which the array states as data, and the
/// priority the message's kind recommends, a named rule. The streamed check must take the
/// common bodies in place, with the decode's verdict, and hand over exactly those that break
/// an error rule.
@Suite("The REST body's spec, in place and on the tape")
struct SendGroupMsgCheckTests {
    static let common: [String] = [
        #"{"GroupId":"@TGS#1","Random":4294967295,"MsgPriority":"High","MsgBody":[{"MsgType":"TIMCustomElem","MsgContent":{"Data":"{\"cmd\":\"gift_msg\",\"msg\":{\"type\":1,\"giftUrl\":\"u\",\"giftName\":\"rose\",\"giftCount\":1}}","Desc":"gift"}}]}"#,
        #"{"GroupId":"@TGS#1","MsgPriority":"Normal","MsgBody":[{"MsgType":"TIMTextElem","MsgContent":{"Text":"666 \u52a0\u6cb9"}}],"From_Account":"u1","OnlineOnlyFlag":1}"#,
        // A text beside a like: the message's kind is the custom element's, so low fits.
        #"{"GroupId":"@TGS#1","MsgPriority":"Low","MsgBody":[{"MsgType":"TIMTextElem","MsgContent":{"Text":"hi"}},{"MsgType":"TIMCustomElem","MsgContent":{"Data":"{\"cmd\":\"like_msg\",\"msg\":{\"type\":1,\"likeCount\":3}}"}}]}"#,
        #"{"GroupId":"@TGS#1","Random":4294967295,"MsgPriority":"High","MsgBody":[{"MsgType":"TIMCustomElem","MsgContent":{"Data":"{\"cmd\":\"gift_msg\",\"msg\":{\"type\":1,\"giftUrl\":\"u/v\",\"giftName\":\"rose\",\"giftCount\":1}}"}}]}"#,
        #"{"GroupId":"@TGS#1","MsgBody":[{"MsgType":"TIMTextElem","MsgContent":{"Text":"666 加油 \\ \""}}]}"#,
        // The app's own text in a custom element beside a text: a bullet, sent Normal.
        #"{"GroupId":"g","MsgBody":[{"MsgType":"TIMCustomElem","MsgContent":{"Data":"hello"}},{"MsgType":"TIMTextElem","MsgContent":{"Text":"hi"}}]}"#,
    ]

    @Test("the common bodies are checked in place, valid, with the decode's verdict", arguments: common)
    func commonInPlace(_ text: String) throws {
        let bytes = Array(text.utf8)
        let decoder = SignalDecoder()
        #expect(decoder.checksSpecStreamed(bytes))
        #expect(StreamedCheckTests.disagreement(bytes) == nil)
        let decoded = decoder.decode(bytes)
        #expect(decoded.isValid, "\(decoded.diagnostics)")
        #expect(!decoded.diagnostics.contains { $0.code == .interopPriority })
        // The typed value is whole: it encodes, and the encoding reads back the same.
        let message = try #require(decoded.message)
        #expect(decoder.decode(try SignalEncoder().encode(message)).message == message)
    }

    /// Bodies breaking one of the rules between elements, with the code, and whether the
    /// finding is an error (the check hands the body to the tape) or a warning (taken in place).
    static let ruleBreaks: [(text: String, code: DiagnosticCode, what: String)] = [
        (
            #"{"GroupId":"@TGS#1","MsgPriority":"High","MsgBody":[{"MsgType":"TIMCustomElem","MsgContent":{"Data":"{\"cmd\":\"gift_msg\",\"msg\":{\"type\":1,\"giftUrl\":\"u\",\"giftName\":\"rose\",\"giftCount\":1}}"}},{"MsgType":"TIMCustomElem","MsgContent":{"Data":"{\"cmd\":\"gift_msg\",\"msg\":{\"type\":1,\"giftUrl\":\"u\",\"giftName\":\"rose\",\"giftCount\":1}}"}}]}"#,
            .wireCount, "a second custom element"
        ),
        (
            #"{"GroupId":"@TGS#1","MsgPriority":"High","MsgBody":[{"MsgType":"TIMCustomElem","MsgContent":{"Data":"hello"}},{"MsgType":"TIMCustomElem","MsgContent":{"Data":""}}]}"#,
            .wireCount, "a second custom element, both without JSON"
        ),
        (
            #"{"GroupId":"@TGS#1","MsgPriority":"High","MsgBody":[{"MsgType":"TIMCustomElem","MsgContent":{"Data":"{\"cmd\":\"gift_msg\",\"msg\":{\"type\":1,\"giftUrl\":\"u\",\"giftName\":\"rose\",\"giftCount\":0}}"}}]}"#,
            .wireRange, "a gift of none"
        ),
        (
            #"{"GroupId":"@TGS#1","MsgPriority":"High","MsgBody":[{"MsgType":"TIMCustomElem","MsgContent":{"Data":"{\"version\":\"1.0\",\"businessID\":\"TUIGift_like\",\"platform\":\"iOS\",\"data\":{\"sender\":{\"userId\":\"\",\"userName\":\"U\",\"avatarUrl\":\"\",\"level\":\"3\"}}}"}}]}"#,
            .wireEmptyID, "a TUILiveKit like from an empty user ID"
        ),
        (
            #"{"GroupId":"@TGS#1","MsgPriority":"Low","MsgBody":[{"MsgType":"TIMCustomElem","MsgContent":{"Data":"{\"cmd\":\"gift_msg\",\"msg\":{\"type\":1,\"giftUrl\":\"u\",\"giftName\":\"rose\",\"giftCount\":1}}"}}]}"#,
            .interopPriority, "a gift sent with low priority"
        ),
        (
            #"{"GroupId":"@TGS#1","MsgBody":[{"MsgType":"TIMCustomElem","MsgContent":{"Data":"{\"cmd\":\"like_msg\",\"msg\":{\"type\":1,\"likeCount\":3}}"}}]}"#,
            .interopPriority, "a like sent with the default (normal) priority"
        ),
        (
            #"{"GroupId":"@TGS#1","MsgPriority":"Low","MsgBody":[{"MsgType":"TIMTextElem","MsgContent":{"Text":"hi"}}]}"#,
            .interopPriority, "a bullet sent with low priority"
        ),
        (
            #"{"GroupId":"@TGS#1","MsgPriority":"High","MsgBody":[{"MsgType":"TIMTextElem","MsgContent":{"Text":"hi"}},{"MsgType":"TIMCustomElem","MsgContent":{"Data":"{\"cmd\":\"like_msg\",\"msg\":{\"type\":1,\"likeCount\":3}}"}}]}"#,
            .interopPriority, "a like after a text, with high priority"
        ),
        // Kinds told by the carried message's declared shape, not its typed checker.
        (
            #"{"GroupId":"g","MsgBody":[{"MsgType":"TIMCustomElem","MsgContent":{"Data":"{\"cmd\":\"item_popup_msg\",\"msg\":{\"itemNumber\":1,\"itemPrice\":199.0,\"itemTitle\":\"t\",\"itemUrl\":\"u\"}}"}}]}"#,
            .interopPriority, "a product pop-up sent with the default (normal) priority"
        ),
        (
            #"{"GroupId":"g","MsgPriority":"High","MsgBody":[{"MsgType":"TIMCustomElem","MsgContent":{"Data":"{\"mine\":1}"}},{"MsgType":"TIMTextElem","MsgContent":{"Text":"hi"}}]}"#,
            .interopPriority, "the app's own JSON beside a text (a bullet), with high priority"
        ),
        (
            #"  {"GroupId":"@TGS#1","MsgBody":[{"MsgType":"TIMTextElem","MsgContent":{"Text":"hi"}}],"MsgPriority":"High"}"#,
            .interopPriority, "a bullet with high priority, the priority last, after whitespace"
        ),
    ]

    @Test("a body breaking a rule between elements: an error is handed over, a warning taken", arguments: ruleBreaks)
    func ruleBreaksJudged(_ rule: (text: String, code: DiagnosticCode, what: String)) {
        let (text, code, what) = rule
        let bytes = Array(text.utf8)
        let decoder = SignalDecoder()
        let decoded = decoder.decode(bytes)
        #expect(decoded.diagnostics.map(\.code).contains(code), "\(what): \(decoded.diagnostics)")
        #expect(decoder.checksSpecStreamed(bytes) == (code.defaultSeverity != .error), "\(what)")
        #expect(StreamedCheckTests.disagreement(bytes) == nil, "\(what)")
    }

    /// A priority finding is placed at `MsgPriority`, or at the root when it is absent, on
    /// every path: the checks in place, the tape, and a capture line.
    @Test("the priority's finding is placed at the member, or at the root")
    func priorityPlaced() throws {
        let absent =
            #"{"GroupId":"g","MsgBody":[{"MsgType":"TIMCustomElem","MsgContent":{"Data":"{\"cmd\":\"like_msg\",\"msg\":{\"type\":1,\"likeCount\":3}}"}}]}"#
        let present =
            #"{"GroupId":"g","MsgPriority":"High","MsgBody":[{"MsgType":"TIMTextElem","MsgContent":{"Text":"hi"}}]}"#
        for (text, offset) in [(absent, 0), (present, 29)] {
            let bytes = Array(text.utf8)
            let verdict = SignalDecoder().verdict(bytes)
            let finding = try #require(verdict.diagnostics.first)
            #expect(verdict.diagnostics.count == 1)
            #expect(finding.code == .interopPriority)
            #expect(finding.path == JSONPath.root.appending(key: "MsgPriority"))
            #expect(finding.offset == offset)
        }
    }

    /// The reader's limits, on a body whose custom element carries a gift: at each bound the
    /// body is checked in place, one past it the tape reports the limit.
    @Test("reader limits hold in place at their bounds, and the tape reports one past")
    func readerLimits() {
        let gift = #"{"cmd":"gift_msg","msg":{"type":1,"giftUrl":"u","giftName":"rose","giftCount":1}}"#
        let escapedGift = String(gift.flatMap { $0 == "\"" ? ["\\", "\""] : [$0] })
        let body = Array(
            (#"{"GroupId":"g","Random":7,"MsgPriority":"High","MsgBody":[{"MsgType":"TIMCustomElem","MsgContent":{"Data":""#
                + escapedGift + #""}}]}"#).utf8
        )
        func options(_ change: (inout JSONReaderOptions) -> Void) -> JSONReaderOptions {
            var options = JSONReaderOptions.default
            change(&options)
            return options
        }
        let cases: [(fits: JSONReaderOptions, past: JSONReaderOptions, code: DiagnosticCode)] = [
            // Root, MsgBody, its element, MsgContent.
            (options { $0.maxDepth = 4 }, options { $0.maxDepth = 3 }, .jsonDepth),
            // `Data` is the longest string, counted once decoded.
            (
                options { $0.maxStringLength = gift.utf8.count },
                options { $0.maxStringLength = gift.utf8.count - 1 }, .jsonStringLength
            ),
            // The root's members, and the gift's inside `Data`.
            (options { $0.maxContainerSize = 4 }, options { $0.maxContainerSize = 3 }, .jsonContainerSize),
        ]
        for (fits, past, code) in cases {
            #expect(SignalDecoder(options: fits).checksSpecStreamed(body), "\(fits)")
            #expect(SignalDecoder(options: fits).verdict(body).isValid, "\(fits)")
            #expect(!SignalDecoder(options: past).checksSpecStreamed(body), "\(past)")
            let verdict = SignalDecoder(options: past).verdict(body)
            #expect(verdict.diagnostics.map(\.code).contains(code), "\(past): \(verdict.diagnostics)")
            for options in [fits, past] {
                #expect(StreamedCheckTests.disagreement(body, options: options) == nil, "\(options)")
            }
        }
    }

    /// An embedded document is unescaped on the machine stack, up to 2,048 raw bytes: a longer
    /// one is read from the tape, with the same verdict.
    @Test("a custom element's data is checked in place up to the stack buffer's length")
    func embeddedLength() {
        func request(dataLength: Int) -> [UInt8] {
            let head = #"{\"cmd\":\"gift_msg\",\"msg\":{\"type\":1,\"giftUrl\":\""#
            let tail = #"\",\"giftName\":\"rose\",\"giftCount\":1}}"#
            let padding = String(repeating: "u", count: dataLength - head.utf8.count - tail.utf8.count)
            let data = head + padding + tail
            return Array(
                (#"{"GroupId":"g","MsgPriority":"High","MsgBody":[{"MsgType":"TIMCustomElem","MsgContent":{"Data":""#
                    + data + #""}}]}"#).utf8
            )
        }
        let limit = 2048
        #expect(SignalDecoder().checksSpecStreamed(request(dataLength: limit)))
        #expect(!SignalDecoder().checksSpecStreamed(request(dataLength: limit + 1)))
        for bytes in [request(dataLength: limit), request(dataLength: limit + 1)] {
            #expect(StreamedCheckTests.disagreement(bytes) == nil)
            #expect(SignalDecoder().verdict(bytes).isValid)
        }
    }
}
