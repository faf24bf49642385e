@_spi(Testing) import LiveSignaling
import Testing

// The streamed check's capture lines against the decode: envelopes read in place, payloads
// in each escaping style, and the envelopes handed to the full path.
extension StreamedCheckTests {
    /// Every vector as the payload of its channel's envelope, the payload string written three
    /// ways (compact, as Android's writer does with every slash as `\/`, and with every
    /// non-ASCII character as `\uXXXX`):
    /// the line's verdict equals its decode, findings placed at the same offsets through the
    /// escapes, whether the envelope is read in place or not.
    @Test("every vector in an envelope, its payload escaped three ways, gets the decode's verdict")
    func vectorsInEnvelopes() {
        var disagreements: [String] = []
        var inPlace = 0
        var lines = 0
        // Lines whose payload a check passes with findings (a spec's notes and warnings), which
        // are placed through the string as the copy read it, not read again; and room
        // attribute maps a check passes with findings (a UIKit map's `r_id` note), whose
        // findings are moved under the payload as they are.
        var passedWithFindings = 0
        var mapsWithFindings = 0
        for vector in CrossVector.all {
            // The family named for the vector, else the one it is read as.
            let named = vector.family.flatMap(WireFamily.init(rawValue:))
            guard let family = named ?? SignalDecoder(options: vector.options).decode(vector.bytes).family,
                let channel = family.channel
            else { continue }
            let text = String(decoding: vector.bytes, as: UTF8.self)
            let quoted = JSONWriter.quoted(text, style: .compact)
            let payloads =
                channel.payloadIsObject && text.first == "{"
                ? [text]
                : [quoted, JSONWriter.quoted(text, style: .android), Self.asciiEscaped(quoted)]
            let decoder = CaptureDecoder(options: vector.options)
            let passes = SignalDecoder(options: vector.options).checksSpecStreamed(vector.bytes, as: family)
            for payload in payloads {
                let line = Array(#"{"ts":1,"channel":"\#(channel.rawValue)","payload":\#(payload)}"#.utf8)
                lines += 1
                if decoder.readsEnvelopeStreamed(line) { inPlace += 1 }
                let verdict = line.withUnsafeBytes { decoder.verdict($0) }
                let decoded = decoder.decode(line).verdict
                if verdict != decoded { disagreements.append("\(vector.name): \(verdict) against \(decoded)") }
                if passes, !decoded.message.diagnostics.isEmpty {
                    if payload.hasPrefix("{") { mapsWithFindings += 1 } else { passedWithFindings += 1 }
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
        #expect(passedWithFindings > 30, "\(passedWithFindings) lines passed with findings")
        #expect(mapsWithFindings >= 2, "\(mapsWithFindings) maps passed with findings")
        // Not vacuous: most lines keep the in-place reading of their envelope.
        #expect(lines > 900 && inPlace * 2 > lines, "\(inPlace) of \(lines) lines read in place")
    }

    /// `text` with every non-ASCII character written as `\uXXXX` (a surrogate pair above U+FFFF).
    static func asciiEscaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            guard scalar.value >= 0x80 else {
                out.unicodeScalars.append(scalar)
                continue
            }
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return out
    }

    /// Every line of the captures in order, through a fresh verdict and through one written
    /// over line after line (as `livesig validate` keeps it): nothing of a line may stay for
    /// the next (an event, a channel, a finding, a family).
    @Test("every capture line gets the decode's verdict", arguments: [false, true])
    func captureLines(namingFamily: Bool) {
        var disagreements: [String] = []
        var reused = CaptureDecoder.Verdict()
        for line in CaptureCrossCheckTests.lines {
            let family: WireFamily? = namingFamily ? .seiDeviceState : nil
            let decoder = CaptureDecoder()
            let decoded = decoder.decode(line.bytes, as: family).verdict
            line.bytes.withUnsafeBytes { decoder.verdict($0, as: family, into: &reused) }
            if decoder.verdict(line.bytes, as: family) != decoded || reused != decoded {
                disagreements.append(line.description)
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }

    /// Envelope lines as loggers write them: read in place, with the full path's verdict.
    static let envelopes: [String] = [
        #"{"ts":1700000012040,"channel":"sei","room":"room_A","from":"host_A","to":"","payload":"{\"type\":0,\"sender_id\":\"host_A\",\"mic\":true,\"cam\":true}"}"#,
        #"{"channel":"tim.group","payload":"{\"cmd\":\"like_msg\",\"msg\":{\"type\":1,\"likeCount\":3}}","ts":0}"#,
        #"{"ts":5,"channel":"zim.room-attributes","room":"r","payload":{"host_user_id":"h1","request_id":"17","pk_users":"[{\"uid\":\"h1\",\"rid\":\"r1\",\"u_name\":\"A\",\"rect\":{\"top\":0,\"left\":0,\"right\":972,\"bottom\":864}}]"}}"#,
        #"{"ts":9,"channel":"zim.call-invite","event":"invite","id":"c1","timeout":60,"payload":"{\"room_id\":\"r1\",\"user_name\":\"A\",\"type\":91000}"}"#,
        #"{"ts":9,"channel":"trtc.connect","event":"error","code":-3301,"payload":""}"#,
        #"{"ts":9,"channel":"sdk","event":"mixer.start","room":"r","stream":"s","payload":""}"#,
        #"{"ts":9,"channel":"zim.call-invite","event":"timeout","payload":"x"}"#,
        // The channel after the payload: the payload is checked once the channel is known.
        #"{"payload":"{\"type\":0,\"sender_id\":\"a\",\"mic\":true,\"cam\":true}","channel":"sei"}"#,
    ]

    /// Envelope lines the streamed read must leave to the full path (most break an envelope
    /// rule; some are fine but outside what it reads), and the verdict that path gives.
    static let envelopesHandedOver: [String] = [
        #"{"ts":-0,"channel":"sei","payload":"{\"type\":0,\"sender_id\":\"a\",\"mic\":true,\"cam\":true}"}"#,
        #"{"ts":-1,"channel":"sei","payload":"{\"type\":0,\"sender_id\":\"a\",\"mic\":true,\"cam\":true}"}"#,
        #"{"ts":1.5,"channel":"sei","payload":"{\"type\":0,\"sender_id\":\"a\",\"mic\":true,\"cam\":true}"}"#,
        #"{"ts":"1","channel":"sei","payload":"{\"type\":0,\"sender_id\":\"a\",\"mic\":true,\"cam\":true}"}"#,
        #"{"ts":99999999999999999999,"channel":"sei","payload":"{\"type\":0,\"sender_id\":\"a\",\"mic\":true,\"cam\":true}"}"#,
        #"{"channel":"seii","payload":"{\"type\":0,\"sender_id\":\"a\",\"mic\":true,\"cam\":true}"}"#,
        #"{"channel":7,"payload":"x"}"#,
        #"{"channel":"sdk","payload":""}"#,
        #"{"channel":"sei","event":"connect","payload":"{\"type\":0,\"sender_id\":\"a\",\"mic\":true,\"cam\":true}"}"#,
        #"{"channel":"sei","channel":"sei","payload":"{\"type\":0,\"sender_id\":\"a\",\"mic\":true,\"cam\":true}"}"#,
        #"{"channel":"sei","extra":1,"payload":"{\"type\":0,\"sender_id\":\"a\",\"mic\":true,\"cam\":true}"}"#,
        #"{"chan\u006eel":"sei","payload":"{\"type\":0,\"sender_id\":\"a\",\"mic\":true,\"cam\":true}"}"#,
        #"{"channel":"sei", "payload":"{\"type\":0,\"sender_id\":\"a\",\"mic\":true,\"cam\":true}"}"#,
        #"{"channel":"sei","room":null,"payload":"{\"type\":0,\"sender_id\":\"a\",\"mic\":true,\"cam\":true}"}"#,
        #"{"channel":"sei","code":"x","payload":"{\"type\":0,\"sender_id\":\"a\",\"mic\":true,\"cam\":true}"}"#,
        #"{"channel":"sei","payload":{"type":0,"sender_id":"a","mic":true,"cam":true}}"#,
        #"{"channel":"zim.room-attributes","payload":"{\"host_user_id\":\"h\"}"}"#,
        #"{"channel":"zim.room-attributes","payload":{"host_user_id":"h1","request_id":"17","pk_users":"[]"},"ts":1}"#,
        #"{"channel":"zim.room-attributes","event":"delete","payload":{}}"#,
        #"{"channel":"sei","payload":"{\"type\":0,\"sender_id\":\"a\",\"mic\":true,\"cam\":true}"} "#,
        #"{"payload":"x"}"#,
        #"{"channel":"sei"}"#,
        // An event after a payload already checked as a message (the line is still valid).
        #"{"channel":"zim.call-invite","payload":"{\"room_id\":\"r1\",\"user_name\":\"A\",\"type\":91000}","event":"invite"}"#,
    ]

    /// Envelopes read in place whose payload no typed checker passes as it stands (a finding,
    /// an escape outside the subset, whitespace, no JSON at all): the payload is decoded on its
    /// own, its findings placed in the line as the full path places them.
    static let envelopesWithDecodedPayload: [String] = [
        #"{"channel":"sei","payload":"{\"type\":0,\"sender_id\":\"a\",\"mic\":\"on\",\"cam\":true}"}"#,
        #"{"channel":"sei","payload":"{\"type\":0,\"sender_id\":\"\u0041\",\"mic\":true,\"cam\":true}"}"#,
        #"{"channel":"zim.call-invite","payload":""}"#,
        #"{"channel":"sei","payload":""}"#,
        #"{"channel":"tim.group","payload":"666"}"#,
        #"{"channel":"sei","payload":"{\n  \"type\" : 0,\n  \"sender_id\" : \"a\",\n  \"mic\" : \"on\",\n  \"cam\" : true\n}"}"#,
        #"{"channel":"sei","payload":"{\"type\":0,\"sender_id\":\"\ud83d\ude00\/\t\",\"mic\":true,\"cam\":1}"}"#,
        #"{"channel":"zim.command","payload":"{\"room_request_type\": 10000}"}"#,
        #"{"channel":"zim.command","payload":"{\"room_request_type\": 10009}","ts":1}"#,
        #"{"channel":"zim.room-attributes","payload":{ "host_user_id" : "h1" , "request_id":"17","pk_users":"[{\"uid\":\"h1\",\"rid\":\"r1\",\"u_name\":\"A\",\"rect\":{\"top\":0,\"left\":0,\"right\":1,\"bottom\":1}}]"}}"#,
        #"{"channel":"zim.room-attributes","payload":{"host":"host_b","r_id":"7","pk_users":"[{\"user_info\":{\"id\":\"host_b\",\"name\":\"Bob\"},\"live_id\":\"live_b\"}]"}}"#,
        #"{"channel":"zim.room-attributes","payload":{"host_user_id":"h1","request_id":"17","host_user_id":"h2"}}"#,
        #"{"channel":"zim.room-attributes","payload":{"host_user_id":{"a":[1]}}}"#,
    ]

    /// A payload string the scanner refuses leaves the line to the full path, which reports it.
    static let payloadStringsHandedOver: [String] = [
        #"{"channel":"sei","payload":"{\"sender_id\":\"\ud83d\"}"}"#,
        #"{"channel":"sei","payload":"{\"sender_id\":\"\ude00\"}"}"#,
        #"{"channel":"sei","payload":"{\"sender_id\":\"\u12\"}"}"#,
        #"{"channel":"sei","payload":"{\"sender_id\":\"\x\"}"}"#,
        #"{"channel":"sei","payload":"{\"sender_id\":\"\"#,
    ]

    @Test(
        "an in-place envelope's other payloads are decoded alone, with the full path's verdict",
        arguments: envelopesWithDecodedPayload
    )
    func decodesOtherPayloads(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(CaptureDecoder().readsEnvelopeStreamed(bytes))
        #expect(Self.disagreement(bytes) == nil)
    }

    /// A room-attribute map is read one level deeper in the line than on its own: at the
    /// line's depth it is decoded in place, one level less and the line goes to the full path,
    /// which refuses it.
    @Test("a map decoded beside an in-place envelope holds the line's depth")
    func mapDepthInTheLine() {
        let bytes = Array(#"{"channel":"zim.room-attributes","payload":{"host_user_id":{"a":"b"}}}"#.utf8)
        let deepEnough = JSONReaderOptions(maxDepth: 3)
        #expect(CaptureDecoder(options: deepEnough).readsEnvelopeStreamed(bytes))
        #expect(Self.disagreement(bytes, options: deepEnough) == nil)
        let tooShallow = JSONReaderOptions(maxDepth: 2)
        #expect(!CaptureDecoder(options: tooShallow).readsEnvelopeStreamed(bytes))
        #expect(Self.disagreement(bytes, options: tooShallow) == nil)
        let verdict = bytes.withUnsafeBytes { CaptureDecoder(options: tooShallow).verdict($0) }
        #expect(verdict.message.diagnostics.map(\.code) == [.jsonDepth])
    }

    @Test("a payload string the scanner refuses goes to the full path", arguments: payloadStringsHandedOver)
    func handsBrokenPayloadStringsOver(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(!CaptureDecoder().readsEnvelopeStreamed(bytes))
        #expect(Self.disagreement(bytes) == nil)
        #expect(!bytes.withUnsafeBytes { CaptureDecoder().verdict($0) }.isValid)
    }

    @Test("envelopes are read in place, with the full path's verdict", arguments: envelopes)
    func readsEnvelopes(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(CaptureDecoder().readsEnvelopeStreamed(bytes))
        #expect(Self.disagreement(bytes) == nil)
        let verdict = bytes.withUnsafeBytes { CaptureDecoder().verdict($0) }
        #expect(verdict.isValid && verdict.isEnvelope)
    }

    /// The first five members as loggers write them are matched as runs of bytes; a line that
    /// leaves that layout anywhere in them is read member by member from its start, and one
    /// that breaks a rule in them is handed over, as the member loop alone would.
    static let loggedLeads: [(line: String, inPlace: Bool)] = {
        let payload = #""{\"type\":0,\"sender_id\":\"a\",\"mic\":true,\"cam\":true}""#
        let lines: [(String, Bool)] = [
            (#"{"ts":1700000012040,"channel":"sei","room":"room_A","from":"host_A","to":"","#, true),
            (#"{"ts":0,"channel":"sei","room":"r\u0041\/","from":"\ud83d\ude00","to":"x","#, true),
            (#"{"ts":1,"channel":"sei","from":"host_A","room":"room_A","to":"","#, true),
            (#"{"ts":1,"channel":"sei","room":"room_A","from":"host_A","#, true),
            (#"{"ts":1,"room":"room_A","channel":"sei","from":"host_A","to":"","#, true),
            (#"{"ts":1,"channel":"sei","room":"room_A","from":"host_A","stream":"s","to":"","#, true),
            (#"{"ts":-1,"channel":"sei","room":"room_A","from":"host_A","to":"","#, false),
            (#"{"ts":-0,"channel":"sei","room":"room_A","from":"host_A","to":"","#, false),
            (#"{"ts":1.5,"channel":"sei","room":"room_A","from":"host_A","to":"","#, false),
            (#"{"ts":01,"channel":"sei","room":"room_A","from":"host_A","to":"","#, false),
            (#"{"ts":99999999999999999999,"channel":"sei","room":"room_A","from":"host_A","to":"","#, false),
            (#"{"ts":"1","channel":"sei","room":"room_A","from":"host_A","to":"","#, false),
            // `ts` at the bound of a 64-bit integer and just past it, in the lead and after it.
            (#"{"ts":999999999999999999,"channel":"sei","room":"room_A","from":"host_A","to":"","#, true),
            (#"{"ts":9223372036854775807,"channel":"sei","room":"room_A","from":"host_A","to":"","#, true),
            (#"{"ts":9223372036854775808,"channel":"sei","room":"room_A","from":"host_A","to":"","#, false),
            (#"{"channel":"sei","ts":9223372036854775807,"#, true),
            (#"{"channel":"sei","ts":9223372036854775808,"#, false),
            (#"{"channel":"sei","ts":00,"#, false),
            (#"{"channel":"sei","ts":1e3,"#, false),
            (#"{"ts":1,"channel":"seii","room":"room_A","from":"host_A","to":"","#, false),
            (#"{"ts":1,"channel":"s\u0065i","room":"room_A","from":"host_A","to":"","#, false),
            (#"{"ts":1,"channel":"sei","room":null,"from":"host_A","to":"","#, false),
            (#"{"ts":1,"channel":"sei","room":"room_A","from":"\x","to":"","#, false),
            (#"{"ts":1,"channel":"sei","room":"room_A","from":"host_A","to": "","#, false),
            (#"{"ts":1,"channel":"sei","room":"room_A","from":"host_A","to":"","ts":2,"#, false),
            (#"{"ts":1,"channel":"sei","room":"room_A","from":"host_A","to":"","room":"b","#, false),
            (#"{"ts":1,"channel":"sei","room":"room_A","from":"host_A","to":"","extra":1,"#, false),
        ]
        return lines.map { (#"\#($0.0)"payload":\#(payload)}"#, $0.1) }
    }()

    @Test("the logged layout's first members are read in place only where the member loop would")
    func loggedLead() {
        for (text, inPlace) in Self.loggedLeads {
            let bytes = Array(text.utf8)
            #expect(CaptureDecoder().readsEnvelopeStreamed(bytes) == inPlace, "\(text)")
            #expect(Self.disagreement(bytes) == nil, "\(text)")
        }
        // At and past the five members' limit, and a key limit shorter than `channel`.
        let line = Array(Self.loggedLeads[0].line.utf8)
        for (limit, inPlace) in [(6, true), (5, false), (4, false)] {
            let options = JSONReaderOptions(maxContainerSize: limit)
            #expect(CaptureDecoder(options: options).readsEnvelopeStreamed(line) == inPlace, "\(limit)")
            #expect(Self.disagreement(line, options: options) == nil, "\(limit)")
        }
        let short = Array(#"{"ts":1,"channel":"sei","room":"r","from":"h","to":"","payload":"x"}"#.utf8)
        for limit in [5, 6, 7] {
            let options = JSONReaderOptions(maxStringLength: limit)
            #expect(CaptureDecoder(options: options).readsEnvelopeStreamed(short) == (limit >= 7), "\(limit)")
            #expect(Self.disagreement(short, options: options) == nil, "\(limit)")
        }
    }

    /// A line of each channel, with a message of its family (an event for `sdk`), is read in
    /// place: the streamed read knows every channel's name.
    @Test("a line of every channel is read in place", arguments: CaptureChannel.allCases)
    func readsEveryChannel(_ channel: CaptureChannel) throws {
        let payloads: [WireFamily: String] = [
            .cohostRoomRequest: CohostShapeTests.clean[0],
            .pkInvite: Self.pkInvites[0],
            .pkRoomAttributes: Self.pkAttributes[0],
            .seiDeviceState: #"{"type":0,"sender_id":"host_1","mic":true,"cam":false}"#,
            .chatCustom: Self.commonCase[0],
            .chatRESTSendGroupMsg: SendGroupMsgCheckTests.common[0],
            .trtcConnectOtherRoom: #"{"roomId":4294967294,"userId":"anchor_2"}"#,
            // No typed reader takes it (a spec form): read in place all the same.
            .zimCallback:
                #"{"appid":"1","event":"room_enter","nonce":"1","signature":"s","timestamp":1,"room_id":"r","operator_account":"u"}"#,
        ]
        var payload = #""""#
        if let family = channel.family {
            let message = try #require(payloads[family])
            #expect(SignalDecoder().decode(Array(message.utf8)).family == family)
            payload = channel.payloadIsObject ? message : JSONWriter.quoted(message, style: .compact)
        }
        let event = channel == .sdk ? #","event":"mixer.start""# : ""
        let bytes = Array(#"{"ts":1,"channel":"\#(channel.rawValue)"\#(event),"payload":\#(payload)}"#.utf8)
        #expect(CaptureDecoder().readsEnvelopeStreamed(bytes))
        #expect(Self.disagreement(bytes) == nil)
        #expect(bytes.withUnsafeBytes { CaptureDecoder().verdict($0) }.isValid)
    }

    @Test("envelopes outside the streamed read go to the full path", arguments: envelopesHandedOver)
    func handsEnvelopesOver(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(!CaptureDecoder().readsEnvelopeStreamed(bytes))
        #expect(Self.disagreement(bytes) == nil)
    }

    /// The reader options on an envelope line: at the line's own need it is read in place and
    /// valid; one below, it is handed over and the full path reports the limit.
    @Test("envelope limits hold at and just past their bounds")
    func envelopeLimits() {
        let line = Array(Self.envelopes[0].utf8)
        // Six members, and the payload is the longest string. (Its depth is 1, the least the
        // options allow; a room-attribute map's is held below.)
        let payload = #"{"type":0,"sender_id":"host_A","mic":true,"cam":true}"#.utf8.count
        func options(_ change: (inout JSONReaderOptions) -> Void) -> JSONReaderOptions {
            var options = JSONReaderOptions.default
            change(&options)
            return options
        }
        let cases: [(fits: JSONReaderOptions, past: JSONReaderOptions, code: DiagnosticCode)] = [
            (options { $0.maxContainerSize = 6 }, options { $0.maxContainerSize = 5 }, .jsonContainerSize),
            (options { $0.maxDocumentSize = line.count }, options { $0.maxDocumentSize = line.count - 1 }, .jsonSize),
            (options { $0.maxStringLength = payload }, options { $0.maxStringLength = payload - 1 }, .jsonStringLength),
        ]
        for (fits, past, code) in cases {
            #expect(CaptureDecoder(options: fits).readsEnvelopeStreamed(line), "\(code) at the bound")
            #expect(!CaptureDecoder(options: past).readsEnvelopeStreamed(line), "\(code) past the bound")
            #expect(line.withUnsafeBytes { CaptureDecoder(options: fits).verdict($0) }.isValid, "\(code)")
            let verdict = line.withUnsafeBytes { CaptureDecoder(options: past).verdict($0) }
            #expect(verdict.message.diagnostics.contains { $0.code == code }, "\(code): \(verdict.message.diagnostics)")
            #expect(Self.disagreement(line, options: fits) == nil)
            #expect(Self.disagreement(line, options: past) == nil)
        }
    }

    /// A room-attribute map nests the line two levels deep, and `pk_users` inside it three:
    /// read in place from the depth limit that holds the line (below the one that holds
    /// `pk_users`, whose finding the map's own decoding reports), and one below it handed over.
    @Test("an object payload is held to the line's depth limit")
    func objectPayloadDepth() {
        let line = Array(Self.envelopes[2].utf8)
        for depth in 1...4 {
            var options = JSONReaderOptions.default
            options.maxDepth = depth
            #expect(CaptureDecoder(options: options).readsEnvelopeStreamed(line) == (depth >= 2), "depth \(depth)")
            #expect(Self.disagreement(line, options: options) == nil, "depth \(depth)")
            let verdict = line.withUnsafeBytes { CaptureDecoder(options: options).verdict($0) }
            #expect(verdict.isValid == (depth >= 3), "depth \(depth)")
        }
    }
}
