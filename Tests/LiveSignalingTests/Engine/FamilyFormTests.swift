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
}
