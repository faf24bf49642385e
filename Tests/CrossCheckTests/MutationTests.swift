import LiveSignaling
import Testing

/// Small edits of every vector: the kinds of damage a relay or a hand edit does. Both
/// validators must still agree, code for code.
struct Mutator {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    mutating func next(_ bound: Int) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(max(bound, 1)))
    }

    private static let interesting: [[UInt8]] = [
        Array("\"".utf8), Array("\\".utf8), Array("{".utf8), Array("}".utf8), Array("[".utf8), Array("]".utf8),
        Array(",".utf8), Array(":".utf8), Array("0".utf8), Array("-1".utf8), Array("1.5".utf8), Array("1e400".utf8),
        Array("4294967296".utf8), Array("null".utf8), Array("true".utf8), Array("\"\"".utf8), Array("\\u0000".utf8),
        Array("\\ud800".utf8), [0xFF], [0xC3, 0xA9], Array(" \n".utf8), Array("\\\"".utf8), Array("10001".utf8),
        Array("91001".utf8), Array("\"type\":0,".utf8), Array("\"senderID\":\"x\",".utf8), Array("\"roomId\":1,".utf8),
    ]

    mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
        var copy = bytes
        for _ in 0...next(3) {
            let position = next(copy.count + 1)
            switch next(4) {
            case 0 where !copy.isEmpty: copy.remove(at: min(position, copy.count - 1))
            case 1 where !copy.isEmpty: copy[min(position, copy.count - 1)] = UInt8(truncatingIfNeeded: next(256))
            default: copy.insert(contentsOf: Self.interesting[next(Self.interesting.count)], at: position)
            }
        }
        return copy
    }
}

@Suite("Swift and C agree on damaged vectors")
struct MutationTests {
    @Test("random edits of every vector", arguments: 0..<16)
    func mutations(round: Int) {
        var mutator = Mutator(seed: UInt64(round + 1))
        var disagreements: [String] = []
        for vector in CrossVector.all {
            for _ in 0..<10 {
                let bytes = mutator.mutate(vector.bytes)
                let swift = Validators.swift(bytes, family: vector.family, options: vector.options)
                guard let c = Validators.c(bytes, family: vector.family, options: vector.options) else { continue }
                if swift != c, disagreements.count < 5 {
                    disagreements.append(
                        "\(vector.name): \(String(decoding: bytes, as: UTF8.self).debugDescription)\n  Swift: \(swift)\n  C:     \(c)"
                    )
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
    }
}
