@testable import LiveSignaling
import Testing

/// The writers' byte buffer copies short runs by hand and grows in steps; every run length
/// around those steps must land exactly where `Array.append(contentsOf:)` would put it.
@Suite("Output bytes")
struct OutputBytesTests {
    /// Lengths at and either side of the hand-copy steps (4, 8, 16), the growth step (64)
    /// and the zeroed room copied at a time (256).
    static let lengths = [0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 63, 64, 65, 200, 256, 257, 700]

    static func run(_ length: Int, seed: Int) -> [UInt8] {
        (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ seed) }
    }

    @Test(
        "runs of every length, from every starting room, match a plain array",
        arguments: [0, 1, 16, 17, 255, 256, 257, 1000]
    )
    func runsMatchAPlainArray(capacity: Int) {
        var output = OutputBytes(capacity: capacity)
        var expected: [UInt8] = []
        for (step, length) in (Self.lengths + Self.lengths.reversed()).enumerated() {
            let bytes = Self.run(length, seed: step)
            bytes.withUnsafeBufferPointer { output.append($0) }
            expected += bytes
            output.append(UInt8(step))
            expected.append(UInt8(step))
            #expect(output.count == expected.count)
        }
        output.append("\"tail\"")
        output.append(utf8: "é/✓")
        expected += Array("\"tail\"é/✓".utf8)
        #expect(output.withWritten { Array($0) } == expected)
        let taken = output.take()
        #expect(taken == expected)
        #expect(taken.count == expected.count)
        #expect(output.count == 0 && output.take().isEmpty)
    }

    @Test("continuing an array appends after its bytes and gives them all back")
    func continuing() {
        for length in Self.lengths {
            let existing = Self.run(length, seed: 7)
            var output = OutputBytes(continuing: existing)
            #expect(output.count == length)
            let added = Self.run(65, seed: 3)
            added.withUnsafeBufferPointer { output.append($0) }
            #expect(output.take() == existing + added)
        }
    }

    @Test("appendQuoted keeps what the array held and adds one quoted string")
    func appendQuotedContinues() {
        var line = Array("{\"k\":".utf8)
        JSONWriter.appendQuoted("a\"b/c", to: &line, style: .compact)
        #expect(String(decoding: line, as: UTF8.self) == #"{"k":"a\"b/c""#)
        JSONWriter.appendQuoted("", to: &line, style: .compact)
        #expect(String(decoding: line, as: UTF8.self) == #"{"k":"a\"b/c"\#u{22}\#u{22}"#)
    }
}
