import Foundation
import LiveSignaling
import Testing

@Suite("Diagnostic catalogue")
struct CatalogueTests {
    /// Every code some vector produces: wire vectors, API cases and SEI vectors.
    private static func codesInVectors() throws -> Set<String> {
        var codes = Set(Vector.all.flatMap { $0.diagnostics.map(\.code) })
        let root = Vector.packageRoot.appendingPathComponent("Vectors")
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            return codes
        }
        for case let url as URL in walker
        where url.pathExtension == "json" && (url.path.contains("/api/") || url.path.contains("/sei/")) {
            let text = try String(contentsOf: url, encoding: .utf8)
            for entry in DiagnosticCode.catalogue where text.contains("\"\(entry.code.rawValue)\"") {
                codes.insert(entry.code.rawValue)
            }
        }
        return codes
    }

    @Test("codes are unique, dotted and prefixed by their layer")
    func shape() {
        let codes = DiagnosticCode.catalogue.map(\.code.rawValue)
        #expect(Set(codes).count == codes.count)
        for code in codes {
            let prefix = code.split(separator: ".").first.map(String.init) ?? ""
            #expect(["json", "wire", "limit", "interop", "sei", "session"].contains(prefix), "\(code)")
        }
    }

    @Test("every code in the catalogue has a vector that produces it")
    func everyCodeHasAVector() throws {
        let covered = try Self.codesInVectors()
        let missing = DiagnosticCode.catalogue.map(\.code.rawValue).filter { !covered.contains($0) }
        #expect(missing.isEmpty, "no vector for \(missing)")
    }

    @Test("README's table lists every code with its severity")
    func readme() throws {
        let readme = try String(contentsOf: Vector.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for entry in DiagnosticCode.catalogue {
            #expect(readme.contains("| `\(entry.code.rawValue)` | \(entry.severity.rawValue) |"), "\(entry.code)")
        }
    }

    @Test("call-invite limits agree with Vectors/api/call-invite-config.json")
    func callInviteConfig() throws {
        let url = Vector.packageRoot.appendingPathComponent("Vectors/api/call-invite-config.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let cases = try #require(json?["cases"] as? [[String: Any]])
        #expect(cases.count >= 10)
        for item in cases {
            let config = PKInvite.CallInviteConfig(
                side: item["side"] as? String == "server" ? .server : .client,
                timeout: item["timeout"] as? Int,
                invitees: item["invitees"] as? Int ?? 0,
                advancedModeUsers: item["advancedModeUsers"] as? Int,
                extendedData: Array(repeating: 0x61, count: item["extendedDataBytes"] as? Int ?? 0)
            )
            let expected = Set(
                (item["expect"] as? [[String: String]] ?? []).map { "\($0["code"] ?? "") \($0["path"] ?? "")" }
            )
            let actual = Set(config.validate().map { "\($0.code) \($0.path)" })
            #expect(actual == expected, "\(item["name"] ?? "")")
        }
    }
}
