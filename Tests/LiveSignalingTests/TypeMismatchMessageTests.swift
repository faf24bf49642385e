import LiveSignaling
import Testing

/// A value of the wrong type is quoted in its finding, cut after forty characters (not
/// bytes): the message must be the same however the cut is found.
@Suite struct TypeMismatchMessageTests {
    static let cases: [(value: String, shown: String)] = [
        (String(repeating: "a", count: 40), String(repeating: "a", count: 40)),
        (String(repeating: "a", count: 41), String(repeating: "a", count: 40) + "…"),
        // Forty-one bytes or more, forty characters or fewer: shown whole.
        (String(repeating: "é", count: 40), String(repeating: "é", count: 40)),
        (String(repeating: "é", count: 41), String(repeating: "é", count: 40) + "…"),
        // One character of two scalars and eight bytes each.
        (String(repeating: "👍🏽", count: 40), String(repeating: "👍🏽", count: 40)),
        (String(repeating: "👍🏽", count: 41), String(repeating: "👍🏽", count: 40) + "…"),
    ]

    @Test("a string of the wrong type is quoted up to forty characters", arguments: 0..<cases.count)
    func quotedUpToFortyCharacters(_ index: Int) throws {
        let (value, shown) = Self.cases[index]
        let message = #"{"type":0,"sender_id":"u","mic":"\#(value)","cam":true}"#
        let decoded = SignalDecoder().decode(Array(message.utf8))
        let finding = try #require(decoded.diagnostics.first { $0.code == .wireType })
        #expect(finding.message == "expected true or false, found the string \"\(shown)\"")
    }

    /// A number outside the Swift type that holds it and outside the spec's range is one
    /// finding, in the spec's words: the declared range, not the type's (which would say 0 and
    /// 4294967295 are rooms).
    @Test("a value past its Swift type is reported with the spec's range", arguments: ["-1", "4294967296", "0"])
    func rangeInTheSpecsWords(_ lexeme: String) throws {
        let decoded = SignalDecoder().decode(Array(#"{"roomId":\#(lexeme),"userId":"u"}"#.utf8))
        let findings = decoded.diagnostics.filter { $0.code == .wireRange }
        #expect(findings.count == 1)
        #expect(findings.first?.message == "roomId is \(lexeme); it must be within 1...4294967294")
    }
}
