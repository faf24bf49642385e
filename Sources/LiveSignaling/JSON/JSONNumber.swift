/// A JSON number kept as the exact text it was written as, so `486` and `486.0` stay distinct
/// and re-encode byte for byte. Conversions to Swift numbers are explicit and checked.
public struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
    /// The RFC 8259 lexeme, e.g. `-12`, `486.0`, `1e+300`.
    public let lexeme: String

    /// Accepts only an RFC 8259 number lexeme.
    public init?(lexeme: String) {
        guard Self.isValidLexeme(lexeme.utf8) else { return nil }
        self.lexeme = lexeme
    }

    init(validatedLexeme: String) { self.lexeme = validatedLexeme }

    /// The integer written in decimal, with no fraction or exponent (`486`, `-12`).
    public init<Integer: BinaryInteger>(_ value: Integer) { lexeme = String(value) }

    /// A double as Swift prints it (shortest round-trip form, `486.0` for integral values);
    /// nil for infinities and NaN, which JSON cannot express.
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        lexeme = value == 0 && value.sign == .minus ? "-0.0" : "\(value)"
    }

    /// The lexeme, exactly as written.
    public var description: String { lexeme }

    /// True when the lexeme has neither a fraction nor an exponent.
    public var isIntegerLexeme: Bool {
        !lexeme.utf8.contains { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }
    }

    /// The value as a Double (may round; huge exponents give infinity, so check `isFinite`).
    public var doubleValue: Double { Double(lexeme) ?? .nan }

    /// The value as an integer of the given type when it is one exactly (`486`, `486.0` and
    /// `4.86e2` all give 486), or nil if it has a fraction or does not fit.
    public func exactly<Integer: FixedWidthInteger>(_: Integer.Type = Integer.self) -> Integer? {
        if isIntegerLexeme {
            return Integer(lexeme, radix: 10)
        }
        let double = doubleValue
        guard double.isFinite, double == double.rounded(.towardZero), Double(Int64.min) <= double,
            double < Double(Int64.max)
        else { return nil }
        // Above 2^53 a double no longer says which integer was written.
        guard abs(double) <= 9_007_199_254_740_992 else { return nil }
        return Integer(exactly: double)
    }

    /// True when the number has a non-zero fraction (`486.5`), as opposed to `486.0`.
    public var hasFraction: Bool {
        guard !isIntegerLexeme else { return false }
        let double = doubleValue
        return double.isFinite && double != double.rounded(.towardZero)
    }

    static func isValidLexeme(_ bytes: some Sequence<UInt8>) -> Bool {
        var iterator = Array(bytes)[...]
        if iterator.first == UInt8(ascii: "-") { iterator = iterator.dropFirst() }
        func digits(_ slice: inout ArraySlice<UInt8>) -> Int {
            var count = 0
            while let byte = slice.first, byte &- UInt8(ascii: "0") < 10 {
                slice = slice.dropFirst()
                count += 1
            }
            return count
        }
        guard let first = iterator.first else { return false }
        if first == UInt8(ascii: "0") {
            iterator = iterator.dropFirst()
        } else if digits(&iterator) == 0 {
            return false
        }
        if iterator.first == UInt8(ascii: ".") {
            iterator = iterator.dropFirst()
            guard digits(&iterator) > 0 else { return false }
        }
        if let byte = iterator.first, byte | 0x20 == UInt8(ascii: "e") {
            iterator = iterator.dropFirst()
            if let sign = iterator.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                iterator = iterator.dropFirst()
            }
            guard digits(&iterator) > 0 else { return false }
        }
        return iterator.isEmpty
    }
}

extension JSONNumber: ExpressibleByIntegerLiteral {
    /// Makes a number from an integer literal, written in decimal.
    public init(integerLiteral value: Int64) { self.init(value) }
}
