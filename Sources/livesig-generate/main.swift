// Writes the files that are derived from the declarations in Sources, so that each rule and
// code is stated once: `swift run livesig-generate` rewrites them, `--check` only compares and
// exits 1 naming every stale file (CI runs that).
import Foundation
import LiveSignaling

let arguments = CommandLine.arguments.dropFirst()
let checkOnly = arguments.contains("--check")
if let unknown = arguments.first(where: { $0 != "--check" }) {
    FileHandle.standardError.write(
        Data("livesig-generate: unknown argument \(unknown); usage: livesig-generate [--check]\n".utf8)
    )
    exit(2)
}

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
var stale: [String] = []
let specSchemas = GeneratedArtifact.specSchemas + GeneratedArtifact.sharedValueSchemas
let sent = try GeneratedArtifact.sentSchemas(root: root, generated: specSchemas)
let schemas =
    specSchemas + [GeneratedArtifact.schemaBundle(sent)] + GeneratedArtifact.unwrappedSchemas(sent)
    + GeneratedArtifact.protocolReference(sent)
for artifact in GeneratedArtifact.all + schemas {
    let url = root.appendingPathComponent(artifact.path)
    let current = try? String(contentsOf: url, encoding: .utf8)
    guard current != artifact.contents else { continue }
    stale.append(artifact.path)
    if !checkOnly {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try artifact.contents.write(to: url, atomically: true, encoding: .utf8)
    }
}
// A schema this generator wrote once but writes no more (its spec or part was removed) is
// stale too: removed, or named by --check. Schemas/unwrapped/ holds only generated files.
let writtenPaths = Set((GeneratedArtifact.all + schemas).map(\.path))
for folder in ["Schemas/", GeneratedArtifact.unwrappedFolder] {
    let url = root.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    for name in names.sorted() where name.hasSuffix(".json") && !writtenPaths.contains(folder + name) {
        let file = url.appendingPathComponent(name)
        guard folder == GeneratedArtifact.unwrappedFolder || GeneratedArtifact.isGenerated(file) else { continue }
        stale.append(folder + name + " (no longer generated)")
        if !checkOnly { try FileManager.default.removeItem(at: file) }
    }
}
if checkOnly && !stale.isEmpty {
    print("stale generated files (run `swift run livesig-generate` and commit them):")
    for path in stale { print("  \(path)") }
    exit(1)
}
print(stale.isEmpty ? "generated files are current" : "wrote \(stale.joined(separator: ", "))")
