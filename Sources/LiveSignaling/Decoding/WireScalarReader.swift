/// Reads scalar values from tape entries for every container kind, with the same checks and
/// the same diagnostics everywhere. Each read either returns the value, or reports the problem
/// and returns nil (collecting mode) — the caller substitutes a neutral value.
struct WireScalarReader {
    let context: WireDecodingContext

    @inline(__always)
    func string(_ index: Int) throws(Diagnostic) -> String? {
        let entry = context.tape.entries[index]
        guard entry.kind == .string else {
            try mismatch("a string", index)
            return nil
        }
        return JSONStringDecoding.decode(entry, in: context.base)
    }

    @inline(__always)
    func bool(_ index: Int) throws(Diagnostic) -> Bool? {
        switch context.tape.entries[index].kind {
        case .true: return true
        case .false: return false
        default:
            try mismatch("true or false", index)
            return nil
        }
    }

    func double(_ index: Int) throws(Diagnostic) -> Double? {
        let entry = context.tape.entries[index]
        guard entry.kind == .number else {
            try mismatch("a number", index)
            return nil
        }
        let lexeme = UnsafeBufferPointer(start: context.base + Int(entry.offset), count: Int(entry.length))
        let value = JSONNumberParsing.double(lexeme)
        guard value.isFinite else {
            try context.report(
                .wireRange,
                entry: index,
                localOffset: Int(entry.offset),
                message: "\(WireDecoderImpl(context: context, entry: index).describe(index)) is too large for a double"
            )
            return nil
        }
        return value
    }

    /// Integers may be written in any exact form (`486`, `486.0`, `4.86e2`), as JSON Schema and
    /// Foundation both accept; a fraction is a type error, a value that does not fit a range error.
    @inline(__always)
    func integer<Integer: FixedWidthInteger>(_ index: Int, as: Integer.Type) throws(Diagnostic) -> Integer? {
        let entry = context.tape.entries[index]
        guard entry.kind == .number else {
            try mismatch("an integer", index)
            return nil
        }
        let lexeme = UnsafeBufferPointer(start: context.base + Int(entry.offset), count: Int(entry.length))
        // Most integers are written as integers: read them straight from the bytes.
        if entry.flags & JSONTape.isInteger != 0, let value = JSONNumberParsing.integer(lexeme, as: Integer.self) {
            return value
        }
        let number = JSONTapeValues.number(entry, context.base)
        if let value = number.exactly(Integer.self) {
            return value
        }
        if number.hasFraction {
            try mismatch("an integer", index)
        } else {
            try context.report(
                .wireRange,
                entry: index,
                localOffset: Int(entry.offset),
                message: "\(number.lexeme) does not fit \(Self.rangeName(Integer.self))"
            )
        }
        return nil
    }

    @inline(__always)
    func isNull(_ index: Int) -> Bool { context.tape.entries[index].kind == .null }

    private func mismatch(_ expected: String, _ index: Int) throws(Diagnostic) {
        try context.report(
            .wireType,
            entry: index,
            localOffset: Int(context.tape.entries[index].offset),
            message: Self.message(
                expected: expected,
                found: WireDecoderImpl(context: context, entry: index).describe(index)
            )
        )
    }

    /// `expected …, found …`, its bytes gathered first and made a String once: interpolating
    /// it grew the string piece by piece, ~1,700 instructions of the ~25,000 a message with a
    /// wrong type costs, and appending to a reserved String still cost ~1,300.
    private static func message(expected: String, found: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(17 + expected.utf8.count + found.utf8.count)
        bytes.append(contentsOf: "expected ".utf8)
        bytes.append(contentsOf: expected.utf8)
        bytes.append(contentsOf: ", found ".utf8)
        bytes.append(contentsOf: found.utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func rangeName<Integer: FixedWidthInteger>(_: Integer.Type) -> String {
        "\(Integer.isSigned ? "int" : "uint")\(Integer.bitWidth) (\(Integer.min)...\(Integer.max))"
    }
}

/// Number reading straight from lexeme bytes, without building a String first.
enum JSONNumberParsing {
    /// An integer lexeme (`-?[0-9]+`) as `Integer`, or nil when it does not fit.
    @inline(__always)
    static func integer<Integer: FixedWidthInteger>(_ bytes: UnsafeBufferPointer<UInt8>, as: Integer.Type) -> Integer? {
        guard var index = bytes.indices.first else { return nil }
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative {
            guard Integer.isSigned || bytes.count == 2 && bytes[1] == UInt8(ascii: "0") else { return nil }
            index += 1
        }
        var value: Integer = 0
        while index < bytes.count {
            let digit = Integer(truncatingIfNeeded: bytes[index] &- UInt8(ascii: "0"))
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) =
                negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return nil }
            value = next
            index += 1
        }
        return value
    }

    static func double(_ bytes: UnsafeBufferPointer<UInt8>) -> Double {
        if let exact = smallIntegerAsDouble(bytes) { return exact }
        return Double(String(decoding: bytes, as: UTF8.self)) ?? .nan
    }

    /// A lexeme of only digits (after an optional minus), at most 15 of them: below 2^53, so
    /// the integer converts exactly and gives what `strtod` rounds to, without a String and
    /// `strtod` (~450 instructions; a PK layout's rectangle has four such numbers). `-0`
    /// stays negative zero, as `strtod` reads it.
    private static func smallIntegerAsDouble(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        let negative = bytes.first == UInt8(ascii: "-")
        let first = negative ? 1 : 0
        guard bytes.count > first, bytes.count - first <= 15 else { return nil }
        var value = 0
        for index in first..<bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        let magnitude = Double(value)
        return negative ? -magnitude : magnitude
    }
}
