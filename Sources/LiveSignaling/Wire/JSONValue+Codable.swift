// JSONValue decodes from any Decoder (so unknown fields survive Foundation's JSONDecoder too)
// and, through the wire coders, keeps key order and number lexemes exactly.

extension JSONValue: Codable {
    /// Decodes whatever JSON value is there, so unknown fields survive any decoder.
    ///
    /// Through ``WireDecoder`` it is the value as sent, with key order and number lexemes exact, and `null`
    /// where the key is absent. Through another decoder, members come in the order the decoder lists them
    /// and a number is read as an `Int64`, a `UInt64` or a `Double`.
    public init(from decoder: Decoder) throws {
        if let wire = decoder as? WireDecoderImpl {
            self =
                wire.isAbsent
                ? .null : JSONTapeValues.value(at: wire.entry, in: wire.context.tape, bytes: wire.context.base)
            return
        }
        if let keyed = try? decoder.container(keyedBy: AnyCodingKey.self) {
            var object = JSONObject()
            for key in keyed.allKeys {
                object.members.append(.init(key: key.stringValue, value: try keyed.decode(JSONValue.self, forKey: key)))
            }
            self = .object(object)
            return
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !unkeyed.isAtEnd {
                elements.append(try unkeyed.decode(JSONValue.self))
            }
            self = .array(elements)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let flag = try? single.decode(Bool.self) {
            self = .bool(flag)
        } else if let integer = try? single.decode(Int64.self) {
            self = .number(JSONNumber(integer))
        } else if let integer = try? single.decode(UInt64.self) {
            self = .number(JSONNumber(integer))
        } else if let double = try? single.decode(Double.self), let number = JSONNumber(double) {
            self = .number(number)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    /// Writes the value as held.
    ///
    /// Through ``WireEncoder`` the bytes keep its key order and number lexemes. Through another encoder, a
    /// number whose lexeme is an integer is written as an `Int64` or `UInt64` when it fits, any other as a
    /// `Double`.
    public func encode(to encoder: Encoder) throws {
        if let wire = encoder as? WireEncoderImpl {
            wire.stream.beginValue(depth: wire.depth)
            wire.stream.output.write(self, depth: wire.depth)
            return
        }
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let flag):
            var single = encoder.singleValueContainer()
            try single.encode(flag)
        case .number(let number):
            var single = encoder.singleValueContainer()
            if number.isIntegerLexeme, let integer = Int64(number.lexeme) {
                try single.encode(integer)
            } else if number.isIntegerLexeme, let integer = UInt64(number.lexeme) {
                try single.encode(integer)
            } else {
                try single.encode(number.doubleValue)
            }
        case .string(let text):
            var single = encoder.singleValueContainer()
            try single.encode(text)
        case .array(let elements):
            var unkeyed = encoder.unkeyedContainer()
            for element in elements { try unkeyed.encode(element) }
        case .object(let object):
            var keyed = encoder.container(keyedBy: AnyCodingKey.self)
            for member in object.members {
                try keyed.encode(member.value, forKey: AnyCodingKey(stringValue: member.key))
            }
        }
    }
}

extension JSONObject: Codable {
    /// Decodes a JSON object as ``JSONValue`` decodes one; throws
    /// `DecodingError.typeMismatch` when the value is not an object.
    public init(from decoder: Decoder) throws {
        guard case .object(let object) = try JSONValue(from: decoder) else {
            throw DecodingError.typeMismatch(
                JSONObject.self,
                .init(codingPath: decoder.codingPath, debugDescription: "expected an object")
            )
        }
        self = object
    }

    /// Writes the object as ``JSONValue/object(_:)`` writes it.
    public func encode(to encoder: Encoder) throws {
        try JSONValue.object(self).encode(to: encoder)
    }
}
