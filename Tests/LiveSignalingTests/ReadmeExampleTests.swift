import Foundation
import LiveSignaling
import Testing

/// The README's and the DocC catalogue's library example print a finding of one vector: the
/// line they show must be the one the library prints (it once named a byte no vector gives).
@Suite("The documented library example")
struct ReadmeExampleTests {
    static let vector = "Vectors/cohost.room-request/extended-data-unknown-code.json"

    @Test(
        "the shown finding is the vector's, to the byte",
        arguments: ["README.md", "Sources/LiveSignaling/LiveSignaling.docc/GettingStarted.md"]
    )
    func shownFinding(_ page: String) throws {
        let text = try String(contentsOf: Vector.packageRoot.appendingPathComponent(page), encoding: .utf8)
        #expect(text.contains(Self.vector))
        let shown = try #require(
            text.split(separator: "\n").first { $0.contains("// error[wire.enum]") }
        )
        // What the page shows, up to the ellipsis that stands for the rest of the message.
        let prefix = shown.split(separator: "// ", maxSplits: 1).last.map {
            $0.replacingOccurrences(of: " …", with: "")
        }
        let bytes = try [UInt8](Data(contentsOf: Vector.packageRoot.appendingPathComponent(Self.vector)))
        let result = SignalDecoder().decode(bytes)
        #expect(result.family == .cohostRoomRequest)
        #expect(result.dialect == "flutter")
        #expect(!result.isValid)
        let printed = try #require(result.diagnostics.first?.description)
        #expect(printed.hasPrefix(try #require(prefix)), "\(printed)")
    }

    /// The README's table of families lists each one's versions and dialects in the order
    /// `livesig families` prints them (the registry's).
    @Test("the README's family table is the registry's")
    func familyTable() throws {
        let text = try String(contentsOf: Vector.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var listed: [String: [String]] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, let family = WireFamily(rawValue: cells[0].replacingOccurrences(of: "`", with: ""))
            else { continue }
            let names = cells[2].split(separator: "`", omittingEmptySubsequences: false).enumerated().filter {
                $0.offset % 2 == 1
            }.map {
                String($0.element)
            }
            listed[family.rawValue] = names
        }
        for family in WireFamily.allCases {
            let dialects = family.versions.flatMap { family.dialects(version: $0) }
            #expect(listed[family.rawValue] == dialects, "\(family.rawValue)")
        }
    }
}
