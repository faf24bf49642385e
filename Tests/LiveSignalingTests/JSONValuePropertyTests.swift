import LiveSignaling
import PropertyBased
import Testing

/// Builds an arbitrary JSON value from a seed, with every kind, escapes, non-ASCII text and
/// number lexemes of every shape, bounded in depth and width.
struct RandomJSON {
    private var state: UInt64

    init(seed: UInt64) { state = seed | 1 }

    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func value(depth: Int = 0) -> JSONValue {
        switch below(depth > 4 ? 5 : 7) {
        case 0: return .null
        case 1: return .bool(below(2) == 0)
        case 2: return .number(number())
        case 3, 4: return .string(string())
        case 5: return .array((0..<below(5)).map { _ in value(depth: depth + 1) })
        default:
            return .object(JSONObject((0..<below(5)).map { _ in .init(key: string(), value: value(depth: depth + 1)) }))
        }
    }

    private mutating func number() -> JSONNumber {
        let forms = [
            "0", "-0", "486", "486.0", "-12.5e-3", "1E+400", "4294967296", "0.000001", "123456789012345678901234567890",
        ]
        return JSONNumber(lexeme: forms[below(forms.count)])!
    }

    private mutating func string() -> String {
        let pieces = ["a", "Z", "_", " ", "/", "\\", "\"", "\n", "\u{1}", "\u{7f}", "é", "加", "👋", "\u{2028}", "\u{0}"]
        return (0..<below(8)).map { _ in pieces[below(pieces.count)] }.joined()
    }
}

@Suite("JSON value round trips")
struct JSONValuePropertyTests {
    @Test("write then read gives back the same value in every style")
    func writeRead() async {
        await propertyCheck(count: 300, input: Gen<UInt64>.value()) { seed in
            var generator = RandomJSON(seed: seed)
            let value = generator.value()
            for style in JSONStyle.all {
                let result = JSONReader().read(JSONWriter(style: style).write(value))
                #expect(result.value == value)
            }
        }
    }

    @Test("arbitrary bytes never trap the reader or the family decoder")
    func arbitraryBytes() async {
        await propertyCheck(count: 500, input: Gen<UInt8>.value().array(of: 0...64)) { bytes in
            let read = JSONReader().read(bytes)
            #expect(read.isValid || read.diagnostics.contains { $0.severity == .error })
            let decoded = SignalDecoder().decode(bytes)
            #expect(decoded.isValid || !decoded.diagnostics.isEmpty)
        }
    }
}
