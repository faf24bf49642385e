import Testing

@testable import LiveSignaling

/// Families and channels compare and hash by case (``caseIdentity(of:)``); that must agree with
/// their names, or detection would confuse two families.
@Suite("Families and channels are told apart by case")
struct CaseIdentityTests {
    @Test("equal exactly when the names are; every case hashes into its own set member")
    func familiesAndChannels() {
        // The whole value is one byte, so the case read from storage is the value itself.
        #expect(MemoryLayout<WireFamily>.size == 1)
        #expect(MemoryLayout<CaptureChannel>.size == 1)
        for left in WireFamily.allCases {
            for right in WireFamily.allCases {
                #expect((left == right) == (left.rawValue == right.rawValue))
            }
        }
        for left in CaptureChannel.allCases {
            for right in CaptureChannel.allCases {
                #expect((left == right) == (left.rawValue == right.rawValue))
            }
        }
        #expect(Set(WireFamily.allCases).count == WireFamily.allCases.count)
        #expect(Set(CaptureChannel.allCases).count == CaptureChannel.allCases.count)
        #expect(Set(WireFamily.allCases.map(caseIdentity(of:))).count == WireFamily.allCases.count)
        #expect(WireFamily(rawValue: "pk.invite").map { [$0: 1][.pkInvite] } == 1)
    }

    @Test("a family's channel, looked up by its case, is the first channel that lists it")
    func channelByCase() {
        for (place, family) in WireFamily.allCases.enumerated() {
            #expect(Int(caseIdentity(of: family)) == place)
            let listing = CaptureChannel.allCases.filter { $0.families.contains(family) }
            #expect(family.channel == listing.first, "\(family)")
        }
        // Two families of one channel admit each other; families of two channels do not.
        #expect(WireFamily.seiDeviceState.admits(.seiApplicationData))
        #expect(WireFamily.uikitInvitationAnswer.admits(.pkInvite))
        #expect(!WireFamily.trtcConnectOtherRoom.admits(.chatCustom))
    }
}
