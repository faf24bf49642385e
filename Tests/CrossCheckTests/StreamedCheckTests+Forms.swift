@_spi(Testing) import LiveSignaling
import Testing

// The streamed check's forms against the decode: members in and out of the declared order,
// variants, repeated keys, shapes, predictions and carried messages.
extension StreamedCheckTests {
    /// The demos write the device flags `mic, cam`, the PK battle guide `cam, mic`: both are
    /// checked in place, and a flag missing in either order is still left to the decode.
    @Test("the device state's flags are checked in place in either order")
    func deviceFlagsEitherOrder() {
        Self.expectCheckedInPlace([
            #"{"type":0,"sender_id":"u","mic":true,"cam":false}"#,
            #"{"type":0,"senderID":"u","cam":false,"mic":true}"#,
        ])
        let decoder = SignalDecoder()
        for text in [
            #"{"type":0,"senderID":"u","cam":false}"#,
            #"{"type":0,"senderID":"u","cam":false,"mic":null}"#,
            #"{"type":0,"sender_id":"u","cam":false,"mic":"true"}"#,
        ] {
            let bytes = Array(text.utf8)
            #expect(!decoder.checksSpecStreamed(bytes), "\(text)")
            #expect(!decoder.verdict(bytes).isValid, "\(text)")
        }
    }

