@_spi(Testing) import LiveSignaling
import Testing

/// The typed readers (the fast path) and the Codable decoder must give equal results on
/// every input: same family, version, dialect, value and diagnostics.
@Suite("Typed readers agree with the Codable decoder")
struct TypedReaderTests {
    static let paths = FastPathComparison(
        turnOff: { $0.usesTypedReaders = false },
        takesFastPath: { decoder, bytes, family in decoder.readsTyped(bytes, as: family) }
    )

    static func bothPaths(
        _ bytes: [UInt8],
        family: WireFamily? = nil
    ) -> (typed: DecodedMessage, codable: DecodedMessage) {
        let (typed, codable) = paths.decode(bytes, family: family)
        return (typed, codable)
    }

    /// One message of each form and dialect the typed readers cover, in its common shape.
    static let commonCase: [String] = [
        #"{"cmd":"like_msg","msg":{"type":1,"likeCount":30}}"#,
        #"{"cmd":"gift_msg","msg":{"type":1,"giftUrl":"https:\/\/cdn\/rose.png","giftName":"rose","giftCount":2}}"#,
        #"{"version":"1.0","businessID":"TUIGift_like","platform":"iOS","data":{"sender":{"userId":"u","userName":"U","avatarUrl":"","level":"3"}}}"#,
        #"{"GroupId":"@TGS#1","Random":4294967295,"MsgPriority":"High","MsgBody":[{"MsgType":"TIMCustomElem","MsgContent":{"Data":"{\"cmd\":\"gift_msg\",\"msg\":{\"type\":1,\"giftUrl\":\"u\",\"giftName\":\"rose\",\"giftCount\":1}}","Desc":"gift"}}]}"#,
        #"{"GroupId":"@TGS#1","MsgPriority":"Normal","MsgBody":[{"MsgType":"TIMTextElem","MsgContent":{"Text":"666 \u52a0\u6cb9"}}],"From_Account":"u1","OnlineOnlyFlag":1}"#,
        // A text beside a like: the message's kind is the custom element's, so low fits.
        #"{"GroupId":"@TGS#1","MsgPriority":"Low","MsgBody":[{"MsgType":"TIMTextElem","MsgContent":{"Text":"hi"}},{"MsgType":"TIMCustomElem","MsgContent":{"Data":"{\"cmd\":\"like_msg\",\"msg\":{\"type\":1,\"likeCount\":3}}"}}]}"#,
    ]

    /// PK room attributes as the three demos write them: judged by their declared spec, which
    /// the streamed check and the tape both read (no typed reader of their own).
    static let pkAttributes: [String] = [
        #"{"host_user_id":"h1","request_id":"17","pk_users":"[{\"uid\":\"h1\",\"rid\":\"r1\",\"u_name\":\"A\",\"rect\":{\"top\":0,\"left\":0,\"right\":486,\"bottom\":864}},{\"uid\":\"h2\",\"rid\":\"r2\",\"u_name\":\"B\",\"rect\":{\"top\":0,\"left\":486,\"right\":972,\"bottom\":864}}]"}"#,
        #"{"host_user_id":"h1","request_id":"17","pk_users":"[{\"uid\":\"h1\",\"rid\":\"r1\",\"u_name\":\"A\",\"rect\":{\"top\":0.0,\"left\":0.0,\"right\":486.0,\"bottom\":864.0}}]"}"#,
        #"{"host_user_id":"h1","request_id":"17","pk_users":"[\n  {\n    \"uid\" : \"h1\",\n    \"rid\" : \"r1\",\n    \"u_name\" : \"A\",\n    \"rect\" : {\"top\" : 0, \"left\" : 0, \"right\" : 486, \"bottom\" : 864}\n  }\n]"}"#,
    ]

