@testable import LiveSignaling
import Testing

/// Detection packs keys and forms into fixed-width bit sets; a family added past their width
/// would lose bits silently (Swift's shifts past the width give zero), so the widths are held
/// here.
@Suite struct DetectionCapacityTests {
    @Test func everyKeyDetectionReadsHasItsOwnBit() {
        #expect(RootKeys.known.count <= UInt64.bitWidth)
        for (index, key) in RootKeys.known.enumerated() {
            #expect(RootKeys.bit(of: key) == 1 << UInt64(index), "\(key)")
        }
    }

    @Test func everyFormHasItsOwnBit() {
        #expect(FamilyForm.allCases.count <= UInt32.bitWidth)
        #expect(Set(FamilyForm.allCases.map(\.bit)).count == FamilyForm.allCases.count)
    }
}