    /// Members in the declared order are read without the general loop's bookkeeping
    /// (``StreamedSpecCheck/readInOrder(_:_:_:_:level:count:present:next:_:marking:)``); the
    /// first that is not hands the object to that loop, which goes on from it. Wherever the
    /// hand-over falls, the verdict is the decode's.
    @Test("members in the declared order are read in order, and the rest from the first that is not")
    func membersInDeclaredOrder() {
        let inPlace = [
            // The whole object in order, compact and spaced.
            #"{"type":0,"sender_id":"u1","mic":true,"cam":false}"#,
            "{ \"type\" : 0,\n \"sender_id\" : \"u1\",\n \"mic\" : true,\n \"cam\" : false\n}",
            #"{"room_id":"r2","user_name":"Bob","type":91000}"#,
            // Handed over at the first member, at a middle one and at the last.
            #"{"sender_id":"u1","type":0,"mic":true,"cam":false}"#,
            #"{"type":0,"mic":true,"sender_id":"u1","cam":false}"#,
            #"{"type":0,"sender_id":"u1","cam":false,"mic":true}"#,
            // An undeclared key in the middle, and one at the end.
            #"{"type":0,"sender_id":"u1","x":[1,{"y":null}],"mic":true,"cam":false}"#,
            #"{"type":0,"sender_id":"u1","mic":true,"cam":false,"x":"y"}"#,
            // A nested object in order under a member a variant chooses.
            #"{"cmd":"gift_msg","msg":{"type":1,"giftUrl":"u","giftName":"rose","giftCount":2}}"#,
            #"{"cmd":"gift_msg","msg":{"giftName":"rose","type":1,"giftUrl":"u","giftCount":2}}"#,
        ]
        Self.expectCheckedInPlace(inPlace)
        // A key repeated after members read in order, a null handed over (after a spaced
        // colon too, which is read again), a member missing or written with an escape, values
        // refused after members read in order, and bytes broken after them.
        let judged = [
            #"{"type":0,"sender_id":"u1","mic":true,"type":0,"cam":false}"#,
            #"{"type":0,"sender_id":"u1","mic":true,"cam":false,"mic":false}"#,
            #"{"room_id":"r2","user_name":"Bob","type":91000,"room_id":"r3"}"#,
            #"{"type":0,"sender_id":"u1","mic":null,"cam":false}"#,
            "{\"type\":0,\"sender_id\":\"u1\",\"mic\" :\tnull,\"cam\":false}",
            #"{"room_id":"r2","user_name":null,"type":91000}"#,
            #"{"room_id":"r","user_name":null,"type":10000}"#,
            #"{"type":0,"sender_id":"u1","mic":true}"#,
            #"{"t\u0079pe":0,"sender_id":"u1","mic":true,"cam":false}"#,
            #"{"type":0,"sender_id":"","mic":true,"cam":false}"#,
            #"{"type":0,"sender_id":"u1","mic":1,"cam":false}"#,
            #"{"room_id":"r2","user_name":"Bob","type":91009}"#,
            #"{"cmd":"gift_msg","msg":{"type":1,"giftUrl":"u","giftName":"rose","giftCount":2.5}}"#,
            #"{"type":0,"sender_id":"u1","mic":true,"cam":false"#,
            #"{"type":0,"sender_id":"u1","mic":true "cam":false}"#,
            #"{"type":0,"sender_id":"u1","mic":true,}"#,
            #"{"type":0,"sender_id":"u1","mic":true,"cam":false}}"#,
            #"{"cmd":"gift_msg","msg":{ }}"#,
        ]
        for text in judged {
            #expect(Self.disagreement(Array(text.utf8)) == nil, "\(text)")
        }
        // Wherever the container limit falls, before, at or after the hand-over, the item
        // counts of the two readings add up to the decode's.
        for size in 0...6 {
            var options = JSONReaderOptions.default
            options.maxContainerSize = size
            for text in inPlace + judged {
                #expect(Self.disagreement(Array(text.utf8), options: options) == nil, "limit \(size): \(text)")
            }
        }
        // The container limit holds for members read in order, at its bound and past it.
        var options = JSONReaderOptions.default
        options.maxContainerSize = 3
        let atBound = Array(#"{"room_id":"r2","user_name":"Bob","type":91000}"#.utf8)
        let past = Array(#"{"type":0,"sender_id":"u1","mic":true,"cam":false}"#.utf8)
        #expect(SignalDecoder(options: options).checksSpecStreamed(atBound))
        #expect(!SignalDecoder(options: options).checksSpecStreamed(past))
        #expect(SignalDecoder(options: options).verdict(past).diagnostics.map(\.code) == [.jsonContainerSize])
        #expect(Self.disagreement(atBound, options: options) == nil)
        #expect(Self.disagreement(past, options: options) == nil)
    }

    /// A member a variant chooses the spec of, read in order once its selector is: its case
    /// is chosen by the selector's value kept as it was read (a number or a string), and the
    /// reading hands the object over where the selector is not yet read (after the member,
    /// absent or null). Every case, and every hand-over, gets the decode's verdict.
    @Test("a member a variant chooses is checked in order once its selector is read")
    func chosenMembersInOrder() {
        // A bare co-host envelope is told by its family, as a capture's channel tells it.
        for type in [10000, 10001, 10002, 10003] {
            for action in 0...3 {
                let text =
                    #"{"action_type":\#(action),"sender_id":"h","receiver_id":"a","request_id":"q","#
                    + #""extended_data":"{\"room_request_type\":\#(type)}"}"#
                let bytes = Array(text.utf8)
                #expect(SignalDecoder().checksSpecStreamed(bytes, as: .cohostRoomRequest), "\(text)")
                #expect(Self.disagreement(bytes, family: .cohostRoomRequest) == nil, "\(text)")
            }
        }
        Self.expectCheckedInPlace([
            #"{"cmd":"like_msg","msg":{"type":1,"likeCount":30}}"#,
            #"{"cmd":"gift_msg","msg":{"type":1,"giftUrl":"u","giftName":"rose","giftCount":2}}"#,
            #"{"GroupId":"g","Random":1,"MsgBody":[{"MsgType":"TIMTextElem","MsgContent":{"Text":"t"}}]}"#,
        ])
        // A case the selector's value makes wrong, and every hand-over: the selector after its
        // member, absent, null, of another kind, written with an escape, and an unknown value.
        let judged = [
            #"{"cmd":"like_msg","msg":{"type":1,"giftUrl":"u","giftName":"rose","giftCount":2}}"#,
            #"{"cmd":"gift_msg","msg":{"type":1,"likeCount":30}}"#,
            #"{"msg":{"type":1,"likeCount":30},"cmd":"like_msg"}"#,
            #"{"msg":{"type":1,"likeCount":30}}"#,
            #"{"cmd":null,"msg":{"type":1,"likeCount":30}}"#,
            #"{"cmd":7,"msg":{"type":1,"likeCount":30}}"#,
            #"{"cmd":"like\u005fmsg","msg":{"type":1,"likeCount":30}}"#,
            #"{"cmd":"dance_msg","msg":{"steps":3}}"#,
            #"{"cmd":"like_msg","msg":null}"#,
            #"{"GroupId":"g","Random":1,"MsgBody":[{"MsgType":"TIMCustomElem","MsgContent":{"Text":"t"}}]}"#,
            #"{"GroupId":"g","Random":1,"MsgBody":[{"MsgContent":{"Text":"t"},"MsgType":"TIMTextElem"}]}"#,
            #"{"GroupId":"g","Random":1,"MsgBody":[{"MsgType":"TIMTextElem","MsgContent":{"Text":"t"}},"#
                + #"{"MsgType":"TIMCustomElem","MsgContent":{"Data":"{\"cmd\":\"like_msg\",\"msg\":{\"type\":1,\"likeCount\":3}}"}}]}"#,
            #"{"sender_id":"h","action_type":1,"receiver_id":"a","request_id":"q","extended_data":"{\"room_request_type\":10003}"}"#,
            #"{"action_type":"1","sender_id":"h","receiver_id":"a","request_id":"q","extended_data":"{\"room_request_type\":10003}"}"#,
            #"{"action_type":1.0,"sender_id":"h","receiver_id":"a","request_id":"q","extended_data":"{\"room_request_type\":10003}"}"#,
            #"{"action_type":null,"sender_id":"h","receiver_id":"a","request_id":"q","extended_data":"{\"room_request_type\":10003}"}"#,
            #"{"action_type":1,"sender_id":"h","receiver_id":"a","request_id":null,"extended_data":"{\"room_request_type\":10003}"}"#,
            #"{"action_type":1,"sender_id":"h","receiver_id":"a","request_id":"q","extended_data":null}"#,
            #"{"action_type":1,"sender_id":"h","receiver_id":"a","extended_data":"{\"room_request_type\":10003}"}"#,
            #"{"action_type":9,"sender_id":"h","receiver_id":"a","request_id":"q","extended_data":"{\"room_request_type\":10003}"}"#,
            // Handed over after a chosen member was checked in order: it is not checked again
            // (its findings would be made twice), and a selector or member read again is the
            // tape's, which judges the last copy.
            #"{"cmd":"like_msg","msg":{"type":1,"likeCount":30},"x":null}"#,
            #"{"cmd":"like_msg","msg":{"type":1,"likeCount":30},"cmd":"gift_msg"}"#,
            #"{"cmd":"like_msg","msg":{"type":1,"likeCount":30},"msg":{"type":1,"giftUrl":"u","giftName":"r","giftCount":2}}"#,
            #"{"action_type":1,"sender_id":"h","receiver_id":"a","request_id":"","extended_data":"{\"room_request_type\":10003}","x":1}"#,
            #"{"action_type":1,"sender_id":"h","receiver_id":"a","request_id":"q","extended_data":"{\"room_request_type\":10003}","action_type":2}"#,
            #"{"action_type":0,"sender_id":"h","receiver_id":"a","request_id":"q","extended_data":"{\"room_request_type\":10003}","x":1}"#,
        ]
        for text in judged {
            #expect(Self.disagreement(Array(text.utf8)) == nil, "\(text)")
            #expect(Self.disagreement(Array(text.utf8), family: .cohostRoomRequest) == nil, "\(text)")
        }
        // The last one is checked in place, its case's finding made once, where it lies.
        let handedOver = Array((judged.last ?? "").utf8)
        #expect(SignalDecoder().checksSpecStreamed(handedOver, as: .cohostRoomRequest))
        #expect(
            SignalDecoder().verdict(handedOver, as: .cohostRoomRequest).diagnostics.map(\.code)
                == [.interopActionMismatch]
        )
    }

    /// The earlier TUI envelope is told from TUILiveKit's by `data`'s own keys, read before
    /// the shape is checked: keys nested deeper, or brackets, quotes and commas inside its
    /// strings, must not count as `data`'s keys. Each message is checked in place, as the
    /// shape its `data` refines it to, with the decode's verdict.
    @Test("an envelope's earlier form is chosen by data's own keys, checked in place")
    func legacyEnvelopeRefinedInPlace() {
        let sender = #"{"nickName":"Alice","userID":"alice","avatarUrl":"https:\/\/cdn\/a.png"}"#
        let legacy = [
            #"{"version":"1.0","platform":"iOS","businessID":"TUIBarrage","data":{"message":"Hello!","extInfo":"#
                + sender + "}}",
            // `data`'s keys reordered, and a current key (`content`) nested in `extInfo`.
            #"{"businessID":"TUIBarrage","version":"1.0","platform":"iOS","data":{"extInfo":"#
                + #"{"nickName":"A","userID":"a","avatarUrl":"","content":"x"},"message":"Hi"}}"#,
            // Brackets, commas, colons and escaped quotes inside the text.
            #"{"version":"1.0","platform":"iOS","businessID":"TUIBarrage","data":{"message":"}{,\"user\":[","#
                + #""extInfo":"# + sender + "}}",
            #"{ "version" : "1.0", "platform" : "Android", "businessID" : "TUIGift_like", "data" : { "extInfo" : "#
                + sender + " } }",
        ]
        let current = [
            #"{"version":"1.0","businessID":"TUIBarrage","platform":"Android","data":{"user":"#
                + #"{"userId":"u","userName":"U","avatarUrl":"","level":"0"},"content":"message","extInfo":{}}}"#,
            // A legacy key (`message`) nested in `user`, not `data`'s own.
            #"{"version":"1.0","businessID":"TUIBarrage","platform":"Android","data":{"extInfo":{"message":"m"},"#
                + #""user":{"userId":"u","userName":"U","avatarUrl":"","level":"0"},"content":"x"}}"#,
        ]
        Self.expectCheckedInPlace(legacy + current)
        let decoder = SignalDecoder()
        for text in legacy {
            #expect(decoder.verdict(Array(text.utf8)).dialect == "tuigift-2021", "\(text)")
        }
        for text in current {
            #expect(decoder.verdict(Array(text.utf8)).dialect == "tuilivekit", "\(text)")
        }
    }

    /// A TUI envelope's shape is guessed from its members up to `data` (the first that holds
    /// an object), read loosely, and `data` is told current by its first key where that is
    /// one the earlier form lacks. Each way the guess or the first key cannot decide, the
    /// message still gets the decode's verdict: a guess the keys after `data` overrule, a
    /// `businessID` after `data`, a first key the earlier form also has, and one with an
    /// escape. Where the guess is right, the message passes in the one checked reading.
    @Test("an envelope's shape is guessed up to data and told by data's first key, with the decode's verdict")
    func envelopeGuessedUpToData() {
        let user = #"{"userId":"u","userName":"U","avatarUrl":"","level":"0"}"#
        let extInfo = #"{"nickName":"A","userID":"a","avatarUrl":""}"#
        let dialects: [(text: String, dialect: String, inPlace: Bool)] = [
            // `businessID` after `data`: read past it before the refinement is told.
            (
                #"{"version":"1.0","data":{"message":"Hi","extInfo":"# + extInfo
                    + #"},"platform":"iOS","businessID":"TUIBarrage"}"#, "tuigift-2021", true
            ),
            (
                #"{"version":"1.0","data":{"sender":"# + user + #"},"businessID":"TUIGift_like","platform":"iOS"}"#,
                "tuilivekit", true
            ),
            // Led by a key the earlier form lacks: current, whatever follows (here its
            // `user` is missing, which the tape reports).
            (
                #"{"version":"1.0","businessID":"TUIBarrage","platform":"iOS","data":{"content":"x","message":"Hi","extInfo":"#
                    + extInfo + "}}", "tuilivekit", false
            ),
            // Led by a key of the earlier form, with a current one after it: current.
            (
                #"{"version":"1.0","businessID":"TUIBarrage","platform":"iOS","data":{"extInfo":{},"user":"# + user
                    + #","content":"x"}}"#, "tuilivekit", true
            ),
            (
                #"{"version":"1.0","businessID":"TUIBarrage","platform":"iOS","data":{"message":"Hi","user":"# + user
                    + #","content":"x","extInfo":{}}}"#, "tuilivekit", true
            ),
        ]
        let decoder = SignalDecoder()
        for (text, dialect, inPlace) in dialects {
            let bytes = Array(text.utf8)
            #expect(decoder.verdict(bytes).dialect == dialect, "\(text)")
            // Passed as predicted: in the one checked reading after the loose one.
            #expect(decoder.checksSpecAsPredicted(bytes) == inPlace, "\(text)")
            #expect(Self.disagreement(bytes) == nil, "\(text)")
        }
        // The keys after `data` make it TUILiveRoom's form of 2021, not the envelope guessed;
        // a first key of `data` with an escape is not compared as bytes.
        for text in [
            #"{"version":"1.0.0","data":{"a":1},"action":301,"command":"5","message":"Hello!"}"#,
            #"{"version":"1.0","businessID":"TUIBarrage","platform":"iOS","data":{"\u0075ser":"# + user
                + #","content":"x"}}"#,
            #"{"version":"1.0","businessID":"TUIBarrage","platform":"iOS","data":{"message":"Hi","extInfo":"#
                + extInfo + #","c\u006fntent":"x"}}"#,
        ] {
            #expect(Self.disagreement(Array(text.utf8)) == nil, "\(text)")
        }
        #expect(
            decoder.verdict(
                Array(#"{"version":"1.0.0","data":{"a":1},"action":301,"command":"5","message":"Hello!"}"#.utf8)
            )
            .dialect == "trtcliveroom-2021"
        )
    }

    /// A declared key repeated with a scalar value is taken in place, as the tape takes it:
    /// the repeat warned of where its key is, and only the last copy judged (its null warned
    /// of, the first copy's not). Left to the tape: a repeat whose first copy made a finding
    /// (judging both would report it, the tape does not), and a repeat among the sender's
    /// own keys. Keys of one length that differ are not a repeat.
    @Test("a declared scalar key repeated is taken in place as the tape takes it; others are left to it")
    func repeatedKeys() {
        let decoder = SignalDecoder()
        let user =
            #"{"version":"1.0","businessID":"TUIGift_like","platform":"Flutter","data":{"sender":{"userId":"u1","#
        let like = #","level":"32"}}}"#
        let taken: [(text: String, codes: [DiagnosticCode])] = [
            (#"{"type":0,"senderID":"u","cam":false,"cam":true,"mic":true}"#, [.jsonDuplicateKey]),
            (
                #"{"type":0,"type":0,"type":0,"senderID":"u","cam":false,"mic":true}"#,
                [.jsonDuplicateKey, .jsonDuplicateKey]
            ),
            (#"{ "type" : 0, "senderID" : "u", "cam" : false, "mic" : true, "cam" : true }"#, [.jsonDuplicateKey]),
            (
                user + #""avatarUrl":"a","avatarUrl":null,"userName":"n""# + like,
                [.jsonDuplicateKey, .interopNullValue]
            ),
        ]
        for (text, codes) in taken {
            let bytes = Array(text.utf8)
            #expect(decoder.checksSpecStreamed(bytes), "\(text)")
            #expect(decoder.verdict(bytes).diagnostics.map(\.code) == codes, "\(text)")
            #expect(Self.disagreement(bytes) == nil, "\(text)")
        }
        let left: [(text: String, codes: [DiagnosticCode])] = [
            (user + #""avatarUrl":null,"avatarUrl":"a","userName":"n""# + like, [.jsonDuplicateKey]),
            (#"{"type":0,"senderID":"u","cam":false,"mic":true,"x1":1,"x2":2,"x1":3}"#, [.jsonDuplicateKey]),
            (#"{"type":0,"x1":1,"senderID":"u","x1":3,"cam":false,"mic":true}"#, [.jsonDuplicateKey]),
        ]
        for (text, codes) in left {
            let bytes = Array(text.utf8)
            #expect(!decoder.checksSpecStreamed(bytes), "\(text)")
            #expect(decoder.verdict(bytes).diagnostics.map(\.code) == codes, "\(text)")
            #expect(Self.disagreement(bytes) == nil, "\(text)")
        }
        let distinct = Array(#"{"type":0,"senderID":"u","cam":false,"mic":true,"x1":1,"x2":2,"x3":3}"#.utf8)
        #expect(decoder.checksSpecStreamed(distinct))
        // Past eight members, keys are told apart by fingerprint (their first eight bytes) and
        // length before their bytes: keys alike in both but not the same are not a repeat,
        // and a repeat among them is still found.
        let own = (1...7).map { #""attr_no_\#($0)":\#($0)"# }.joined(separator: ",")
        let manyDistinct = #"{"type":0,"senderID":"u","cam":false,"mic":true,"# + own + "}"
        #expect(decoder.checksSpecStreamed(Array(manyDistinct.utf8)), "\(manyDistinct)")
        for repeated in [#""attr_no_3":8"#, #""type":1,"attr_no_3":8"#] {
            let text = #"{"type":0,"senderID":"u","cam":false,"mic":true,"# + own + "," + repeated + "}"
            let bytes = Array(text.utf8)
            #expect(decoder.verdict(bytes).diagnostics.map(\.code).contains(.jsonDuplicateKey), "\(text)")
            #expect(Self.disagreement(bytes) == nil, "\(text)")
        }
        #expect(
            !decoder.checksSpecStreamed(
                Array((#"{"type":0,"senderID":"u","cam":false,"mic":true,"# + own + #","attr_no_3":8}"#).utf8)
            )
        )
        // Where a reading asks a root key's first copy (a TUI envelope's shape is refined by
        // `businessID` read loosely) or counts the root's keys (a room's attributes, against
        // ZIM's limits), a repeat must not change the verdict, whichever way it is reached.
        for text in [
            #"{"version":"1.0","businessID":"TUIBarrage","platform":"iOS","businessID":"TUIGift_like","data":{"message":"","extInfo":{"nickName":"A","userID":"a","avatarUrl":""}}}"#,
            #"{"version":"1.0","businessID":"TUIGift_like","platform":"iOS","businessID":"TUIBarrage","data":{"message":"Hi","extInfo":{"nickName":"A","userID":"a","avatarUrl":""}}}"#,
            #"{"host":"A","pk_room":"r2","pk_user_id":"B","pk_user_name":"Bob","pk_seq":"3","pk_seq":"4"}"#,
            Self.roomAttributes(count: 20, then: #""request_id":"q2""#),
            Self.roomAttributes(count: 19, then: #""request_id":"q2""#),
        ] + Self.repeatedSelectors {
            let bytes = Array(text.utf8)
            #expect(decoder.verdict(bytes).diagnostics.map(\.code).contains(.jsonDuplicateKey), "\(text)")
            #expect(Self.disagreement(bytes) == nil, "\(text)")
        }
    }

    /// Co-host envelopes whose `action_type`, the selector of both `request_id` and
    /// `extended_data`, is read again between them with another value: the second member's
    /// case is the last copy's, as the tape reads it, not the one the streamed check keeps
    /// from the first (which leaves such an object to the tape today).
    static let repeatedSelectors: [String] = [(0, 1), (1, 0), (1, 2), (3, 0)].flatMap { first, second in
        [10000, 10001, 10002, 10003].map { type in
            #"{"action_type":\#(first),"sender_id":"h","receiver_id":"a","request_id":"q","action_type":\#(second),"#
                + #""extended_data":"{\"room_request_type\":\#(type)}"}"#
        }
    }

    /// A room's PK attributes with `count` attributes in all (the three declared, then the
    /// app's own), then the member `then`.
    static func roomAttributes(count: Int, then: String) -> String {
        let own = (0..<(count - 3)).map { #""k\#($0)":"v""# }
        return #"{"host_user_id":"A","request_id":"q","pk_users":"[{\"uid\":\"A\",\"rid\":\"r1\",\"u_name\":\"Alice\","#
            + #"\"rect\":{\"top\":0,\"left\":0,\"right\":486,\"bottom\":864}}]","#
            + (own + [then]).joined(separator: ",")
            + "}"
    }

    /// The checkers' own limits, at the bound (passes) and one past it (misses, and the
    /// decoder reports it): hosts in `pk_users`, a Chat message's bytes, a call's
    /// `extendedData`.
    /// Each demo's PK room attributes pass the spec's streamed check, with the decode's verdict;
    /// a rect out of order or negative is left to the tape, which reports it. A side with a
    /// fraction (a warning) is taken with it, worded as the tape words it; one whose fraction a
    /// double does not keep is no fraction.
    /// PK room attributes as the three demos write them (Android, Flutter, iOS).
    static let pkAttributes: [String] = [
        #"{"host_user_id":"h1","request_id":"17","pk_users":"[{\"uid\":\"h1\",\"rid\":\"r1\",\"u_name\":\"A\",\"rect\":{\"top\":0,\"left\":0,\"right\":486,\"bottom\":864}},{\"uid\":\"h2\",\"rid\":\"r2\",\"u_name\":\"B\",\"rect\":{\"top\":0,\"left\":486,\"right\":972,\"bottom\":864}}]"}"#,
        #"{"host_user_id":"h1","request_id":"17","pk_users":"[{\"uid\":\"h1\",\"rid\":\"r1\",\"u_name\":\"A\",\"rect\":{\"top\":0.0,\"left\":0.0,\"right\":486.0,\"bottom\":864.0}}]"}"#,
        #"{"host_user_id":"h1","request_id":"17","pk_users":"[\n  {\n    \"uid\" : \"h1\",\n    \"rid\" : \"r1\",\n    \"u_name\" : \"A\",\n    \"rect\" : {\"top\" : 0, \"left\" : 0, \"right\" : 486, \"bottom\" : 864}\n  }\n]"}"#,
    ]

    @Test("PK room attributes are checked in place, and a broken rect is left to the tape")
    func pkAttributesInPlace() {
        Self.expectCheckedInPlace(Self.pkAttributes)
        let rect = #"\"rect\":{\"top\":0,\"left\":0,\"right\":486,\"bottom\":864}"#
        for broken in [
            #"\"rect\":{\"top\":0,\"left\":487,\"right\":486,\"bottom\":864}"#,
            #"\"rect\":{\"top\":0,\"left\":0,\"right\":486,\"bottom\":-1}"#,
            #"\"rect\":{\"top\":864.5,\"left\":0,\"right\":486,\"bottom\":864.25}"#,
            #"\"rect\":{\"top\":-0.5,\"left\":0,\"right\":486,\"bottom\":864}"#,
        ] {
            let bytes = Array(Self.pkAttributes[0].replacing(rect, with: broken, maxReplacements: 1).utf8)
            #expect(!SignalDecoder().checksSpecStreamed(bytes), "\(broken)")
            #expect(Self.disagreement(bytes) == nil, "\(broken)")
            #expect(!SignalDecoder().verdict(bytes).diagnostics.isEmpty, "\(broken)")
        }
        for (sides, fractions) in [
            (#"\"rect\":{\"top\":0.5,\"left\":0,\"right\":486,\"bottom\":864}"#, 1),
            (#"\"rect\":{\"top\":0,\"left\":0.25,\"right\":486.75,\"bottom\":864}"#, 2),
            (#"\"rect\":{\"top\":1.00000000000000001,\"left\":0,\"right\":486.0,\"bottom\":864}"#, 0),
        ] {
            let bytes = Array(Self.pkAttributes[0].replacing(rect, with: sides, maxReplacements: 1).utf8)
            let verdict = SignalDecoder().verdict(bytes)
            #expect(SignalDecoder().checksSpecStreamed(bytes), "\(sides)")
            #expect(verdict.isValid, "\(sides)")
            #expect(verdict.diagnostics.filter { $0.code == .interopFractionalNumber }.count == fractions, "\(sides)")
            #expect(verdict == SignalDecoder().decode(bytes).verdict, "\(sides)")
            #expect(Self.disagreement(bytes) == nil, "\(sides)")
        }
    }

    /// The PK invitation's forms, each as its writer sends it: the demos', the guide's, the
    /// call demo's, the UIKit kits' stop data and their answers (an accept, a refusal with its
    /// reason, pretty-printed as iOS writes it).
    static let pkInvites = [
        #"{"room_id":"r1","user_name":"Alice","type":91000,"user_id":"u1","auto_accept":false}"#,
        #"{"room_id":"r1","user_name":"Alice","type":"start_pkbattles"}"#,
        #"{"type":10000}"#,
        #"{"room_id":"r1","user_name":"Alice","type":91001}"#,
        #"{"room_id":"r2","user_name":"Bob","type":91001,"invitationID":"7381234567890123456"}"#,
        "{\n  \"invitationID\" : \"7\",\n  \"reason\" : 2,\n  \"type\" : 91000,\n  \"user_name\" : \"Bob\",\n  \"room_id\" : \"r2\"\n}",
    ]

    /// A PK invitation is checked in place as its declared form, with the decode's verdict
    /// and dialect; a broken one misses, and still gets that verdict.
    @Test("PK invitations are checked in place as their spec declares them")
    func pkInvitesInPlace() {
        let decoder = SignalDecoder()
        for text in Self.pkInvites {
            let bytes = Array(text.utf8)
            #expect(decoder.checksSpecStreamed(bytes, as: .pkInvite), "\(text)")
            #expect(Self.disagreement(bytes) == nil, "\(text)")
            #expect(decoder.verdict(bytes).dialect == decoder.decode(bytes).dialect, "\(text)")
        }
        let broken = [
            #"{"room_id":"r1","type":91000}"#,  // no user_name
            #"{"room_id":"","user_name":"A","type":91000}"#,
            #"{"room_id":"r1","user_name":"A","type":"start_pk"}"#,
            #"{"room_id":"r1","user_name":"A","type":""}"#,
            #"{"room_id":"r1","user_name":"A","type":true}"#,
            #"{"room_id":"r1","user_name":"A","type":91005}"#,
            #"{"type":"video_call"}"#,  // a name is no call code: the room is required
            #"{"room_id":null,"user_name":"A","type":91000}"#,  // a required room's null is no absence
        ]
        for text in broken {
            let bytes = Array(text.utf8)
            #expect(!decoder.checksSpecStreamed(bytes, as: .pkInvite), "\(text)")
            #expect(Self.disagreement(bytes, family: .pkInvite) == nil, "\(text)")
            #expect(!decoder.verdict(bytes, as: .pkInvite).isValid, "\(text)")
        }
        // A call code's null room is no room: valid, whichever reading takes it.
        let nullRoom = Array(#"{"type":10000,"room_id":null}"#.utf8)
        #expect(Self.disagreement(nullRoom) == nil)
        #expect(decoder.verdict(nullRoom).isValid && decoder.verdict(nullRoom).dialect == "call-type")
    }

    /// The forms a first key predicts pass in one reading, and a message whose first key
    /// predicts another form than detection chooses still gets the decode's verdict.
    @Test("the predicted form is read once, and a wrong guess changes no verdict")
    func predictedForms() {
        let decoder = SignalDecoder()
        let predictedOnce: [(String, WireFamily)] = [
            (#"{"roomId":102,"userId":"userB"}"#, .trtcConnectOtherRoom),
            (#"{"strRoomId":"r","userId":"u"}"#, .trtcConnectOtherRoom),
            (
                #"{"action_type":1,"sender_id":"h","receiver_id":"a","request_id":"1","extended_data":"{\"room_request_type\":10003}"}"#,
                .cohostRoomRequest
            ),
        ]
        for (text, family) in predictedOnce {
            #expect(decoder.checksSpecAsPredicted(Array(text.utf8)), "\(text)")
            #expect(decoder.verdict(Array(text.utf8)).family == family, "\(text)")
        }
        // `version` leads three shapes of one form: the shape is told by the other keys, and
        // the TUI envelope refined by `data`'s, each read loosely before the one checked reading.
        let byShape: [(String, String)] = [
            (
                #"{"version":"1.0","businessID":"TUIGift_like","platform":"iOS","data":{"sender":"#
                    + #"{"userId":"u","userName":"U","avatarUrl":"","level":"3"}}}"#, "tuilivekit"
            ),
            (
                #"{"version":"1.0","platform":"iOS","businessID":"TUIBarrage","data":{"message":"Hi","extInfo":"#
                    + #"{"nickName":"A","userID":"a","avatarUrl":""}}}"#, "tuigift-2021"
            ),
            (#"{"version":"1.0.0","action":301,"command":"5","message":"Hello!"}"#, "trtcliveroom-2021"),
        ]
        for (text, dialect) in byShape {
            #expect(decoder.checksSpecAsPredicted(Array(text.utf8)), "\(text)")
            #expect(decoder.verdict(Array(text.utf8)).dialect == dialect, "\(text)")
            #expect(Self.disagreement(Array(text.utf8)) == nil, "\(text)")
        }
        // `type` leads a UIKit invitation, but alone it is the call-type PK invite: a wrong
        // guess, read again.
        let alone = Array(#"{"type":10000}"#.utf8)
        #expect(!decoder.checksSpecAsPredicted(alone))
        #expect(Self.disagreement(alone) == nil)
        // `action_type` leads a co-host envelope, but a number alone under it is the form that
        // claims it alone (the Android document's payload): predicted as that form, read once.
        for text in [#"{"action_type": 10000}"#, #"{ "action_type" :10001 }"#, #"{"action_type":-7}"#] {
            let bytes = Array(text.utf8)
            #expect(decoder.checksSpecAsPredicted(bytes) == !text.contains("-"), "\(text)")
            #expect(Self.disagreement(bytes) == nil, "\(text)")
        }
        #expect(decoder.verdict(Array(#"{"action_type": 10000}"#.utf8)).dialect == "android-doc")
        // Where the first key leads several forms, the member after it tells which: `type`
        // then `inviter_id` is a classic UIKit invitation (not the device state `type` leads),
        // `host` then `r_id` the UIKit's PK room attributes (not the one-to-one form).
        let bySecondKey: [(String, WireFamily)] = [
            (#"{"type":2,"inviter_id":"aud1","inviter_name":"Aud","data":""}"#, .uikitInvitation),
            (#"{ "type" : 5 , "inviter_name" : "HostB", "data" : "" }"#, .uikitInvitation),
            (
                #"{"host":"A","r_id":"r1","pk_users":"[{\"user_info\":{\"user_id\":\"B\",\"user_name\":\"Bob\"},"#
                    + #"\"live_id\":\"r2\"}]"}"#, .pkRoomAttributes
            ),
            (#"{"type":0,"sender_id":"u1","mic":true,"cam":false}"#, .seiDeviceState),
        ]
        for (text, family) in bySecondKey {
            let bytes = Array(text.utf8)
            #expect(decoder.checksSpecAsPredicted(bytes), "\(text)")
            #expect(decoder.verdict(bytes).family == family, "\(text)")
            #expect(Self.disagreement(bytes) == nil, "\(text)")
        }
        // A guess from the second key that detection overrules, or a first value that is not
        // stepped over, still gets the decode's verdict.
        for text in [
            #"{"type":0,"inviter_id":"u1","sender_id":"u1","mic":true,"cam":false}"#,
            #"{"type":{"a":1},"inviter_id":"aud1","data":""}"#, #"{"type":"x\"y","inviter_id":"a","data":""}"#,
            #"{"host":"A","r_id":"r1"}"#, #"{"type":2,"inviter_id"#,
        ] {
            #expect(Self.disagreement(Array(text.utf8)) == nil, "\(text)")
        }
        // Below the claim's room codes, or beside another key, it is no claim: the envelope.
        for text in [#"{"action_type":1}"#, #"{"action_type":10000,"sender_id":"h"}"#, #"{"action_type":"10000"}"#] {
            let bytes = Array(text.utf8)
            #expect(!decoder.checksSpecAsPredicted(bytes), "\(text)")
            #expect(Self.disagreement(bytes) == nil, "\(text)")
        }
    }

    /// A callback whose custom element carries a like is checked in place, the like judged by
    /// its own family's streamed check; a carried message with findings that check takes (a
    /// warning, the app's own JSON's note, Flutter's nulls) is taken with them, each moved
    /// out through the string's escapes as the decode moves it; an invalid one misses and
    /// still gets the decode's verdict (the app's own text: `applicationText`).
    @Test("a message carried in a custom element is checked in place when its check takes it")
    func carriedMessages() {
        func callback(_ data: String) -> [UInt8] {
            let quoted = String(decoding: JSONWriter(style: .compact).write(.string(data)), as: UTF8.self)
            let text =
                #"{"CallbackCommand":"Group.CallbackBeforeSendMsg","GroupId":"@TGS#1","Type":"AVChatRoom","From_Account":"f","Operator_Account":"f","Random":1,"OnlineOnlyFlag":0,"MsgBody":[{"MsgType":"TIMCustomElem","MsgContent":{"Data":"#
                + quoted + #","Desc":"","Ext":"","Sound":""}}],"CloudCustomData":"","EventTime":"1670574414123"}"#
            return Array(text.utf8)
        }
        let decoder = SignalDecoder()
        let clean = [
            #"{"cmd":"like_msg","msg":{"type":1,"likeCount":10}}"#,
            #"{ "cmd" : "like_msg", "msg" : { "type" : 1, "likeCount" : 2 } }"#,
            "",
        ]
        for data in clean {
            let bytes = callback(data)
            #expect(decoder.checksSpecStreamed(bytes, as: .chatCallbackGroupMessage), "\(data)")
            #expect(decoder.verdict(bytes) == decoder.decode(bytes).verdict, "\(data)")
            #expect(decoder.verdict(bytes).diagnostics.isEmpty, "\(data)")
        }
        let takenWithFindings = [
            #"{"version":"1.0.0","action":301,"command":"4","message":""}"#,  // a legacy-form warning
            #"{"type":"announcement","text":"Welcome! \u00e9"}"#,  // the app's own JSON
            #"{"cmd":"hug_msg","msg":{}}"#,  // an unknown command
            #"{"version":"1.0","businessID":"TUIGift_like","platform":"iOS","data":{"sender":"#
                + #"{"userId":"u","userName":null,"avatarUrl":null,"level":"0"}}}"#,  // two nulls
        ]
        for data in takenWithFindings {
            let bytes = callback(data)
            let decoded = decoder.decode(bytes).verdict
            #expect(decoder.checksSpecStreamed(bytes, as: .chatCallbackGroupMessage), "\(data)")
            #expect(!decoded.diagnostics.isEmpty, "\(data)")
            #expect(decoder.verdict(bytes) == decoded, "\(data)")
            #expect(Self.disagreement(bytes) == nil, "\(data)")
        }
        let judgedOnTape = [
            #"{"cmd":"like_msg","msg":{"type":1,"likeCount":-1}}"#,  // a count out of range
            #"{"cmd":"like_msg","msg":{"type":1}}"#,  // a missing count
            #"{"cmd":"like_msg","msg":{"type":1,"likeCount":1}"#,  // cut short
            "[1]",  // not an object
        ]
        for data in judgedOnTape {
            let bytes = callback(data)
            #expect(!decoder.checksSpecStreamed(bytes, as: .chatCallbackGroupMessage), "\(data)")
            let decoded = decoder.decode(bytes).verdict
            #expect(!decoded.diagnostics.isEmpty, "\(data)")
            #expect(decoder.verdict(bytes) == decoded, "\(data)")
        }
    }

    /// Whitespace and key order must not change a spec form's speed class: every vector the
    /// streamed spec check takes compact, written pretty (Apple's `" : "` and line breaks),
    /// spaced, with tabs, with whitespace around the root only, and with its root's keys
    /// reversed, is taken too, with the decode's verdict: the dialect told from the
    /// whitespace facts, which only whitespace inside the root sets.
    @Test("spec forms are checked in place however they are spaced or ordered, with the decode's verdict")
    func specFormsSpaced() {
        var disagreements: [String] = []
        var missed: [String] = []
        var taken = 0
        for vector in CrossVector.all {
            let family = vector.family.flatMap(WireFamily.init(rawValue:))
            let decoder = SignalDecoder(options: vector.options)
            guard decoder.checksSpecStreamed(vector.bytes, as: family),
                let value = JSONReader(options: vector.options).read(vector.bytes).value
            else { continue }
            let pretty = JSONWriter(style: .applePretty).write(value)
            let spaced = JSONWriter(style: .documentation).write(value)
            let tabbed = pretty.map { $0 == UInt8(ascii: " ") ? UInt8(ascii: "\t") : $0 }
            let around = Array(" \r\n\t".utf8) + vector.bytes + Array("\n ".utf8)
            // The root's keys in reverse order: a message led by a key its spec does not declare
            // first, which no prediction takes.
            var reversed = value
            if case .object(let object) = value { reversed = .object(JSONObject(object.members.reversed())) }
            let reordered = JSONWriter(style: .compact).write(reversed)
            let styles = [
                ("pretty", pretty), ("spaced", spaced), ("tabbed", tabbed), ("around", around),
                ("reordered", reordered),
            ]
            for (style, bytes) in styles where bytes.count <= vector.options.maxDocumentSize {
                if let why = Self.disagreement(bytes, family: family, options: vector.options) {
                    disagreements.append("\(vector.name), \(style): \(why)")
                }
                // A limit on the message's bytes may refuse the longer text: that is a finding.
                let judged = decoder.decode(bytes, as: family).verdict
                if judged.isValid, judged.diagnostics.isEmpty {
                    if decoder.checksSpecStreamed(bytes, as: family) {
                        taken += 1
                    } else {
                        missed.append("\(vector.name), \(style)")
                    }
                }
            }
            // Whitespace around the root only is no fact: the dialect stays the compact one's
            // (unless the added bytes pass the document limit, a vector at it).
            if around.count <= vector.options.maxDocumentSize {
                #expect(
                    decoder.verdict(around, as: family).dialect == decoder.verdict(vector.bytes, as: family).dialect,
                    "\(vector.name)"
                )
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
        #expect(missed.isEmpty, "\(missed.joined(separator: "\n"))")
        #expect(taken >= 150, "only \(taken) restyled vectors were checked in place")
    }
}
