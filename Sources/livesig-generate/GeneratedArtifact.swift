/// One file derived from the declarations in Sources: where it goes and what it holds.
struct GeneratedArtifact {
    let path: String
    let contents: String

    static let all: [GeneratedArtifact] = [
        .cCatalogue, .cSpecTable, .cSpecWalkTable, .cVersionHeader, .diagnosticsReference, .inOrderReaders,
    ]
}
