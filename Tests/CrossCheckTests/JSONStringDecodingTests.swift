@testable import LiveSignaling
import Testing

/// The three unescapers (into an array, into a stack buffer, and byte by byte) must agree on
/// every escape, and turn the malformed escapes the scanner never lets through into U+FFFD
/// rather than trap.
@Suite("String unescaping")
struct JSONStringDecodingTests {
    static func unescaped(_ body: String) -> [UInt8] {
        Array(body.utf8).withUnsafeBufferPointer { JSONStringDecoding.unescape($0) }
    }

    /// Through ``JSONStringDecoding/withUnescaped(_:_:)``: on the stack up to its limit.
    static func lent(_ body: String) -> [UInt8] {
        Array(body.utf8).withUnsafeBufferPointer { JSONStringDecoding.withUnescaped($0) { Array($0) } }
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
        #expect(Self.lent(body) == Self.emitted(body))
    }

    /// A body of `count` raw bytes, escapes throughout, so a wrong run boundary or a stale
    /// byte of the uninitialized stack buffer would show.
    static func escapedBody(rawCount count: Int) -> String {
        let unit = #"ab\n\u00e9\"c"#  // 14 raw bytes
        let whole = String(repeating: unit, count: count / unit.utf8.count)
        return whole + String(repeating: "z", count: count - whole.utf8.count)
    }

    @Test(
        "decodes on the stack up to its limit and on the heap past it",
        arguments: [
            JSONStringDecoding.stackDecodingLimit - 1, JSONStringDecoding.stackDecodingLimit,
            JSONStringDecoding.stackDecodingLimit + 1, 4 * JSONStringDecoding.stackDecodingLimit,
        ]
    )
    func stackLimit(rawCount: Int) {
        let body = Self.escapedBody(rawCount: rawCount)
        #expect(body.utf8.count == rawCount)
        #expect(Self.lent(body) == Self.emitted(body))
        // Malformed growth past the raw size falls back to appending on both sides of the limit.
        #expect(Self.lent(body + #"\u\u"#) == Self.emitted(body + #"\u\u"#))
    }

    @Test("a string entry with escapes decodes to its value")
    func decodesEntry() throws {
        let bytes = Array(#"{"k":"\u4e2d\ud83d\ude00 \"quoted\" \/ tail"}"#.utf8)
        var tape = JSONTape()
        try bytes.withUnsafeBytes { raw in
            #expect(JSONScanner.scan(raw, into: &tape, options: .default) == nil)
            let base = try #require(raw.baseAddress?.assumingMemoryBound(to: UInt8.self))
            #expect(JSONStringDecoding.decode(tape.entries[2], in: base) == "\u{4E2D}\u{1F600} \"quoted\" / tail")
        }
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
        #expect(Self.lent(body) == Array(repeating: replacement, count: repeats).flatMap { $0 })
        #expect(Self.unescaped(body + #"\"#) == Self.emitted(body + #"\"#))
        #expect(Self.unescaped(String(repeating: #"\ud800"#, count: repeats)).count == 3 * repeats)
        #expect(
            Self.unescaped(String(repeating: #"\uZZ"#, count: repeats))
                == Self.emitted(String(repeating: #"\uZZ"#, count: repeats))
        )
    }

    /// Every length either side of the word and half-word copies and of the small-string
    /// capacity, ASCII and not, with a different byte at each position so a copy that drops,
    /// repeats or misplaces one byte shows.
    @Test(
        "a validated string of any length becomes the same String as decoding it",
        arguments: Array(0...(JSONStringDecoding.smallStringCapacity + 2))
    )
    func smallStrings(count: Int) {
        let ascii = Array((0..<count).map { UInt8(ascii: "a") + UInt8($0) })
        // Two-byte "é"s and a trailing ASCII byte when the length is odd.
        let accented =
            Array(String(repeating: "é", count: count / 2).utf8) + (count % 2 == 1 ? [UInt8(ascii: "z")] : [])
        for bytes in [ascii, accented] {
            #expect(bytes.count == count)
            let made = bytes.withUnsafeBufferPointer { JSONStringDecoding.string(fromValidUTF8: $0) }
            #expect(made == String(decoding: bytes, as: UTF8.self))
            #expect(Array(made.utf8) == bytes)
        }
    }
}