    @Test("PK room attributes decode valid in each demo's dialect, alike on both paths")
    func pkAttributesDecode() {
        for (text, dialect) in zip(Self.pkAttributes, ["android", "flutter", "ios"]) {
            let (fast, codable) = Self.bothPaths(Array(text.utf8))
            #expect(fast == codable)
            #expect(fast.isValid)
            #expect(fast.dialect == dialect)
        }
    }

    @Test("the common case is read by the typed readers, with the Codable result", arguments: commonCase)
    func readsTheCommonCase(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(SignalDecoder().readsTyped(bytes))
        let (typed, codable) = Self.bothPaths(bytes)
        #expect(typed == codable)
        #expect(typed.isValid)
        // The typed value is a whole value: it encodes, and the encoding reads back the same.
        guard let message = typed.message, let encoded = try? SignalEncoder().encode(message) else {
            Issue.record("the typed value does not encode")
            return
        }
        #expect(SignalDecoder().decode(encoded).message == message)
    }

    /// REST messages of the shape the typed reader reads whose elements break a rule. The
    /// reader checks the elements' rules and the priority as it reads (the value's rules run
    /// afterwards only around the elements), so it must miss each, and Codable reports it.
    static let elementRuleBreaks: [(text: String, code: DiagnosticCode, what: String)] = [
        (
            #"{"GroupId":"@TGS#1","MsgPriority":"High","MsgBody":[{"MsgType":"TIMCustomElem","MsgContent":{"Data":"{\"cmd\":\"gift_msg\",\"msg\":{\"type\":1,\"giftUrl\":\"u\",\"giftName\":\"rose\",\"giftCount\":1}}"}},{"MsgType":"TIMCustomElem","MsgContent":{"Data":"{\"cmd\":\"gift_msg\",\"msg\":{\"type\":1,\"giftUrl\":\"u\",\"giftName\":\"rose\",\"giftCount\":1}}"}}]}"#,
            .wireCount, "a second custom element"
        ),
        (
            #"{"GroupId":"@TGS#1","MsgPriority":"High","MsgBody":[{"MsgType":"TIMCustomElem","MsgContent":{"Data":"{\"cmd\":\"gift_msg\",\"msg\":{\"type\":1,\"giftUrl\":\"u\",\"giftName\":\"rose\",\"giftCount\":0}}"}}]}"#,
            .wireRange, "a gift of none"
        ),
        (
            #"{"GroupId":"@TGS#1","MsgPriority":"High","MsgBody":[{"MsgType":"TIMCustomElem","MsgContent":{"Data":"{\"cmd\":\"gift_msg\",\"msg\":{\"type\":-1,\"giftUrl\":\"u\",\"giftName\":\"rose\",\"giftCount\":1}}"}}]}"#,
            .wireRange, "a negative gift type"
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
    ]

    @Test("a REST message whose elements break a rule is handed to Codable", arguments: elementRuleBreaks)
    func elementRulesMiss(_ rule: (text: String, code: DiagnosticCode, what: String)) {
        let (text, code, what) = rule
        let bytes = Array(text.utf8)
        #expect(!SignalDecoder().readsTyped(bytes), "\(what)")
        let (typed, codable) = Self.bothPaths(bytes)
        #expect(typed == codable, "\(what)")
        #expect(codable.diagnostics.contains { $0.code == code }, "\(what): \(codable.diagnostics)")
    }

    @Test("every vector decodes alike on both paths")
    func vectors() {
        let (disagreements, typedReads) = Self.paths.vectorDisagreements()
        #expect(disagreements.isEmpty, "\(disagreements)")
        // Not vacuous: a good share of the vectors take the typed path.
        #expect(typedReads >= 10, "only \(typedReads) vectors were read by typed readers")
    }

    @Test("damaged messages decode alike on both paths", arguments: 0..<8)
    func damaged(round: Int) {
        let sources = Self.commonCase.map { Array($0.utf8) } + CrossVector.all.map(\.bytes)
        let disagreements = Self.paths.damageDisagreements(of: sources, seed: UInt64(round + 100))
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
    }
}
