/// Reads an array's elements in order.
struct WireUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: WireDecoderImpl
    /// Tape index of the array, or ``WireDecoderImpl/absent``.
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
    private var reader: WireScalarReader { WireScalarReader(decoder: decoder) }

    var count: Int? {
        array == WireDecoderImpl.absent ? 0 : Int(context.tape.entries[array].length)
    }

    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    /// The next element's tape index and path, advancing; nil (after a report) past the end.
    private mutating func next() throws(WireDecodingError) -> (Int, [CodingKey])? {
        let key = WireIndexKey(index: currentIndex)
        guard !isAtEnd else {
            if array != WireDecoderImpl.absent, !reportedEnd {
                reportedEnd = true
                try context.report(
                    .wireCount,
                    at: codingPath,
                    localOffset: Int(context.tape.entries[array].offset),
                    message: "the array has \(count ?? 0) elements; more were expected"
                )
            }
            return nil
        }
        let index = cursor
        cursor = Int(context.tape.entries[index].end)
        currentIndex += 1
        return (index, codingPath + [key])
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
        guard let (index, path) = try next() else { return false }
        return try reader.bool(index, path: path) ?? false
    }

    mutating func decode(_ type: String.Type) throws -> String {
        guard let (index, path) = try next() else { return "" }
        return try reader.string(index, path: path) ?? ""
    }

    mutating func decode(_ type: Double.Type) throws -> Double {
        guard let (index, path) = try next() else { return 0 }
        return try reader.double(index, path: path) ?? 0
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

    private mutating func integer<Integer: FixedWidthInteger>() throws -> Integer {
        guard let (index, path) = try next() else { return 0 }
        return try reader.integer(index, path: path, as: Integer.self) ?? 0
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let key = WireIndexKey(index: currentIndex)
        guard let (index, _) = try next() else {
            return try T(from: decoder.child(WireDecoderImpl.absent, key: key))
        }
        return try T(from: decoder.child(index, key: key))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let key = WireIndexKey(index: currentIndex)
        let index = try next()?.0 ?? WireDecoderImpl.absent
        return try decoder.child(index, key: key).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
        let key = WireIndexKey(index: currentIndex)
        let index = try next()?.0 ?? WireDecoderImpl.absent
        return try decoder.child(index, key: key).unkeyedContainer()
    }

    mutating func superDecoder() throws -> Decoder {
        let key = WireIndexKey(index: currentIndex)
        let index = try next()?.0 ?? WireDecoderImpl.absent
        return decoder.child(index, key: key)
    }
}
