@_spi(Testing) @testable import LiveSignaling
import Testing

/// The typed writers (the fast path) and the Codable encoder must write the same bytes, or
/// fail the same way, for every message in every dialect of its family.
@Suite("Typed writers agree with the Codable encoder")
struct TypedWriterTests {
    static func bothPaths(
        _ message: WireMessage,
        dialect: String?
    ) -> (typed: Result<[UInt8], SignalEncoder.Failure>, codable: Result<[UInt8], SignalEncoder.Failure>) {
        var codable = SignalEncoder()
        codable.usesTypedWriters = false
        return (
            Result { () throws(SignalEncoder.Failure) in try SignalEncoder().encode(message, dialect: dialect) },
            Result { () throws(SignalEncoder.Failure) in try codable.encode(message, dialect: dialect) }
        )
    }

    /// Every decoded vector and common-case message, in its own and every other dialect.
    static var messages: [WireMessage] {
        let sources =
            CrossVector.all.map { ($0.bytes, $0.family.flatMap(WireFamily.init(rawValue:))) }
            + TypedReaderTests.commonCase.map { (Array($0.utf8), nil) }
        return sources.compactMap { SignalDecoder().decode($0.0, as: $0.1).message }
    }

    @Test("every message in every dialect encodes alike on both paths")
    func everyDialect() {
        var compared = 0
        for message in Self.messages {
            let family = message.family
            let dialects: [String?] = [nil] + family.dialects(version: family.versions.last ?? 1).map(Optional.some)
            for dialect in dialects {
                let (typed, codable) = Self.bothPaths(message, dialect: dialect)
                #expect(typed == codable, "\(message) as \(dialect ?? "its own dialect")")
                compared += 1
            }
        }
        #expect(compared > 100)
    }

    @Test("the common case is written by the typed writers", arguments: TypedReaderTests.commonCase)
    func writesTheCommonCase(_ text: String) throws {
        let message = try #require(SignalDecoder().decode(Array(text.utf8)).message)
        let value: any TypedWritable
        switch message {
        case .chatCustom(let v): value = v
        default:
            Issue.record("no typed writer for \(message.family)")
            return
        }
        var writer = TypedWriter(style: .compact)
        #expect(throws: Never.self) { try value.write(to: &writer, embeddedStyle: .compact) }
    }

    @Test("a value with unknown fields is left to Codable, which keeps them")
    func unknownFieldsGoToCodable() throws {
        let text = #"{"cmd":"like_msg","msg":{"type":1,"likeCount":30},"battery":87}"#
        let message = try #require(SignalDecoder().decode(Array(text.utf8)).message)
        guard case .chatCustom(let value) = message else {
            Issue.record("not a custom message")
            return
        }
        var writer = TypedWriter(style: .compact)
        #expect(throws: TypedWriteMiss.self) { try value.write(to: &writer, embeddedStyle: .compact) }
        #expect(try SignalEncoder().encode(message) == Array(text.utf8))
    }

    /// A string member is written in one session when its value has nothing to escape and
    /// by the two general calls otherwise; both must give the general calls' bytes, in every
    /// style (pretty layout and the slash escape differ), first in an object and after
    /// another member, either side of the one-session limit.
    @Test(
        "a string member writes what the member and quoted-string writers write",
        arguments: JSONStyle.all
    )
    func stringMemberMatchesGeneralPath(style: JSONStyle) {
        let limit = JSONOutput.oneSessionLimit
        let values = [
            "", "u", "user_1", "room-519-abcdefgh", "a/b", #"say "hi""#, "tab\there", "é中😀",
            String(repeating: "x", count: limit), String(repeating: "x", count: limit + 1),
            String(repeating: "x", count: limit - 1) + "/",
        ]
        for value in values {
            for index in 0..<2 {
                var fused = JSONOutput(style: style, capacity: 16)
                var general = JSONOutput(style: style, capacity: 16)
                Array(value.utf8).withUnsafeBufferPointer {
                    fused.writeMember(index: index, depth: 1, key: "sender_id", quoted: $0)
                    general.writeMember(index: index, depth: 1, key: "sender_id")
                    general.writeQuoted(utf8: $0)
                }
                #expect(fused.bytes.take() == general.bytes.take(), "\(style.name) \(index) \(value.prefix(20))")
            }
        }
    }
}
