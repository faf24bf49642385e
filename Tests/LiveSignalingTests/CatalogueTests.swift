import Foundation
import LiveSignaling
import Testing

@Suite("Diagnostic catalogue")
struct CatalogueTests {
    private static let catalogue = DiagnosticCode.catalogue

    /// The codes a vector's expectation file names: wire vectors list `diagnostics`, session
    /// vectors `findings`, SEI vectors both, and the call-invite cases `expect`.
    private static func codes(namedIn path: String) throws -> Set<String> {
        let url = Vector.packageRoot.appendingPathComponent(path)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        var codes = Set<String>()
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                if let code = object["code"] as? String { codes.insert(code) }
                for (key, inner) in object where key != "source" && key != "description" { walk(inner) }
                if let notes = object["notes"] as? [String] { codes.formUnion(notes) }
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(json)
        return codes
    }

    @Test("codes are unique, dotted and prefixed by their layer, in layer order")
    func shape() {
        let codes = Self.catalogue.map(\.code.rawValue)
        #expect(Set(codes).count == codes.count)
        let layers = Self.catalogue.map { $0.code.layer }
        #expect(!layers.contains(nil), "a code without a known layer")
        let order = layers.compactMap { $0.flatMap { DiagnosticLayer.allCases.firstIndex(of: $0) } }
        #expect(order == order.sorted(), "codes are grouped by layer in DiagnosticLayer's order")
        for layer in DiagnosticLayer.allCases {
            #expect(layers.contains(layer), "no code in \(layer)")
        }
    }

    @Test("every code names a vector whose expectation lists it")
    func everyCodeHasAVector() throws {
        for entry in Self.catalogue {
            #expect(entry.vector.hasPrefix("Vectors/"), "\(entry.code)")
            let named = try Self.codes(namedIn: entry.vector)
            #expect(named.contains(entry.code.rawValue), "\(entry.vector) does not produce \(entry.code)")
        }
    }

    @Test("every code a wire vector expects is in the catalogue")
    func vectorsUseCataloguedCodes() {
        for vector in Vector.all {
            for diagnostic in vector.diagnostics {
                #expect(DiagnosticCode(rawValue: diagnostic.code).entry != nil, "\(vector): \(diagnostic.code)")
            }
        }
    }

    @Test("every code's severity comes from the catalogue, whoever reports it")
    func severityComesFromTheCatalogue() {
        for entry in Self.catalogue {
            #expect(entry.code.defaultSeverity == entry.severity, "\(entry.code)")
            #expect(Diagnostic(entry.code, message: "").severity == entry.severity, "\(entry.code)")
            #expect(Diagnostic(entry.code, at: 0, "").severity == entry.severity, "\(entry.code)")
        }
        // The one a split catalogue once got wrong: a session note reported as an error.
        #expect(Diagnostic(.sessionTimeout, message: "").severity == .note)
        #expect(Diagnostic(.seiTrailingNUL, at: 3, "").severity == .note)
        #expect(DiagnosticCode(rawValue: "not.ours").defaultSeverity == .error)
        // What the library reports on every wire vector carries the catalogue's severity.
        for vector in Vector.all {
            for diagnostic in SignalDecoder().decode(vector.bytes).diagnostics {
                #expect(diagnostic.severity == diagnostic.code.entry?.severity, "\(vector): \(diagnostic.code)")
            }
        }
    }

    @Test("diagnostic text quotes keys as a compact JSON writer does")
    func quotedText() {
        for text in ["plain", "with \"quotes\"", "back\\slash", "tab\there", "\u{01}\u{1F}", "a/b", "名前", ""] {
            #expect(DiagnosticText.quoted(text) == JSONWriter.quoted(text, style: .compact), "\(text)")
        }
        #expect(
            JSONPath(components: [.key("a b"), .index(2), .embedded, .key("ok")]).description
                == "$[\"a b\"][2]<json>.ok"
        )
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
