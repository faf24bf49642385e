/// Reads the bits of an RBSP (emulation prevention already removed), returning nil past the
/// end, for the few header fields SEI timing needs.
struct BitReader {
    let bytes: [UInt8]
    private var bit = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func bits(_ count: Int) -> UInt64? {
        guard count >= 0, count <= 64, bit + count <= bytes.count * 8 else { return nil }
        var value: UInt64 = 0
        for _ in 0..<count {
            value = value << 1 | UInt64(bytes[bit >> 3] >> (7 - UInt8(bit & 7)) & 1)
            bit += 1
        }
        return value
    }

    mutating func flag() -> Bool? { bits(1).map { $0 == 1 } }

    /// ue(v): at most 31 leading zeros, as the standards allow.
    mutating func unsignedExpGolomb() -> Int? {
        var zeros = 0
        while true {
            guard let next = bits(1) else { return nil }
            if next == 1 { break }
            zeros += 1
            guard zeros <= 31 else { return nil }
        }
        guard let rest = bits(zeros) else { return nil }
        return (1 << zeros) - 1 + Int(rest)
    }

    /// se(v).
    mutating func signedExpGolomb() -> Int? {
        guard let code = unsignedExpGolomb() else { return nil }
        return code & 1 == 1 ? (code + 1) / 2 : -(code / 2)
    }
}
