/// Emulation prevention (H.264 §7.4.1, H.265 §7.4.2): inside a NAL unit every `00 00 0x` with
/// x ≤ 3 is stored as `00 00 03 0x`, so a start code can never appear inside a unit, and a
/// unit that would end in `00 00` gets a final `03`.
public enum EmulationPrevention {
    /// The most bytes `count` RBSP bytes can take once escaped: one `03` per two input bytes
    /// at worst (`00 00 00 00 …`), plus one after a trailing `00 00`.
    public static func maximumEscapedCount(_ count: Int) -> Int {
        count + count / 2 + 1
    }

    /// True when the escaped bytes contain an emulation prevention byte to remove.
    static func containsEscape(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var zeros = 0
        for byte in bytes {
            if zeros >= 2, byte == 3 { return true }
            zeros = byte == 0 ? zeros + 1 : 0
        }
        return false
    }

    /// Removes every emulation prevention byte. `removed` receives the index (in `escaped`) of
    /// each byte dropped, so offsets in the result can be mapped back.
    public static func unescape(_ escaped: UnsafeRawBufferPointer, removed: inout [Int]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(escaped.count)
        var zeros = 0
        for (index, byte) in escaped.enumerated() {
            if zeros >= 2, byte == 3 {
                removed.append(index)
                zeros = 0
                continue
            }
            output.append(byte)
            zeros = byte == 0 ? zeros + 1 : 0
        }
        return output
    }

    /// Removes every emulation prevention byte from `escaped`.
    public static func unescape(_ escaped: [UInt8]) -> [UInt8] {
        var removed: [Int] = []
        return escaped.withUnsafeBytes { unescape($0, removed: &removed) }
    }

    /// Appends the escaped form of `rbsp` to `output`, reserving the worst case first.
    public static func escape(_ rbsp: UnsafeRawBufferPointer, into output: inout [UInt8]) {
        output.reserveCapacity(output.count + maximumEscapedCount(rbsp.count))
        var zeros = 0
        for byte in rbsp {
            if zeros >= 2, byte <= 3 {
                output.append(3)
                zeros = 0
            }
            output.append(byte)
            zeros = byte == 0 ? zeros + 1 : 0
        }
        if zeros >= 2 {
            output.append(3)
        }
    }

    /// The escaped form of `rbsp`, with a final `03` when it ends in `00 00`.
    public static func escape(_ rbsp: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        rbsp.withUnsafeBytes { escape($0, into: &output) }
        return output
    }

    /// Maps an offset in the unescaped bytes to the escaped bytes, given the removed indices.
    static func escapedOffset(of rbspOffset: Int, removed: [Int]) -> Int {
        var skipped = 0
        while skipped < removed.count, removed[skipped] <= rbspOffset + skipped {
            skipped += 1
        }
        return rbspOffset + skipped
    }
}
