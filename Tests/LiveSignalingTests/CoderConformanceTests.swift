import Foundation
import LiveSignaling
import Testing

/// Every scalar type and container shape the coding protocols offer, to hold WireEncoder and
/// WireDecoder to Foundation's behaviour.
private struct Everything: Codable, Equatable {
    var bool = true
    var string = "é/\"x\""
    var double = 0.25
    var float: Float = 1.5
    var int = -7
    var int8: Int8 = -8
    var int16: Int16 = -16
    var int32: Int32 = -32
    var int64: Int64 = .min
    var uint: UInt = 7
    var uint8: UInt8 = 255
    var uint16: UInt16 = 16
    var uint32: UInt32 = .max
    var uint64: UInt64 = .max
    var optional: String? = nil
    var present: Int? = 3
    var list: [Int8] = [1, -1]
    var nested: [[UInt16]] = [[1], []]
    var map: [String: Bool] = ["k": false]
    var unkeyed = Unkeyed()
    var single = Single(value: 42)
}

/// Encodes through an unkeyed container, one element of each type.
private struct Unkeyed: Codable, Equatable {
    var values: [String] = []

    init() {}

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        _ = try container.decodeNil()
        values.append(String(try container.decode(Bool.self)))
        values.append(try container.decode(String.self))
        values.append(String(try container.decode(Double.self)))
        values.append(String(try container.decode(Float.self)))
        values.append(String(try container.decode(Int.self)))
        values.append(String(try container.decode(Int8.self)))
        values.append(String(try container.decode(Int16.self)))
        values.append(String(try container.decode(Int32.self)))
        values.append(String(try container.decode(Int64.self)))
        values.append(String(try container.decode(UInt.self)))
        values.append(String(try container.decode(UInt8.self)))
        values.append(String(try container.decode(UInt16.self)))
        values.append(String(try container.decode(UInt32.self)))
        values.append(String(try container.decode(UInt64.self)))
        var inner = try container.nestedUnkeyedContainer()
        values.append(String(try inner.decode(Int.self)))
        let keyed = try container.nestedContainer(keyedBy: AnyCodingKey.self)
        values.append(try keyed.decode(String.self, forKey: AnyCodingKey(stringValue: "k")))
        values.append(String(try container.decode(Single.self).value))
        #expect(container.isAtEnd)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encodeNil()
        try container.encode(true)
        try container.encode("s")
        try container.encode(0.5)
        try container.encode(Float(2.5))
        try container.encode(Int(1))
        try container.encode(Int8(2))
        try container.encode(Int16(3))
        try container.encode(Int32(4))
        try container.encode(Int64(5))
        try container.encode(UInt(6))
        try container.encode(UInt8(7))
        try container.encode(UInt16(8))
        try container.encode(UInt32(9))
        try container.encode(UInt64(10))
        var inner = container.nestedUnkeyedContainer()
        try inner.encode(11)
        var keyed = container.nestedContainer(keyedBy: AnyCodingKey.self)
        try keyed.encode("twelve", forKey: AnyCodingKey(stringValue: "k"))
        try container.encode(Single(value: 13))
    }

    static func == (lhs: Unkeyed, rhs: Unkeyed) -> Bool { true }
}

/// Encodes through a single-value container.
private struct Single: Codable, Equatable {
    var value: Int16

    init(value: Int16) { self.value = value }

