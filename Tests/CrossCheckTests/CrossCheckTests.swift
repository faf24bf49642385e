import CSignalCheck
import Foundation
import LiveSignaling
import Testing

/// What one validator concluded about a message, in the terms both share: every finding as
/// "code path @offset" (-1 when not located), as a multiset (a key repeated thrice repeats
/// its finding at one path).
struct Verdict: Equatable, CustomStringConvertible {
    var family: String?
    var version: Int?
    var dialect: String?
    var valid: Bool
    var findings: [String]

    init(family: String?, version: Int?, dialect: String?, valid: Bool, findings: [String]) {
        self.family = family
        self.version = version
        self.dialect = dialect
        self.valid = valid
        self.findings = findings.sorted()
    }

    static func finding(_ code: String, _ path: String, _ offset: Int?) -> String {
        "\(code) \(path) @\(offset ?? -1)"
    }

    var description: String {
        "\(family ?? "-") v\(version.map(String.init) ?? "-") (\(dialect ?? "-")) \(valid ? "valid" : "invalid") \(findings)"
    }
}

enum Validators {
    static func swift(_ bytes: [UInt8], family: String?, options: JSONReaderOptions) -> Verdict {
        let result = SignalDecoder(options: options).decode(bytes, as: family.flatMap(WireFamily.init(rawValue:)))
        return Verdict(
            family: result.family?.rawValue,
            version: result.version,
            dialect: result.dialect,
            valid: result.isValid,
            findings: result.diagnostics.map { Verdict.finding($0.code.rawValue, $0.path.description, $0.offset) }
        )
    }

    static func c(_ bytes: [UInt8], family: String?, options: JSONReaderOptions) -> Verdict? {
        var cOptions = sc_options()
        sc_options_default(&cOptions)
        cOptions.max_depth = Int32(options.maxDepth)
        cOptions.max_document_size = options.maxDocumentSize
        cOptions.max_string_length = options.maxStringLength
        cOptions.max_container_size = options.maxContainerSize
        var result = sc_result()
        let status = bytes.withUnsafeBufferPointer { buffer in
            if let family {
                return family.withCString { sc_validate(buffer.baseAddress, buffer.count, $0, &cOptions, &result) }
            }
            return sc_validate(buffer.baseAddress, buffer.count, nil, &cOptions, &result)
        }
        guard status == 0 else { return nil }
        defer { sc_result_free(&result) }
        var findings: [String] = []
        for index in 0..<result.diagnostic_count {
            let diagnostic = result.diagnostics[index]
            findings.append(
                Verdict.finding(
                    String(cString: diagnostic.code),
                    String(cString: diagnostic.path),
                    diagnostic.offset < 0 ? nil : diagnostic.offset
                )
            )
        }
        return Verdict(
            family: result.family.map { String(cString: $0) },
            version: result.version == 0 ? nil : Int(result.version),
            dialect: result.dialect.map { String(cString: $0) },
            valid: result.valid != 0,
            findings: findings
        )
    }
}

/// A vector of Vectors/ (wire families only), loaded the way the Swift vector tests load them.
struct CrossVector: CustomStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let family: String?
    let options: JSONReaderOptions
    var description: String { name }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let all: [CrossVector] = {
        let vectors = root.appendingPathComponent("Vectors")
        guard let walker = FileManager.default.enumerator(at: vectors, includingPropertiesForKeys: nil) else {
            return []
        }
        var found: [CrossVector] = []
        for case let url as URL in walker where url.lastPathComponent.hasSuffix(".expected.json") {
            if url.path.contains("/sei/") || url.path.contains("/api/") || url.path.contains("/sessions/") { continue }
            let stem = String(url.lastPathComponent.dropLast(".expected.json".count))
            let folder = url.deletingLastPathComponent()
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path),
                let file = names.first(where: {
                    $0.hasPrefix(stem + ".") && !$0.hasSuffix(".expected.json")
                        && !$0.dropFirst(stem.count + 1).contains(".")
                }),
                let bytes = try? Data(contentsOf: folder.appendingPathComponent(file)),
                let json = try? JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
            else { continue }
            var options = JSONReaderOptions()
            if let limits = json["options"] as? [String: Int] {
                if let value = limits["maxDepth"] { options.maxDepth = value }
                if let value = limits["maxDocumentSize"] { options.maxDocumentSize = value }
                if let value = limits["maxStringLength"] { options.maxStringLength = value }
                if let value = limits["maxContainerSize"] { options.maxContainerSize = value }
            }
            found.append(
                CrossVector(
                    name: folder.lastPathComponent + "/" + stem,
                    bytes: [UInt8](bytes),
                    family: json["as"] as? String,
                    options: options
                )
            )
        }
        return found.sorted { $0.name < $1.name }
    }()

    /// The checked-in list of allowed disagreements, by vector name.
    static let allowed: [String: String] = {
        let url = root.appendingPathComponent("Tests/CrossCheckTests/divergences.json")
        guard let data = try? Data(contentsOf: url),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = json["divergences"] as? [[String: String]]
        else { return [:] }
        return Dictionary(
            uniqueKeysWithValues: entries.compactMap { entry in entry["vector"].map { ($0, entry["reason"] ?? "") } }
        )
    }()
}

