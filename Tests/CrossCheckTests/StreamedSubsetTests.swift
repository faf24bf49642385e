import Foundation
@_spi(Testing) import LiveSignaling
import Testing

/// What the streamed check reads in place (straight from the bytes, no tape) and what it
/// hands to the tape: either way the verdict is the full decode's.
@Suite("The streamed check's subset")
struct StreamedSubsetTests {
    static let paths = FastPathComparison(
        turnOff: { $0.usesStreamedCheck = false },
        takesFastPath: { decoder, bytes, family in decoder.checksSpecStreamed(bytes, as: family) }
    )

    static func bothPaths(
        _ bytes: [UInt8],
        family: WireFamily? = nil,
        options: JSONReaderOptions = .default
    ) -> (streamed: MessageVerdict, taped: MessageVerdict) {
        let (streamed, taped) = paths.verdicts(bytes, family: family, options: options)
        return (streamed, taped)
    }

    /// Layouts and key orders of valid messages: none changes the speed class, so each is
    /// read in place.
    static let takenInAnyLayout: [(why: String, text: String)] = [
        ("a space", #"{"type":0, "sender_id":"u","mic":true,"cam":false}"#),
        ("a final newline", "{\"type\":0,\"sender_id\":\"u\",\"mic\":true,\"cam\":false}\n"),
        ("keys out of writer order", #"{"type":0,"mic":true,"sender_id":"u","cam":false}"#),
        (
            "room attributes written by Dart (a zero fraction)",
            #"{"host_user_id":"h1","request_id":"17","pk_users":"[{\"uid\":\"h1\",\"rid\":\"r1\",\"u_name\":\"A\",\"rect\":{\"top\":0.0,\"left\":0.0,\"right\":486.0,\"bottom\":864.0}}]"}"#
        ),
        ("a first key no form starts with", #"{"user_name":"A","room_id":"r","type":91000}"#),
        ("a member of the sender's own", #"{"type":0,"sender_id":"u","mic":true,"cam":true,"extra":1}"#),
        (
            "an escaped slash in an embedded document",
            attributes(usersFrom: #"[{\"uid\":\"h1\",\"rid\":\"r1\",\"u_name\":\"a\/b\","#)
        ),
        (
            "an escaped line break between an embedded document's tokens",
            attributes(usersFrom: #"[{\"uid\":\"h1\",\n\"rid\":\"r1\",\"u_name\":\"A\","#)
        ),
        (
            "a space after an embedded document",
            attributes(usersFrom: #"[{\"uid\":\"h1\",\"rid\":\"r1\",\"u_name\":\"A\","#, after: " ")
        ),
    ]

    /// Each is outside the streamed subset, or needs what only the tape has, so it must be
    /// handed over.
    static let handedOver: [(why: String, text: String)] = [
        ("a lone high surrogate", #"{"type":0,"sender_id":"\ud800","mic":true,"cam":false}"#),
        ("a lone low surrogate", #"{"type":0,"sender_id":"a\udc00","mic":true,"cam":false}"#),
        ("an escape with a bad hex digit", #"{"type":0,"sender_id":"\u00g1","mic":true,"cam":false}"#),
        ("an unknown escape letter", #"{"type":0,"sender_id":"\x41","mic":true,"cam":false}"#),
        ("a byte-order mark", "\u{FEFF}{\"type\":0,\"sender_id\":\"u\",\"mic\":true,\"cam\":false}"),
        ("a zero fraction", #"{"room_id":"r","user_name":"A","type":91000.0}"#),
        ("an escaped key", #"{"type":0,"sender\u005fid":"u","mic":true,"cam":false}"#),
        (
            "a rectangle side too large for a double",
            #"{"host_user_id":"h1","request_id":"17","pk_users":"[{\"uid\":\"h1\",\"rid\":\"r1\",\"u_name\":\"A\",\"rect\":{\"top\":0,\"left\":0,\"right\":1"#
                + String(repeating: "0", count: 400) + #",\"bottom\":864}}]"}"#
        ),
    ]

    /// Strings with any escape JSON has are read in place: Android's writer escapes every
    /// slash, and a writer kept to ASCII escapes every other character. The escaped slash is
    /// a fact the dialect is told by, so the streamed read must record it as the scanner does.
    static let escapedInPlace: [(why: String, text: String)] = [
        ("an escaped slash", #"{"cmd":"gift_msg","msg":{"type":1,"giftUrl":"a\/b","giftName":"r","giftCount":2}}"#),
        ("a \\u escape", #"{"cmd":"gift_msg","msg":{"type":1,"giftUrl":"u","giftName":"\u0041","giftCount":2}}"#),
        (
            "a surrogate pair",
            #"{"cmd":"gift_msg","msg":{"type":1,"giftUrl":"u","giftName":"\ud83d\ude00","giftCount":2}}"#
        ),
        (
            "a line break in text",
            #"{"cmd":"gift_msg","msg":{"type":1,"giftUrl":"u","giftName":"a\nb\t","giftCount":2}}"#
        ),
    ]

    @Test(
        "valid messages in any layout, their strings with any escape, are read in place, as the tape reads them",
        arguments: 0..<(takenInAnyLayout.count + escapedInPlace.count)
    )
    func takenInPlace(_ index: Int) {
        let (why, text) = (Self.takenInAnyLayout + Self.escapedInPlace)[index]
        let bytes = Array(text.utf8)
        #expect(SignalDecoder().checksSpecStreamed(bytes), "\(why)")
        let (streamed, taped) = Self.bothPaths(bytes)
        #expect(streamed == taped, "\(why)")
        #expect(streamed.diagnostics.isEmpty, "\(why)")
    }

    @Test("messages outside the subset are handed to the tape", arguments: 0..<handedOver.count)
    func handsOver(_ index: Int) {
        let (why, text) = Self.handedOver[index]
        let bytes = Array(text.utf8)
        #expect(!SignalDecoder().checksSpecStreamed(bytes), "\(why)")
        let (streamed, taped) = Self.bothPaths(bytes)
        #expect(streamed == taped, "\(why)")
    }

    /// Messages the streamed check starts on and must give up (whatever their verdict: some
    /// are valid with a warning), leaving them to the tape path.
    static let givenUp: [String] =
        [
            #"{"type":0,"sender_id":"u","mic":"on","cam":true}"#,
            #"{"type":0,"sender_id":"u","x":1,"mic":true,"cam":true,"x":2}"#,
            #"{"type":0,"sender_id":"u","mic":true,"cam":true}x"#,
            #"{"type":01,"sender_id":"u","mic":true,"cam":true}"#,
            #"{"type":0.0,"sender_id":"u","mic":true,"cam":true}"#,
            #"{"type":0,"sender_id":"u"#,
            "{\"type\":0,\"sender_id\":\"a\u{01}\",\"mic\":true,\"cam\":true}",
            #"{"type":0,"sender_id":"","mic":true,"cam":true}"#,
            #"{"cmd":"like_msg","msg":{"type":1,"likeCount":30}"#,
        ]
        // An embedded document is copied out stopping only at quotes and backslashes; its own
        // reading must refuse what the copy let through: a control byte or a slash outside
        // its strings, a control byte in one, anything after the document but whitespace.
        + [
            ("[{\\\"uid\\\":\\\"h1\\\",\u{01}\\\"rid\\\":\\\"r1\\\",\\\"u_name\\\":\\\"A\\\",", ""),
            ("[{\\\"uid\\\":\\\"h1\\\",\\\"rid\\\":\\\"r1\\\",\\\"u_name\\\":\\\"A\u{01}\\\",", ""),
            (#"[{\"uid\":\"h1\",\"rid\":\"r1\",\"u_name\":\"A\","#, "/"),
            (#"[{\"uid\":\"h1\",\"rid\":\"r1\",\"u_name\":\"A\","#, "é"),
        ].map { head, after in attributes(usersFrom: head, after: after) }

    /// PK attributes of one host whose `pk_users` starts with `head` (up to its `rect`), with
    /// `after` written after the array inside the string.
    static func attributes(usersFrom head: String, after: String = "") -> String {
        #"{"host_user_id":"h1","request_id":"17","pk_users":""#
            + head + #"\"rect\":{\"top\":0,\"left\":0,\"right\":486,\"bottom\":864}}]"# + after + #""}"#
    }

    @Test("messages the streamed check gives up on are judged as the tape judges them", arguments: givenUp)
    func givesUp(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(!SignalDecoder().checksSpecStreamed(bytes))
        let (streamed, taped) = Self.bothPaths(bytes)
        #expect(streamed == taped)
    }

    @Test("invalid UTF-8 in a string is handed over")
    func invalidUTF8() {
        for bad: [UInt8] in [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]] {
            let bytes = Array(#"{"type":0,"sender_id":"a"#.utf8) + bad + Array(#"","mic":true,"cam":true}"#.utf8)
            #expect(!SignalDecoder().checksSpecStreamed(bytes))
            let (streamed, taped) = Self.bothPaths(bytes)
            #expect(streamed == taped)
            #expect(streamed.diagnostics.first?.code == .jsonUTF8)
        }
        // The same inside an embedded document, which is copied out unchecked and read after.
        for bad: [UInt8] in [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]] {
            let whole = Self.attributes(usersFrom: #"[{\"uid\":\"h1\",\"rid\":\"r1\",\"u_name\":\"a@\","#)
            let bytes = Array(whole.utf8).split(separator: UInt8(ascii: "@")).joined(separator: bad).map { $0 }
            #expect(!SignalDecoder().checksSpecStreamed(bytes))
            let (streamed, taped) = Self.bothPaths(bytes)
            #expect(streamed == taped)
            #expect(streamed.diagnostics.first?.code == .jsonUTF8)
        }
    }

    /// Each reader option, at the message's own need (streamed) and one below it (handed
    /// over, and reported by the scanner as the tape path reports it).
    @Test("reader limits hold at and just past their bounds")
    func limits() {
        let like = Array(#"{"cmd":"like_msg","msg":{"type":1,"likeCount":3}}"#.utf8)
        let longName = Array(
            #"{"cmd":"gift_msg","msg":{"type":1,"giftUrl":"u","giftName":"a_long_gift_name_19","giftCount":1}}"#.utf8
        )
        func options(_ change: (inout JSONReaderOptions) -> Void) -> JSONReaderOptions {
            var options = JSONReaderOptions.default
            change(&options)
            return options
        }
        let cases: [(bytes: [UInt8], fits: JSONReaderOptions, past: JSONReaderOptions, code: DiagnosticCode)] = [
            // The longest string is a key (`likeCount`), then a value.
            (like, options { $0.maxStringLength = 9 }, options { $0.maxStringLength = 8 }, .jsonStringLength),
            (longName, options { $0.maxStringLength = 19 }, options { $0.maxStringLength = 18 }, .jsonStringLength),
            (like, options { $0.maxContainerSize = 2 }, options { $0.maxContainerSize = 1 }, .jsonContainerSize),
            (
                like, options { $0.maxDocumentSize = like.count },
                options { $0.maxDocumentSize = like.count - 1 }, .jsonSize
            ),
        ]
        for (bytes, fits, past, code) in cases {
            #expect(SignalDecoder(options: fits).checksSpecStreamed(bytes), "\(fits)")
            let (streamed, taped) = Self.bothPaths(bytes, options: fits)
            #expect(streamed == taped && streamed.isValid, "\(fits)")
            #expect(!SignalDecoder(options: past).checksSpecStreamed(bytes), "\(past)")
            let (pastStreamed, pastTaped) = Self.bothPaths(bytes, options: past)
            #expect(pastStreamed == pastTaped, "\(past)")
            #expect(pastStreamed.diagnostics.map(\.code).contains(code), "\(past): \(pastStreamed.diagnostics)")
        }
    }

    /// Room attributes are checked in place while there are no more than a room holds and
    /// every value's raw length (which bounds its decoded one) is within a value's limit and
    /// all of them together within the room's: at each bound in place; just past it on the
    /// tape, which reports. A value whose escapes
    /// make it longer raw than decoded is left to the tape too, and is valid there.
    @Test("room attributes are checked in place up to ZIM's limits on their values")
    func roomAttributeLimits() {
        typealias Limits = PKRoomAttributes.Limits
        // The declared members' values take 4 bytes ("h1", "17", and no hosts).
        func map(_ values: [String]) -> [UInt8] {
            var text = #"{"host_user_id":"h1","request_id":"17","pk_users":"""#
            for (index, value) in values.enumerated() { text += #","n\#(index)":""# + value + #"""# }
            return Array((text + "}").utf8)
        }
        func plain(_ length: Int) -> String { String(repeating: "n", count: length) }
        let value = Limits.maxValueBytes
        let rest = Limits.maxTotalValueBytes - 4 - 4 * value
        #expect(rest > 0 && rest < value)
        let decoder = SignalDecoder()
        for (within, past, code) in [
            (map([plain(value)]), map([plain(value + 1)]), DiagnosticCode.limitAttributeValue),
            (
                map([plain(value), plain(value), plain(value), plain(value), plain(rest)]),
                map([plain(value), plain(value), plain(value), plain(value), plain(rest + 1)]),
                .limitAttributesTotal
            ),
        ] {
            #expect(within.count > value)
            #expect(decoder.checksSpecStreamed(within))
            #expect(decoder.verdict(within).isValid)
            #expect(!decoder.checksSpecStreamed(past))
            #expect(decoder.verdict(past).diagnostics.map(\.code) == [code])
            for bytes in [within, past] { #expect(StreamedCheckTests.disagreement(bytes) == nil) }
        }
        // The number of attributes: three declared, the rest the app's own.
        let count = Limits.maxAttributes - 3
        let full = map(Array(repeating: "v", count: count))
        let crowded = map(Array(repeating: "v", count: count + 1))
        #expect(decoder.checksSpecStreamed(full))
        #expect(decoder.verdict(full).isValid)
        #expect(!decoder.checksSpecStreamed(crowded))
        #expect(decoder.verdict(crowded).diagnostics.map(\.code) == [.limitAttributeCount])
        for bytes in [full, crowded] { #expect(StreamedCheckTests.disagreement(bytes) == nil) }
        let escaped = map([String(repeating: #"\""#, count: value / 2 + 1)])
        #expect(!decoder.checksSpecStreamed(escaped))
        #expect(decoder.verdict(escaped).isValid)
        #expect(StreamedCheckTests.disagreement(escaped) == nil)
    }

    /// A raw capture line must come out as the decoder decodes the message, and an envelope
    /// stay an envelope.
    @Test("raw capture lines decode as the decoder decodes them")
    func captureLines() throws {
        let directory = CrossVector.root.appendingPathComponent("Vectors/captures")
        var lines: [[UInt8]] = StreamedCheckTests.commonCase.map { Array($0.utf8) }
        for name in ["showcase.jsonl", "envelopes.jsonl"] {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            lines += text.split(separator: "\n").map { Array($0.utf8) }
        }
        let taped = SignalDecoder()
        var envelopes = 0
        for line in lines {
            let decoded = CaptureDecoder().decode(line)
            // Envelope lines are checked against their expected verdicts by CaptureVectorTests.
            if decoded.isEnvelope {
                envelopes += 1
            } else {
                #expect(decoded.result == taped.decode(line), "\(String(decoding: line, as: UTF8.self))")
            }
        }
        #expect(envelopes >= 10, "only \(envelopes) envelope lines")
    }

    @Test("a family named by the caller is kept")
    func namedFamily() {
        let bytes = Array(#"{"cmd":"like_msg","msg":{"type":1,"likeCount":3}}"#.utf8)
        #expect(SignalDecoder().checksSpecStreamed(bytes, as: .chatCustom))
        // Read as a device state, the like is the app's own data in SEI, not a chat message.
        #expect(SignalDecoder().verdict(bytes, as: .seiDeviceState).family != .chatCustom)
        for family in WireFamily.allCases {
            let (streamed, taped) = Self.bothPaths(bytes, family: family)
            #expect(streamed == taped, "\(family)")
        }
    }

    @Test("every vector gets the decode's verdict, streamed and from the tape")
    func vectors() {
        let (disagreements, streamedReads) = Self.paths.vectorDisagreements()
        #expect(disagreements.isEmpty, "\(disagreements)")
        // Not vacuous: most vectors are judged in place (StreamedCheckTests counts them).
        #expect(streamedReads >= 100, "only \(streamedReads) vectors were judged in place")
    }

    @Test("damaged messages get the decode's verdict, streamed and from the tape", arguments: 0..<8)
    func damaged(round: Int) {
        let sources =
            (StreamedCheckTests.commonCase + Self.givenUp).map { Array($0.utf8) } + CrossVector.all.map(\.bytes)
        let disagreements = Self.paths.damageDisagreements(of: sources, seed: UInt64(round + 300))
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
    }
}