    init(from decoder: Decoder) throws {
        value = try decoder.singleValueContainer().decode(Int16.self)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

@Suite("Wire coders against Foundation")
struct CoderConformanceTests {
    @Test("every scalar type and container shape round-trips and reads what Foundation writes")
    func everything() throws {
        let value = Everything()
        let wire = try WireEncoder().encode(value)
        #expect(try WireDecoder().decode(Everything.self, from: wire) == value)
        let foundation = try JSONEncoder().encode(value)
        #expect(try WireDecoder().decode(Everything.self, from: foundation) == value)
        #expect(try JSONDecoder().decode(Everything.self, from: Data(wire)) == value)
    }

    @Test("scalars out of range or of the wrong kind are reported for every integer width")
    func scalarProblems() throws {
        struct Widths: Decodable {
            var a: Int8, b: UInt8, c: Int16, d: UInt16, e: Int32, f: UInt, g: Float, h: Bool
        }
        let bytes = Array(#"{"a":128,"b":-1,"c":1.5,"d":"x","e":2147483648,"f":-3,"g":1e400,"h":1}"#.utf8)
        let result = bytes.withUnsafeBytes { WireDecoder().decodeReportingAll(Widths.self, from: $0) }
        let found = Set(result.diagnostics.map { "\($0.code) \($0.path)" })
        #expect(
            found == [
                "wire.range $.a", "wire.range $.b", "wire.type $.c", "wire.type $.d", "wire.range $.e",
                "wire.range $.f",
                "wire.range $.g", "wire.type $.h",
            ]
        )
    }

    @Test("arrays: too few elements and wrong kinds are reported at their index")
    func arrays() throws {
        let bytes = Array(#"{"u":[1,"x",null]}"#.utf8)
        struct Holder: Decodable {
            var u: Unkeyed
        }
        let result = bytes.withUnsafeBytes { WireDecoder().decodeReportingAll(Holder.self, from: $0) }
        let codes = result.diagnostics.map { "\($0.code) \($0.path)" }
        // [0] is not a Bool, [1] is the String, [2] is null where a Double belongs; then the
        // array ends early, which is one finding however many reads follow.
        #expect(codes.filter { $0 != "wire.count $.u" } == ["wire.type $.u[0]", "wire.type $.u[2]"])
        #expect(codes.filter { $0 == "wire.count $.u" }.count == 1)
    }

    @Test("non-finite doubles cannot be encoded")
    func nonFinite() {
        #expect(throws: WireEncodingError.self) { _ = try WireEncoder().encode([Double.infinity]) }
    }

    @Test("a Dart client writes doubles with a fraction, Apple without")
    func doubleForms() throws {
        #expect(
            String(decoding: try WireEncoder(style: .flutter).encode([486.0, -0.5, 1e300]), as: UTF8.self)
                == "[486.0,-0.5,1e+300]"
        )
        #expect(
            String(decoding: try WireEncoder(style: .appleCompact).encode([486.0, -0.5]), as: UTF8.self) == "[486,-0.5]"
        )
    }

    @Test("source locations: line, column and the line's text")
    func sourceLocation() {
        let text = Array("{\n  \"a\" : 1,\r\n  \"b\" : tru\n}".utf8)
        let location = SourceLocation(offset: 22, in: text)
        #expect(location.line == 3)
        #expect(location.column == 9)
        #expect(location.lineText == #"  "b" : tru"#)
        #expect(SourceLocation(offset: 10_000, in: text).line == 4)
        #expect(SourceLocation(offset: 12, in: text).lineText == #"  "a" : 1,"#)
    }

    @Test("a line index places every offset: at a break, after CRLF, past either end, a final CR")
    func sourceLineIndex() {
        let text = Array("ab\r\ncd\n\nef\r".utf8)
        let index = SourceLineIndex(text)
        let expected: [(offset: Int, line: Int, column: Int, range: Range<Int>)] = [
            (-5, 1, 1, 0..<2), (0, 1, 1, 0..<2), (2, 1, 3, 0..<2), (3, 1, 4, 0..<2),
            (4, 2, 1, 4..<6), (6, 2, 3, 4..<6), (7, 3, 1, 7..<7), (8, 4, 1, 8..<10),
            (11, 4, 4, 8..<10), (99, 4, 4, 8..<10),
        ]
        for (offset, line, column, range) in expected {
            let position = index.position(of: offset)
            #expect(position.line == line && position.column == column && position.lineRange == range, "\(offset)")
            let location = SourceLocation(offset: offset, in: text)
            #expect(location.line == line && location.column == column)
            #expect(location.lineText == String(decoding: text[range], as: UTF8.self))
        }
        let empty = SourceLineIndex([]).position(of: 3)
        #expect(empty.line == 1 && empty.column == 1 && empty.lineRange == 0..<0)
    }

    @Test("severities order note < warning < error; codes know their catalogue entry")
    func severities() {
        #expect(Severity.note < .warning && Severity.warning < .error)
        #expect(DiagnosticCode.jsonDuplicateKey.defaultSeverity == .warning)
        #expect(DiagnosticCode(rawValue: "x.unknown").defaultSeverity == .error)
        #expect(DiagnosticCode.seiTrailingNUL.entry?.severity == .note)
        #expect(
            Diagnostic(.wireEnum, path: [.key("a")], offset: 3, message: "m").description
                == "error[wire.enum] $.a at byte 3: m"
        )
    }
}

/// Stream extra info shares its flag keys with the device state; the device state's other keys
/// (`type`, `sender_id`) beside them are the sender's own and survive a round trip (they were
/// dropped: the type counted them as its own without reading them).
@Suite struct StreamExtraInfoKeysTests {
    @Test func aDeviceStateKeyBesideTheFlagsIsKept() throws {
        let sent = Data(#"{"cam":true,"mic":false,"type":5,"sender_id":"h"}"#.utf8)
        let foundation = try JSONDecoder().decode(SEIDeviceState.StreamExtraInfo.self, from: sent)
        #expect(foundation.unknownFields["type"] == 5 && foundation.unknownFields["sender_id"] == "h")
        // The wire decoder keeps the order too, so the bytes come back as sent.
        let wire = try WireDecoder().decode(SEIDeviceState.StreamExtraInfo.self, from: [UInt8](sent))
        let written = try SignalEncoder().encode(.seiStreamExtraInfo(wire))
        #expect(written == [UInt8](sent))
    }
}
