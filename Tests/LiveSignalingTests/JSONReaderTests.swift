import LiveSignaling
import Testing

/// One read, for short test bodies.
private func read(_ text: String, _ options: JSONReaderOptions = .default) -> JSONReadResult {
    JSONReader(options: options).read(Array(text.utf8))
}

private func failure(_ text: String, _ options: JSONReaderOptions = .default) -> Diagnostic? {
    read(text, options).diagnostics.first { $0.severity == .error }
}

@Suite("JSON reader")
struct JSONReaderTests {
    @Test(
        "every JSON failure code comes with its offset and path",
        arguments: [
            (#"{"a":[1,2,}"#, "json.syntax", 10, "$.a[2]"),
            (#"[1,2,]"#, "json.syntax", 5, "$[1]"),
            (#"{"a":tru}"#, "json.syntax", 5, "$.a"),
            (#"{"a":"x\qy"}"#, "json.syntax", 7, "$.a"),
            (#"{'a':1}"#, "json.syntax", 1, "$"),
            (#"{"a":1 // c"#, "json.syntax", 7, "$.a"),
            (#"{"a":01}"#, "json.syntax", 5, "$.a"),
            (#"{"a":-}"#, "json.syntax", 6, "$.a"),
            (#"{"a":1.}"#, "json.syntax", 7, "$.a"),
            (#"{"a":1e}"#, "json.syntax", 7, "$.a"),
            (#"{"a" 1}"#, "json.syntax", 5, "$.a"),
            (#"{"a":1"#, "json.syntax", 6, "$.a"),
            (#"[NaN]"#, "json.syntax", 1, "$[0]"),
            (#"{"a":"\ud800"}"#, "json.utf8", 6, "$.a"),
            (#"{"a":"\udc00"}"#, "json.utf8", 6, "$.a"),
            (#"{"a":1} {}"#, "json.trailing-data", 8, "$"),
            ("", "json.syntax", 0, "$"),
        ]
    )
    func failures(text: String, code: String, offset: Int, path: String) throws {
        let diagnostic = try #require(failure(text))
        #expect(diagnostic.code.rawValue == code)
        #expect(diagnostic.offset == offset)
        #expect(diagnostic.path.description == path)
    }

    @Test("bytes that are not UTF-8 are json.utf8 at the bad byte")
    func invalidUTF8() throws {
        for bytes: [UInt8] in [
            [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],
            [0x22, 0xE2, 0x82, 0x22],
        ] {
            let diagnostic = try #require(JSONReader().read(bytes).diagnostics.first)
            #expect(diagnostic.code == .jsonUTF8)
            #expect(diagnostic.offset == 1)
        }
        #expect(JSONReader().read([0x22, 0xF0, 0x9F, 0x91, 0x8B, 0x22]).value == .string("👋"))
    }

    /// Non-ASCII text is stepped over a run of sequences at a time (Chinese text is nothing
    /// else): a sequence that is not UTF-8 is still found at its own byte, wherever it falls
    /// in the run, and every well-formed kind of sequence carries the run on.
    @Test("a bad sequence in a run of good ones is json.utf8 at its own byte")
    func invalidUTF8InARun() throws {
        let good: [[UInt8]] = [
            [0xC3, 0xA9], [0xE4, 0xB8, 0xAD], [0xE0, 0xA4, 0x85], [0xED, 0x9F, 0xBF], [0xEF, 0xBF, 0xBD],
            [0xF0, 0x9F, 0x91, 0x8B], [0xF1, 0x80, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
        ]
        let bad: [[UInt8]] = [
            [0xC0, 0xAF], [0xC2, 0x41], [0xE4, 0xB8, 0xE4], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0x80], [0xFF], [0xE4, 0x41, 0x41],
        ]
        for before in 0...good.count {
            let run = good.prefix(before).flatMap { $0 }
            for sequence in bad {
                let bytes = [0x22] + run + sequence + [0xE4, 0xB8, 0xAD, 0x22]
                let diagnostic = try #require(JSONReader().read(bytes).diagnostics.first)
                #expect(diagnostic.code == .jsonUTF8, "\(bytes)")
                #expect(diagnostic.offset == 1 + run.count, "\(bytes)")
            }
            let text = [0x22] + run + [0x41] + run + [0x22]
            let decoded = String(decoding: text.dropFirst().dropLast(), as: UTF8.self)
            #expect(JSONReader().read(text).value == .string(decoded))
        }
    }

    @Test("depth limit: at the limit reads, one past fails with json.depth")
    func depth() throws {
        var options = JSONReaderOptions()
        options.maxDepth = 5
        #expect(read("[[[[[]]]]]", options).isValid)
        let diagnostic = try #require(failure("[[[[[[]]]]]]", options))
        #expect(diagnostic.code == .jsonDepth)
        #expect(diagnostic.offset == 5)
        #expect(diagnostic.path.description == "$[0][0][0][0][0]")
        // The default limit is 64; 100 levels fail quickly instead of recursing.
        let hundred = failure(String(repeating: "[", count: 100) + String(repeating: "]", count: 100))
        #expect(hundred?.code == .jsonDepth)
        #expect(hundred?.offset == 64)
    }

    @Test("a million opening brackets fail at the depth limit without trapping")
    func hostileDepth() {
        let result = JSONReader().read(Array(repeating: UInt8(ascii: "["), count: 1_000_000))
        #expect(result.diagnostics.first?.code == .jsonDepth)
    }

    /// Texts with a value for every one or two bytes (the most entries a tape can hold for
    /// its size) read whole, and a run of unclosed brackets fails where the text ends, at
    /// the innermost array.
    @Test("the densest texts read whole, and unclosed brackets fail where they end")
    func denseTexts() throws {
        let packed = "[" + Array(repeating: "[0]", count: 200).joined(separator: ",") + "]"
        let nested = String(repeating: "[0,", count: 40) + "0" + String(repeating: "]", count: 40)
        for text in ["0", "[0]", "[[0],[0],[0]]", "[0,[0,[0,[0]]]]", #"{"":0,"":[0]}"#, packed, nested] {
            let result = read(text)
            #expect(result.value.map { JSONWriter().writeString($0) } == text)
        }
        let unclosed = try #require(failure("[[[[[[[[[["))
        #expect(unclosed.code == .jsonSyntax)
        #expect(unclosed.offset == 10)
        #expect(unclosed.path.description == "$" + String(repeating: "[0]", count: 10))
        let unclosedValues = try #require(failure(String(repeating: "[", count: 60) + "0"))
        #expect(unclosedValues.code == .jsonSyntax)
        #expect(unclosedValues.offset == 61)
    }

    @Test("document size: at the limit reads, one byte past fails with json.size")
    func size() throws {
        var options = JSONReaderOptions()
        options.maxDocumentSize = 7
        #expect(read(#""12345""#, options).isValid)
        let diagnostic = try #require(failure(#""123456""#, options))
        #expect(diagnostic.code == .jsonSize)
        #expect(diagnostic.offset == 7)
    }

    @Test("string length counts decoded UTF-8 bytes, keys included")
    func stringLength() throws {
        var options = JSONReaderOptions()
        options.maxStringLength = 4
        #expect(read(#"["abcd"]"#, options).isValid)
        #expect(read(#"["\u00e9\u00e9"]"#, options).isValid)
        #expect(failure(#"["abcde"]"#, options)?.code == .jsonStringLength)
        #expect(failure(#"["\u00e9\u00e9a"]"#, options)?.code == .jsonStringLength)
        let key = try #require(failure(#"{"abcde":1}"#, options))
        #expect(key.code == .jsonStringLength)
        #expect(key.offset == 1)
    }

    @Test("container size: at the limit reads, one past fails with json.container-size at the container")
    func containerSize() throws {
        var options = JSONReaderOptions()
        options.maxContainerSize = 3
        #expect(read("[1,2,3]", options).isValid)
        #expect(read(#"{"a":1,"b":2,"c":3}"#, options).isValid)
        let array = try #require(failure(#"{"x":[1,2,3,4]}"#, options))
        #expect(array.code == .jsonContainerSize)
        #expect(array.path.description == "$.x")
        #expect(array.offset == 12)
        #expect(failure(#"{"a":1,"b":2,"c":3,"d":4}"#, options)?.code == .jsonContainerSize)
    }

    @Test("options clamp to their hard bounds")
    func clamping() {
        var options = JSONReaderOptions(maxDepth: 100_000, maxDocumentSize: -5)
        #expect(options.maxDepth == JSONReaderOptions.maximumDepth)
        #expect(options.maxDocumentSize == 0)
        options.maxDepth = 0
        #expect(options.maxDepth == 1)
    }

    @Test("repeated keys are warnings with the later key's offset; the text stays valid")
    func duplicates() throws {
        let result = read(#"{"a":1,"b":{"c":1,"c":2},"a":3}"#)
        #expect(result.isValid)
        let warnings = result.diagnostics.map { "\($0.code)@\($0.offset ?? -1) \($0.path)" }
        #expect(Set(warnings) == ["json.duplicate-key@18 $.b.c", "json.duplicate-key@25 $.a"])
        // Escapes do not hide a repeat, and large objects are checked too.
        #expect(read(#"{"a":1,"\u0061":2}"#).diagnostics.count == 1)
        let many = "{" + (0..<40).map { "\"k\($0)\":0" }.joined(separator: ",") + ",\"k7\":1}"
        #expect(read(many).diagnostics.map(\.path.description) == ["$.k7"])
        // In a large object a repeat is found however either spelling is escaped, each once.
        let escaped = "{" + (0..<40).map { "\"k\($0)\":0" }.joined(separator: ",") + #","\u006b7":1,"k\u0039":2}"#
        #expect(read(escaped).diagnostics.map(\.path.description) == ["$.k7", "$.k9"])
    }

    @Test("values keep key order, repeated keys and number lexemes")
    func values() throws {
        let value = try #require(read(#"{"z":486,"a":486.0,"m":-0,"e":1E+2,"s":"\u00e9\n\/"}"#).value)
        guard case .object(let object) = value else {
            Issue.record("not an object")
            return
        }
        #expect(object.keys == ["z", "a", "m", "e", "s"])
        #expect(object["z"] == .number(JSONNumber(lexeme: "486")!))
        #expect(object["a"] == .number(JSONNumber(lexeme: "486.0")!))
        #expect(object["z"] != object["a"])
        #expect(object["e"]?.numberValue?.lexeme == "1E+2")
        #expect(object["s"] == .string("é\n/"))
    }

    @Test("the bytes tell the writer's style")
    func facts() throws {
        let pretty = read("{\n  \"a\" : \"x\\/y\",\n  \"b\" : 1.0\n}\n")
        #expect(pretty.facts.hasNewlines)
        #expect(pretty.facts.hasSpacedColon)
        #expect(pretty.facts.hasEscapedSlash)
        #expect(pretty.facts.hasZeroFraction)
        #expect(!read("[486.5, 4.0e2]").facts.hasZeroFraction)
        let compact = read("{\"a\":\"x/y\",\"b\":1}\n")
        #expect(compact.facts.isCompact)
        #expect(compact.facts.hasBareSlash)
        #expect(!compact.facts.hasZeroFraction)
    }

    @Test("JSONNumber converts only what is exact")
    func numbers() throws {
        #expect(JSONNumber(lexeme: "486.0")?.exactly(Int.self) == 486)
        #expect(JSONNumber(lexeme: "4.86e2")?.exactly(Int.self) == 486)
        #expect(JSONNumber(lexeme: "486.5")?.exactly(Int.self) == nil)
        #expect(JSONNumber(lexeme: "486.5")?.hasFraction == true)
        #expect(JSONNumber(lexeme: "4294967296")?.exactly(UInt32.self) == nil)
        #expect(JSONNumber(lexeme: "4294967295")?.exactly(UInt32.self) == UInt32.max)
        #expect(JSONNumber(lexeme: "-1")?.exactly(UInt.self) == nil)
        #expect(JSONNumber(lexeme: "1e400")?.exactly(Int.self) == nil)
        for bad in ["01", "+1", "1.", ".5", "1e", "NaN", "", "-", "0x10"] {
            #expect(JSONNumber(lexeme: bad) == nil, "\(bad)")
        }
        #expect(JSONNumber(Double.nan) == nil)
        #expect(JSONNumber(486.0)?.lexeme == "486.0")
    }
}
