@testable import LiveSignaling
import Testing

/// The two unescapers (into an array, and byte by byte) must agree on every escape, and turn
/// the malformed escapes the scanner never lets through into U+FFFD rather than trap.
@Suite("String unescaping")
struct JSONStringDecodingTests {
    static func unescaped(_ body: String) -> [UInt8] {
        Array(body.utf8).withUnsafeBufferPointer { JSONStringDecoding.unescape($0) }
    }

    /// The byte-at-a-time decoder beside it, written independently of the storage sizing.
    static func emitted(_ body: String) -> [UInt8] {
        var out: [UInt8] = []
        Array(body.utf8).withUnsafeBufferPointer { JSONStringDecoding.unescape($0) { out.append($0) } }
        return out
    }

    @Test(
        "decodes like the byte-at-a-time decoder",
        arguments: [
            "", "plain", #"{\"cmd\":\"like_msg\",\"msg\":{\"type\":1}}"#, #"a\/b\\c\bd\fe\nf\rg\th"#,
            #"\u00e9\u4e2d\ud83d\ude00"#, "\u{4E2D}\u{1F600}é", #"\\"#, #"\""#, String(repeating: #"\n"#, count: 300),
            #"\n"# + String(repeating: "x", count: 40) + #"\t"# + "0123456" + #"\""# + "abc",
        ]
    )
    func agreesWithEmitter(body: String) {
        #expect(Self.unescaped(body) == Self.emitted(body))
    }

    @Test("escapes decode to their bytes")
    func decodes() {
        #expect(Self.unescaped(#"\"a\"\u00e9\ud83d\ude00\/"#) == Array("\"a\"é\u{1F600}/".utf8))
    }

    /// `\u` without four hex digits decodes to U+FFFD (three bytes from two), as does a lone
    /// surrogate; a backslash at the very end stays itself.
    @Test("malformed escapes decode to U+FFFD, however many", arguments: [1, 2, 3, 100, 1000])
    func malformedGrowth(repeats: Int) {
        let replacement = Array("\u{FFFD}".utf8)
        let body = String(repeating: #"\u"#, count: repeats)
        #expect(Self.unescaped(body) == Array(repeating: replacement, count: repeats).flatMap { $0 })
        #expect(Self.unescaped(body + #"\"#) == Self.emitted(body + #"\"#))
        #expect(Self.unescaped(String(repeating: #"\ud800"#, count: repeats)).count == 3 * repeats)
        #expect(
            Self.unescaped(String(repeating: #"\uZZ"#, count: repeats))
                == Self.emitted(String(repeating: #"\uZZ"#, count: repeats))
        )
    }
}
