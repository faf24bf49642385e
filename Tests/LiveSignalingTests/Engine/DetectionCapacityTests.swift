@testable import LiveSignaling
import Testing

/// Detection packs keys and forms into fixed-width bit sets; a family added past their width
/// would lose bits silently (Swift's shifts past the width give zero), so the widths are held
/// here.
@Suite struct DetectionCapacityTests {
    @Test func everyKeyDetectionReadsHasItsOwnBit() {
        #expect(RootKeys.known.count <= RootKeyBits.capacity)
        var all = RootKeyBits()
        for (index, key) in RootKeys.known.enumerated() {
            let bit = RootKeys.bit(of: key)
            #expect(bit == RootKeyBits(index: index) && bit.count == 1, "\(key)")
            #expect((all & bit).isEmpty, "\(key) shares a bit")
            all |= bit
        }
        #expect(all.count == RootKeys.known.count)
    }

    @Test func everyFormHasItsOwnBit() {
        #expect(FamilyForm.allCases.count <= UInt32.bitWidth)
        #expect(Set(FamilyForm.allCases.map(\.bit)).count == FamilyForm.allCases.count)
    }
}

@Suite struct RootKeyBitsTests {
    @Test func bothWordsHoldTheirKeysAndNothingPastTheCapacity() {
        let edges = [0, 63, 64, 127].map(RootKeyBits.init(index:))
        for (i, a) in edges.enumerated() {
            #expect(a.count == 1)
            for (j, b) in edges.enumerated() { #expect((a & b).isEmpty == (i != j)) }
        }
        #expect(edges.reduce(RootKeyBits(), |).count == 4)
        #expect(RootKeyBits(index: 128).isEmpty)
        #expect(RootKeyBits(index: -1).isEmpty)
        #expect(RootKeyBits(index: 127).contains(index: 127) && !RootKeyBits(index: 127).contains(index: 63))
    }
}
