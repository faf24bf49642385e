/// A set of known root keys, one bit per key of ``RootKeys/known``, in two words: detection
/// outgrew 64 keys, and `UInt128` needs macOS 15 / iOS 18, newer than the package's minimums.
struct RootKeyBits: Equatable, Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// How many keys a set can hold (``DetectionCapacityTests`` holds `known` to it).
    static let capacity = 128

    init() {}

    /// The set holding only the key at `index`; empty past ``capacity``.
    init(index: Int) {
        switch index {
        case 0..<64: low = 1 << UInt64(index)
        case 64..<Self.capacity: high = 1 << UInt64(index - 64)
        default: break
        }
    }

    var isEmpty: Bool { low | high == 0 }

    /// The number of keys in the set. The baseline x86-64 target has no popcount instruction,
    /// so counting takes about 15 instructions a word; most sets detection counts are empty.
    var count: Int {
        (low == 0 ? 0 : low.nonzeroBitCount) + (high == 0 ? 0 : high.nonzeroBitCount)
    }

    func contains(index: Int) -> Bool { !(self & RootKeyBits(index: index)).isEmpty }

    static func | (a: RootKeyBits, b: RootKeyBits) -> RootKeyBits {
        var union = a
        union.low |= b.low
        union.high |= b.high
        return union
    }

    static func & (a: RootKeyBits, b: RootKeyBits) -> RootKeyBits {
        var shared = a
        shared.low &= b.low
        shared.high &= b.high
        return shared
    }

    static func |= (a: inout RootKeyBits, b: RootKeyBits) { a = a | b }
}