@Suite("Swift and C agree")
struct CrossCheckTests {
    @Test("there are vectors to compare")
    func count() {
        #expect(CrossVector.all.count > 150)
    }

    @Test("family, version, dialect, validity and every (code, path, offset) agree", arguments: CrossVector.all)
    func agree(_ vector: CrossVector) throws {
        let swift = Validators.swift(vector.bytes, family: vector.family, options: vector.options)
        let c = try #require(Validators.c(vector.bytes, family: vector.family, options: vector.options))
        if let reason = CrossVector.allowed[vector.name] {
            #expect(swift != c, "listed as a divergence (\(reason)) but the validators now agree: remove the entry")
        } else {
            #expect(swift == c, "Swift: \(swift)\nC:     \(c)")
        }
    }

    @Test("every divergence entry names a vector that exists, with a reason")
    func divergenceList() {
        let names = Set(CrossVector.all.map(\.name))
        for (vector, reason) in CrossVector.allowed {
            #expect(names.contains(vector), "\(vector)")
            #expect(!reason.isEmpty, "\(vector)")
        }
    }

    @Test("the C catalogue lists exactly the Swift codes, in order, with the same severities")
    func catalogue() {
        var count = 0
        let codes = sc_diagnostic_codes(&count)
        let cCodes = (0..<count).compactMap { codes?[$0].map { String(cString: $0) } }
        #expect(cCodes == DiagnosticCode.catalogue.map(\.code.rawValue))
        for entry in DiagnosticCode.catalogue {
            let severity = entry.code.rawValue.withCString { sc_code_severity($0) }
            let expected: sc_severity =
                switch entry.severity {
                case .error: SC_SEVERITY_ERROR
                case .warning: SC_SEVERITY_WARNING
                case .note: SC_SEVERITY_NOTE
                }
            #expect(severity == expected, "\(entry.code)")
        }
        var familyCount = 0
        let families = sc_family_names(&familyCount)
        let cFamilies = (0..<familyCount).compactMap { families?[$0].map { String(cString: $0) } }
        #expect(cFamilies == WireFamily.allCases.map(\.rawValue))
    }

    @Test("call-invite limits agree with Vectors/api/call-invite-config.json")
    func callInviteConfig() throws {
        let url = CrossVector.root.appendingPathComponent("Vectors/api/call-invite-config.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let cases = try #require(json?["cases"] as? [[String: Any]])
        for item in cases {
            var config = sc_call_invite_config()
            config.server_side = item["side"] as? String == "server" ? 1 : 0
            if let timeout = item["timeout"] as? Int {
                config.has_timeout = 1
                config.timeout = timeout
            }
            config.invitees = item["invitees"] as? Int ?? 0
            if let users = item["advancedModeUsers"] as? Int {
                config.has_advanced_mode_users = 1
                config.advanced_mode_users = users
            }
            config.extended_data_bytes = item["extendedDataBytes"] as? Int ?? 0
            var result = sc_result()
            #expect(sc_check_call_invite_config(&config, &result) == 0)
            let found = Set(
                (0..<result.diagnostic_count).map {
                    "\(String(cString: result.diagnostics[$0].code)) \(String(cString: result.diagnostics[$0].path))"
                }
            )
            sc_result_free(&result)
            let expected = Set(
                (item["expect"] as? [[String: String]] ?? []).map { "\($0["code"] ?? "") \($0["path"] ?? "")" }
            )
            #expect(found == expected, "\(item["name"] ?? "")")
        }
    }
}
