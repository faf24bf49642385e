@testable import LiveSignaling
import Testing

/// Detection reads a form's family and version from a plain switch, for speed; a form declared
/// as a spec must say there what its spec says.
@Suite struct FamilyFormTests {
    @Test(arguments: FamilyForm.allCases.filter { $0.spec != nil })
    func aSpecFormsFamilyAndVersionAreItsSpecs(form: FamilyForm) throws {
        let spec = try #require(form.spec)
        #expect(form.family == spec.family)
        #expect(form.version == spec.version)
        #expect(form.markers == spec.markers)
    }

    /// Detection finds a claimed key by its bit among the keys it knows: a key it did not know
    /// would have none, and the claim would be dropped while the schema still made it.
    @Test func everyKeyClaimedForUnmarkedObjectsIsKnown() {
        #expect(FamilyForm.unmarkedClaims.count == FamilyForm.allCases.filter { $0.unmarkedClaimKey != nil }.count)
        #expect(!FamilyForm.unmarkedClaims.isEmpty)
        for claim in FamilyForm.unmarkedClaims {
            #expect(!claim.key.isEmpty, "\(claim.form)")
        }
    }

    /// A form's limit on a whole message is one for all its shapes: the fast check and the
    /// decode read it off the form, the walk and the C tables off each shape.
    @Test(arguments: FamilyForm.allCases.filter { $0.shapes.count > 1 })
    func aFormsShapesShareOneSizeLimit(form: FamilyForm) {
        let limits = Set(form.shapes.map { $0.sizeLimit?.bytes ?? -1 })
        #expect(limits.count == 1, "\(form): \(limits)")
        #expect(limits.first == form.sizeLimit?.bytes ?? -1, "\(form)")
    }

    /// A capture channel whose payload is an object carries room attribute maps only: the
    /// envelope's fast read moves a passed map's findings under the payload without reading
    /// the map again, because a map's check passes only a flat map of strings.
    @Test func objectPayloadsAreRoomAttributeMaps() {
        let channels = CaptureChannel.allCases.filter(\.payloadIsObject)
        #expect(!channels.isEmpty)
        for family in channels.compactMap(\.family) {
            let forms = FamilyForm.allCases.filter { $0.family == family }
            #expect(!forms.isEmpty, "\(family)")
            for form in forms {
                #expect(!form.declarations.isEmpty && form.declarations.allSatisfy(\.isRoomAttributeMap), "\(form)")
            }
        }
    }

    /// The families one of whose forms claims `{}`, as the empty object or as an object no
    /// form marks, which `StreamedCheckTests` checks in place by name (that suite sees only the
    /// public API).
    @Test func theFamiliesClaimingTheEmptyObject() {
        let claiming = Set(
            FamilyForm.allCases.filter { $0.spec?.claimsEmptyObject == true || $0.spec?.claimsUnmarkedObjects == true }
                .map(\.family)
        )
        #expect(claiming == [.uikitInvitationAnswer, .seiApplicationData, .cohostRoomRequest, .pkRoomAttributes])
    }
}
