import LiveSignaling
import Testing

@Suite("Golden vectors")
struct VectorTests {
    @Test("there are vectors for every family")
    func coverage() {
        let families = Set(Vector.all.compactMap(\.family))
        #expect(families == Set(WireFamily.allCases.map(\.rawValue)))
        #expect(Vector.all.count > 150)
    }

    /// `livesig families`, the encoder and the docs list a family's dialects: every dialect a
    /// vector is read in must be among them (co-hosting's hand-written dialects were lost once
    /// its first declared form came).
    @Test("every dialect a vector is read in is listed for its family and version")
    func dialectsListed() {
        var unlisted: [String] = []
        for vector in Vector.all {
            guard let name = vector.family, let family = WireFamily(rawValue: name), let version = vector.version,
                let dialect = vector.dialect
            else { continue }
            if !family.dialects(version: version).contains(dialect) { unlisted.append("\(vector.name): \(dialect)") }
        }
        #expect(unlisted.isEmpty, "\(unlisted)")
    }

    @Test(
        "each vector decodes to its expected family, version, dialect, validity and diagnostics",
        arguments: Vector.all
    )
    func vector(_ vector: Vector) {
        let result = vector.decode()
        #expect(result.family?.rawValue == vector.family)
        #expect(result.version == vector.version)
        #expect(result.dialect == vector.dialect)
        #expect(result.isValid == vector.valid)
        let actual = Set(
            result.diagnostics.map {
                Vector.ExpectedDiagnostic(code: $0.code.rawValue, path: $0.path.description, offset: nil)
            }
        )
        let expected = Set(
            vector.diagnostics.map { Vector.ExpectedDiagnostic(code: $0.code, path: $0.path, offset: nil) }
        )
        #expect(actual == expected, "diagnostics: \(result.diagnostics)")
        for want in vector.diagnostics {
            guard let offset = want.offset else { continue }
            let match = result.diagnostics.first { $0.code.rawValue == want.code && $0.path.description == want.path }
            #expect(match?.offset == offset, "\(want)")
        }
    }
}
