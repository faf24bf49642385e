/// Reads an array's elements in order.
struct WireUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: WireDecoderImpl
    /// Tape index of the array, or an absent marker (negative).
    let array: Int
    private(set) var currentIndex = 0
    /// Tape index of the next element.
    private var cursor: Int
    /// Reading past the end is reported once per array, not once per read.
    private var reportedEnd = false

    init(decoder: WireDecoderImpl, array: Int) {
        self.decoder = decoder
        self.array = array
        self.cursor = array + 1
    }

    var codingPath: [CodingKey] { decoder.codingPath }
    private var context: WireDecodingContext { decoder.context }
    private var reader: WireScalarReader { WireScalarReader(context: decoder.context) }

    var count: Int? {
        array < 0 ? 0 : Int(context.tape.entries[array].length)
    }

    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    /// The next element's tape index, advancing; nil (after a report) past the end.
    private mutating func next() throws(Diagnostic) -> Int? {
        guard !isAtEnd else {
            if array >= 0, !reportedEnd {
                reportedEnd = true
                try context.report(
                    .wireCount,
                    entry: array,
                    localOffset: Int(context.tape.entries[array].offset),
                    message: "the array has \(count ?? 0) elements; more were expected"
                )
            }
            return nil
        }
        let index = cursor
        cursor = Int(context.tape.entries[index].end)
        currentIndex += 1
        return index
    }

    private func absent() -> WireDecoderImpl {
        decoder.child(WireDecoderImpl.absent(under: max(array, -1)))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { return false }
        if reader.isNull(cursor) {
            _ = try next()
            return true
        }
        return false
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        guard let index = try next() else { return false }
        return try reader.bool(index) ?? false
    }

    mutating func decode(_ type: String.Type) throws -> String {
        guard let index = try next() else { return "" }
        return try reader.string(index) ?? ""
    }

    mutating func decode(_ type: Double.Type) throws -> Double {
        guard let index = try next() else { return 0 }
        return try reader.double(index) ?? 0
    }

    mutating func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer() }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

    // Inlined into each integer type's decode: left generic, every integer read went through
    // metadata lookups and protocol dispatch (~1,500 instructions where ~100 do).
    @inline(__always)
    private mutating func integer<Integer: FixedWidthInteger>() throws -> Integer {
        guard let index = try next() else { return 0 }
        return try reader.integer(index, as: Integer.self) ?? 0
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard let index = try next() else { return try T(from: absent()) }
        return try T(from: decoder.child(index))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let child = try next().map(decoder.child) ?? absent()
        return try child.container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
        let child = try next().map(decoder.child) ?? absent()
        return try child.unkeyedContainer()
    }

    mutating func superDecoder() throws -> Decoder {
        try next().map(decoder.child) ?? absent()
    }
}
