import LiveSignaling
import Testing

@Suite("JSON writer")
struct JSONWriterTests {
    private let sample: JSONValue = [
        "url": "https://x/y", "n": .number(JSONNumber(lexeme: "486.0")!), "list": [1, true, nil], "empty": [:],
        "none": [], "ctl": "a\u{1}\u{8}\t\n\"\\é",
    ]

    @Test(
        "each client style, byte for byte",
        arguments: [
            (
                JSONStyle.compact,
                #"{"url":"https://x/y","n":486.0,"list":[1,true,null],"empty":{},"none":[],"ctl":"a\u0001\b\t\n\"\\é"}"#
            ),
            (
                JSONStyle.android,
                #"{"url":"https:\/\/x\/y","n":486.0,"list":[1,true,null],"empty":{},"none":[],"ctl":"a\u0001\b\t\n\"\\é"}"#
            ),
            (
                JSONStyle.flutter,
                #"{"url":"https://x/y","n":486.0,"list":[1,true,null],"empty":{},"none":[],"ctl":"a\u0001\b\t\n\"\\é"}"#
            ),
            (
                JSONStyle.documentation,
                #"{"url": "https://x/y", "n": 486.0, "list": [1, true, null], "empty": {}, "none": [], "ctl": "a\u0001\b\t\n\"\\é"}"#
            ),
            (
                JSONStyle.applePretty,
                "{\n  \"url\" : \"https:\\/\\/x\\/y\",\n  \"n\" : 486.0,\n  \"list\" : [\n    1,\n    true,\n    null\n  ],\n  \"empty\" : {\n\n  },\n  \"none\" : [\n\n  ],\n  \"ctl\" : \"a\\u0001\\b\\t\\n\\\"\\\\é\"\n}"
            ),
        ]
    )
    func styles(style: JSONStyle, expected: String) {
        #expect(JSONWriter(style: style).writeString(sample) == expected)
    }

    @Test("integers are written in decimal exactly as String(_:) writes them, at every width's bounds")
    func integerBounds() throws {
        let signed: [Int64] = [.min, .min + 1, -10, -9, -1, 0, 1, 9, 10, 99, 100, .max - 1, .max]
        #expect(
            try WireEncoder().encode(signed) == Array(("[" + signed.map(String.init).joined(separator: ",") + "]").utf8)
        )
        let unsigned: [UInt64] = [0, 1, UInt64(Int64.max), UInt64(Int64.max) + 1, .max]
        #expect(
            try WireEncoder().encode(unsigned)
                == Array(("[" + unsigned.map(String.init).joined(separator: ",") + "]").utf8)
        )
        let small: [Int8] = [.min, -1, 0, .max]
        #expect(try WireEncoder().encode(small) == Array("[-128,-1,0,127]".utf8))
    }

    /// The escapes the writer documents, written the slow, obvious way.
    static func referenceQuoted(_ text: String, escapingSlash: Bool) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/" where escapingSlash: out += "\\/"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Strings up to 4,096 bytes are escaped in one pass sized for the worst case (every byte
    /// six); longer ones run by run. Both sides of that limit, worst case included, must agree
    /// with the reference.
    @Test("strings at and past the one-pass limit escape like the reference", arguments: [4095, 4096, 4097, 9000])
    func longStrings(length: Int) {
        let pieces = ["a", "\"", "\\", "/", "\u{1}", "\u{1F}", "\n", "é", "\t"]
        let mixed = String((0..<length).map { Character(pieces[$0 % pieces.count]) }).utf8.prefix(length)
        let controls = String(repeating: "\u{1}", count: length)
        for text in [String(decoding: mixed, as: UTF8.self), controls] {
            for style in [JSONStyle.compact, .android] {
                let written = JSONWriter(style: style).writeString(.string(text))
                #expect(written == Self.referenceQuoted(text, escapingSlash: style.escapesSlash), "\(length) \(style)")
            }
        }
    }

    /// The escape scan reads words that overlap at the end of a string (the last eight bytes,
    /// or two halves of four); one byte to escape, at every place in every short length, must
    /// be found, and only once.
    @Test("one byte to escape anywhere in a short string escapes like the reference", arguments: Array(0...24))
    func shortStrings(length: Int) {
        for special in ["\"", "\\", "/", "\u{1}", "\n", "\u{1F}"] {
            for place in 0..<max(length, 1) {
                let text = String((0..<length).map { $0 == place ? Character(special) : "k" })
                for style in [JSONStyle.compact, .android] {
                    let written = JSONWriter(style: style).writeString(.string(text))
                    #expect(
                        written == Self.referenceQuoted(text, escapingSlash: style.escapesSlash),
                        "\(length) at \(place)"
                    )
                }
            }
        }
    }

    @Test("what is written reads back as the same value, in every style")
    func roundTrip() {
        for style in JSONStyle.all {
            let bytes = JSONWriter(style: style).write(sample)
            #expect(JSONReader().read(bytes).value == sample, "\(style)")
        }
    }

    @Test("paths quote keys that are not plain names")
    func paths() {
        let path: JSONPath = [
            .key("pk_users"), .embedded, .index(1), .key("rect"), .key("a b"), .key("9x"), .key("q\""),
        ]
        #expect(path.description == #"$.pk_users<json>[1].rect["a b"]["9x"]["q\""]"#)
    }
}
