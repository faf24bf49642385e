import Foundation
import LiveSignaling

/// A golden vector: exact bytes beside an expectation file (Vectors/README.md).
struct Vector: CustomStringConvertible, Sendable {
    struct ExpectedDiagnostic: Hashable, Sendable, CustomStringConvertible {
        var code: String
        var path: String
        var offset: Int?
        var description: String { "\(code) at \(path)" + (offset.map { " @\($0)" } ?? "") }
    }

    let name: String
    let bytes: [UInt8]
    let family: String?
    let decodeAs: String?
    let version: Int?
    let dialect: String?
    let valid: Bool
    let diagnostics: [ExpectedDiagnostic]
    let options: JSONReaderOptions

    var description: String { name }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every wire vector (the SEI vectors have their own format and tests).
    static let all: [Vector] = load()

    private static func load() -> [Vector] {
        let root = packageRoot.appendingPathComponent("Vectors")
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var vectors: [Vector] = []
        for case let url as URL in walker where url.lastPathComponent.hasSuffix(".expected.json") {
            guard !url.path.contains("/sei/"), !url.path.contains("/api/"), !url.path.contains("/sessions/"),
                let vector = try? Vector(expectation: url)
            else { continue }
            vectors.append(vector)
        }
        return vectors.sorted { $0.name < $1.name }
    }

    init(expectation url: URL) throws {
        let stem = String(url.lastPathComponent.dropLast(".expected.json".count))
        let directory = url.deletingLastPathComponent()
        let candidates = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter {
                $0.hasPrefix(stem + ".") && !$0.hasSuffix(".expected.json")
                    && $0.dropFirst(stem.count + 1).contains(".") == false
            }
        guard let file = candidates.first else { throw CocoaError(.fileNoSuchFile) }
        name = directory.lastPathComponent + "/" + stem
        bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(file)))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
        family = json["family"] as? String
        decodeAs = json["as"] as? String
        version = json["version"] as? Int
        dialect = json["dialect"] as? String
        valid = json["valid"] as? Bool ?? false
        diagnostics = (json["diagnostics"] as? [[String: Any]] ?? []).map {
            ExpectedDiagnostic(
                code: $0["code"] as? String ?? "",
                path: $0["path"] as? String ?? "",
                offset: $0["offset"] as? Int
            )
        }
        var options = JSONReaderOptions()
        if let limits = json["options"] as? [String: Int] {
            if let value = limits["maxDepth"] { options.maxDepth = value }
            if let value = limits["maxDocumentSize"] { options.maxDocumentSize = value }
            if let value = limits["maxStringLength"] { options.maxStringLength = value }
            if let value = limits["maxContainerSize"] { options.maxContainerSize = value }
        }
        self.options = options
    }

    func decode() -> DecodedMessage {
        SignalDecoder(options: options).decode(bytes, as: decodeAs.flatMap(WireFamily.init(rawValue:)))
    }
}
