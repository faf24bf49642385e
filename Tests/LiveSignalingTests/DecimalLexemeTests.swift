import Testing

@testable import LiveSignaling

/// The streamed check compares a rect's sides as written; it must order them as their
/// values order.
@Suite struct DecimalLexemeTests {
    @Test("lexemes compare as the numbers they write")
    func comparesAsValues() {
        let lexemes = [
            "0", "0.0", "0.5", "0.50", "1", "1.0", "9", "10", "10.01", "10.1", "99.999", "100", "486", "486.0",
            "486.5", "864", "1000000",
        ]
        for lhs in lexemes {
            for rhs in lexemes {
                let exceeds = Array(lhs.utf8).withUnsafeBufferPointer { left in
                    Array(rhs.utf8).withUnsafeBufferPointer { right in DecimalLexeme.exceeds(left, right) }
                }
                #expect(exceeds == ((Double(lhs) ?? 0) > (Double(rhs) ?? 0)), "\(lhs) > \(rhs)")
            }
        }
    }
}
