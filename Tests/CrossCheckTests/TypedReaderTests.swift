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

    @Test("every vector decodes alike on both paths")
    func vectors() {
        let (disagreements, typedReads) = Self.paths.vectorDisagreements()
        #expect(disagreements.isEmpty, "\(disagreements)")
        // Not vacuous: the vectors of the one form with typed readers left, chat.custom, take
        // the typed path (4 on 2026-11-29, when the REST body moved onto its spec).
        #expect(typedReads >= 4, "only \(typedReads) vectors were read by typed readers")
    }

    @Test("damaged messages decode alike on both paths", arguments: 0..<8)
    func damaged(round: Int) {
        let sources = Self.commonCase.map { Array($0.utf8) } + CrossVector.all.map(\.bytes)
        let disagreements = Self.paths.damageDisagreements(of: sources, seed: UInt64(round + 100))
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
    }
}
