/// Reads scalar values from tape entries for every container kind, with the same checks and
/// the same diagnostics everywhere. Each read either returns the value, or reports the problem
/// and returns nil (collecting mode) — the caller substitutes a neutral value.
struct WireScalarReader {
    let decoder: WireDecoderImpl

    private var context: WireDecodingContext { decoder.context }

    func string(_ index: Int, path: [CodingKey]) throws(WireDecodingError) -> String? {
        let entry = context.tape.entries[index]
        guard entry.kind == .string else {
            try mismatch("a string", index, path)
            return nil
        }
        return JSONStringDecoding.decode(entry, in: context.base)
    }

    func bool(_ index: Int, path: [CodingKey]) throws(WireDecodingError) -> Bool? {
        switch context.tape.entries[index].kind {
        case .true: return true
        case .false: return false
        default:
            try mismatch("true or false", index, path)
            return nil
        }
    }

    func double(_ index: Int, path: [CodingKey]) throws(WireDecodingError) -> Double? {
        let entry = context.tape.entries[index]
        guard entry.kind == .number else {
            try mismatch("a number", index, path)
            return nil
        }
        let value = JSONTapeValues.number(entry, context.base).doubleValue
        guard value.isFinite else {
            try context.report(
                .wireRange,
                at: path,
                localOffset: Int(entry.offset),
                message: "\(decoder.describe(index)) is too large for a double"
            )
            return nil
        }
        return value
    }

    /// Integers may be written in any exact form (`486`, `486.0`, `4.86e2`), as JSON Schema and
    /// Foundation both accept; a fraction is a type error, a value that does not fit a range error.
    func integer<Integer: FixedWidthInteger>(
        _ index: Int,
        path: [CodingKey],
        as: Integer.Type
    ) throws(WireDecodingError) -> Integer? {
        let entry = context.tape.entries[index]
        guard entry.kind == .number else {
            try mismatch("an integer", index, path)
            return nil
        }
        let number = JSONTapeValues.number(entry, context.base)
        if let value = number.exactly(Integer.self) {
            return value
        }
        if number.hasFraction {
            try mismatch("an integer", index, path)
        } else {
            try context.report(
                .wireRange,
                at: path,
                localOffset: Int(entry.offset),
                message: "\(number.lexeme) does not fit \(Self.rangeName(Integer.self))"
            )
        }
        return nil
    }

    func isNull(_ index: Int) -> Bool { context.tape.entries[index].kind == .null }

    private func mismatch(_ expected: String, _ index: Int, _ path: [CodingKey]) throws(WireDecodingError) {
        try context.report(
            .wireType,
            at: path,
            localOffset: Int(context.tape.entries[index].offset),
            message: "expected \(expected), found \(decoder.describe(index))"
        )
    }

    static func rangeName<Integer: FixedWidthInteger>(_: Integer.Type) -> String {
        "\(Integer.isSigned ? "int" : "uint")\(Integer.bitWidth) (\(Integer.min)...\(Integer.max))"
    }
}
