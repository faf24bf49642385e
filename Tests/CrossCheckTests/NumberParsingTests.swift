@testable import LiveSignaling
import Testing

/// Number lexemes read straight from their bytes must give what the standard library's
/// parser (strtod) gives for the same text, bit for bit, on both sides of the shortcut for
/// small integers.
@Suite("Number parsing agrees with the standard library")
struct NumberParsingTests {
    static func parsed(_ lexeme: String) -> Double {
        Array(lexeme.utf8).withUnsafeBufferPointer { JSONNumberParsing.double($0) }
    }

    static let lexemes: [String] = [
        "0", "-0", "1", "-1", "486", "972", "-864", "4294967295",
        // 15 digits, the most the shortcut takes, and 16 and 17, which go to strtod.
        "999999999999999", "-999999999999999", "9007199254740993", "12345678901234567",
        "-0.0", "0.5", "1e3", "1E-2", "-2.5e+10", "1e400", "123456789012345678901234567890",
    ]

    @Test("every lexeme reads as Double(String) reads it", arguments: lexemes)
    func agrees(lexeme: String) throws {
        let expected = try #require(Double(lexeme))
        #expect(Self.parsed(lexeme).bitPattern == expected.bitPattern)
    }

    @Test("integers at and past the shortcut's 15 digits")
    func digitBoundary() {
        // A fixed linear congruential sequence: the same digits on every run.
        var state: UInt64 = 2026
        func digit(from low: UInt64) -> String {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return String(low + (state >> 33) % (10 - low))
        }
        for digits in 1...18 {
            for _ in 0..<200 {
                var text = digit(from: 1)
                for _ in 1..<digits { text += digit(from: 0) }
                for lexeme in [text, "-" + text] {
                    #expect(Self.parsed(lexeme).bitPattern == Double(lexeme)?.bitPattern, "\(lexeme)")
                }
            }
        }
    }
}
