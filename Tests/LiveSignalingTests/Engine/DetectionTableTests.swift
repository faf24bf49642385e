import Foundation
@testable import LiveSignaling
import Testing

/// Vectors/README.md tells other implementations how a message's family is detected; its
/// table of marker keys must be the forms' own, or they would detect differently.
@Suite struct DetectionTableTests {
    /// `(family vN, markers)` for each row of the README's form table.
    static let rows: [(place: String, markers: Set<String>)] = {
        let url = Vector.packageRoot.appendingPathComponent("Vectors/README.md")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, cells[1].contains(" v"), cells[2] != "markers" else { return nil }
            // A form that claims what no other does lists no marker: "(none: …)".
            if cells[2].hasPrefix("(none") { return (cells[1], []) }
            let keys = cells[2].split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " `"))
            }
            return (cells[1], Set(keys))
        }
    }()

    /// In detection's order too: the README says a tie goes to the form listed first.
    @Test func theReadmeListsEachFormsMarkersInDetectionOrder() {
        #expect(Self.rows.count == FamilyForm.allCases.count)
        for (row, form) in zip(Self.rows, FamilyForm.allCases) {
            #expect(row.place == "\(form.family.rawValue) v\(form.version)", "\(form)")
            #expect(row.markers == Set(form.markers), "\(form): \(form.markers)")
        }
    }
}
