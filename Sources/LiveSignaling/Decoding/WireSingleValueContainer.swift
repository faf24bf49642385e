/// Reads the decoder's own value as one scalar.
struct WireSingleValueContainer: SingleValueDecodingContainer {
    let decoder: WireDecoderImpl

    var codingPath: [CodingKey] { decoder.codingPath }
    private var reader: WireScalarReader { WireScalarReader(context: decoder.context) }
    private var index: Int? { decoder.isAbsent ? nil : decoder.entry }

    func decodeNil() -> Bool {
        guard let index else { return true }
        return reader.isNull(index)
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard let index else { return false }
        return try reader.bool(index) ?? false
    }

    func decode(_ type: String.Type) throws -> String {
        guard let index else { return "" }
        return try reader.string(index) ?? ""
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard let index else { return 0 }
        return try reader.double(index) ?? 0
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
    func decode(_ type: Int.Type) throws -> Int { try integer() }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

    // Inlined into each integer type's decode: left generic, every integer read went through
    // metadata lookups and protocol dispatch (~1,500 instructions where ~100 do).
    @inline(__always)
    private func integer<Integer: FixedWidthInteger>() throws -> Integer {
        guard let index else { return 0 }
        return try reader.integer(index, as: Integer.self) ?? 0
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: decoder)
    }
}
