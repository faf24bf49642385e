@testable import LiveSignaling
import Testing

/// Key comparison reads whole words that overlap at the end of the run; a difference in any
/// byte, at any length around the word sizes, must still be seen, and nothing past the run
/// may be.
@Suite("Key bytes compare")
struct MemoryEqualTests {
    @Test("equal runs match and a change in any one byte does not", arguments: Array(0...40))
    func everyByteCounts(length: Int) {
        let left = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
        // A different byte right after the run: it must not take part in the compare.
        let padded = left + [0xAA]
        var right = left + [0x55]
        #expect(Self.equal(padded, right, length))
        for index in 0..<length {
            right[index] ^= 0x20
            #expect(!Self.equal(padded, right, length), "a difference at byte \(index) of \(length)")
            right[index] ^= 0x20
        }
    }

    static func equal(_ left: [UInt8], _ right: [UInt8], _ length: Int) -> Bool {
        left.withUnsafeBufferPointer { a in
            right.withUnsafeBufferPointer { b in
                guard let a = a.baseAddress, let b = b.baseAddress else { return false }
                return WireKeyMatching.memoryEqual(a, b, length)
            }
        }
    }
}
