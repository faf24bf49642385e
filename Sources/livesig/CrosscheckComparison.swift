import LiveSignaling

/// `livesig crosscheck`'s comparison: each message's verdict from the Swift library against
/// signal-check's JSON line for it, then the message counts; prints each disagreement.
struct CrosscheckComparison {
    private(set) var messages = 0
    private(set) var disagreements = 0
    private var peerMessages = 0
    private var peerSummary: Int?

    /// What one side said about one message, in the terms both print.
    struct Verdict: Equatable {
        var source: String
        var line: Int
        var channel: String?
        var event: String?
        var family: String?
        var version: Int?
        var dialect: String?
        var valid: Bool
        /// "code path @offset" (-1 when not located), sorted: a multiset.
        var findings: [String]

        init(source: String, line: Int, decoded: CaptureDecoder.Line) {
            self.source = source
            self.line = line
            channel = decoded.channel?.rawValue
            event = decoded.envelope?.event
            family = decoded.result.family?.rawValue
            version = decoded.result.version
            dialect = decoded.result.dialect
            valid = decoded.isValid
            findings = decoded.result.diagnostics.map {
                Self.finding($0.code.rawValue, $0.path.description, $0.offset)
            }.sorted()
        }

        /// A message `livesig validate` skips unread (larger than the document limit).
        static func tooLarge(source: String, line: Int, family: WireFamily?) -> Verdict {
            Verdict(source: source, line: line, family: family?.rawValue, findings: [finding("json.size", "$", 0)])
        }

        /// signal-check's JSON object for one message, or nil when it is not one.
        init?(peer object: JSONObject) {
            guard let source = object["source"]?.stringValue,
                let line = object["line"]?.numberValue?.exactly(Int.self)
            else { return nil }
            self.source = source
            self.line = line
            channel = object["channel"]?.stringValue
            event = object["event"]?.stringValue
            family = object["family"]?.stringValue
            version = object["version"]?.numberValue?.exactly(Int.self)
            dialect = object["dialect"]?.stringValue
            valid = object["valid"]?.boolValue ?? false
            findings = (object["diagnostics"]?.arrayValue ?? []).map { item in
                let finding = item.objectValue
                return Self.finding(
                    finding?["code"]?.stringValue ?? "?",
                    finding?["path"]?.stringValue ?? "?",
                    finding?["offset"]?.numberValue?.exactly(Int.self)
                )
            }.sorted()
        }

        private init(source: String, line: Int, family: String?, findings: [String]) {
            self.source = source
            self.line = line
            self.family = family
            valid = false
            self.findings = findings
        }

        static func finding(_ code: String, _ path: String, _ offset: Int?) -> String {
            "\(code) \(path) @\(offset ?? -1)"
        }

        var text: String {
            "\(source):\(line): \(channel.map { "[\($0)\(event.map { " \($0)" } ?? "")] " } ?? "")\(family ?? "unknown family") v\(version.map(String.init) ?? "-") (\(dialect ?? "-")) \(valid ? "valid" : "invalid") \(findings)"
        }
    }

    mutating func compare(_ ours: Verdict, theirs: LineReader.Line?) {
        messages += 1
        guard let object = Self.object(theirs), object["summary"] == nil else {
            if let object = Self.object(theirs) { noteSummary(object) }
            report("\(ours.source):\(ours.line): signal-check printed no result for this message")
            return
        }
        peerMessages += 1
        guard let peer = Verdict(peer: object) else {
            report("\(ours.source):\(ours.line): signal-check printed a result livesig cannot read")
            return
        }
        if ours != peer {
            report("\(ours.source):\(ours.line): disagreement\n    Swift: \(ours.text)\n    C:     \(peer.text)")
        }
    }

    /// A line signal-check printed after livesig ran out of messages: its summary, or a
    /// message livesig did not read.
    mutating func extra(_ line: LineReader.Line) {
        if let object = Self.object(line), object["summary"] != nil {
            noteSummary(object)
            return
        }
        peerMessages += 1
        let place = Self.object(line).flatMap { Verdict(peer: $0) }.map { "\($0.source):\($0.line): " } ?? ""
        report("\(place)signal-check reported a message livesig did not read")
    }

    /// The counts: livesig's messages against those signal-check printed and summed up.
    mutating func finish() {
        let summed = peerSummary ?? -1
        if peerMessages != messages || summed != messages {
            report(
                "message counts differ: livesig read \(messages), signal-check printed \(peerMessages) and counted \(summed < 0 ? "no summary" : String(summed))"
            )
        }
    }

    private mutating func noteSummary(_ object: JSONObject) {
        peerSummary = object["summary"]?.objectValue?["messages"]?.numberValue?.exactly(Int.self)
    }

    private static func object(_ line: LineReader.Line?) -> JSONObject? {
        guard case .text(let slice, _)? = line, case .object(let object)? = JSONReader().read(slice).value else {
            return nil
        }
        return object
    }

    private mutating func report(_ text: String) {
        disagreements += 1
        Terminal.standardOutput.write(text + "\n")
    }
}
