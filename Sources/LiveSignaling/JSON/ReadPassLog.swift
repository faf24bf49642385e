#if DEBUG
/// What reading a message did, recorded while a test runs with one as ``current``: each
/// document the scanner tokenized (its byte count), each streamed check tried, and each
/// Codable decode. Tests hold a failing message to one scan of each of its documents with it.
/// Debug builds only: a release build carries none of it.
@_spi(Testing) public final class ReadPassLog: @unchecked Sendable {
    /// The log the current task records into; nil records nothing.
    @TaskLocal public static var current: ReadPassLog?

    /// The byte count of each document the scanner read, in the order read.
    public private(set) var scannedDocuments: [Int] = []
    /// How many streamed checks were tried, and how many of them missed (left the message to
    /// another engine).
    public private(set) var streamedChecks = 0
    public private(set) var streamedMisses = 0
    /// How many Codable decodes ran.
    public private(set) var codableDecodes = 0

    /// Whether the streamed check reads objects with the generated in-order readers
    /// (Engine/Generated/InOrderReaders.swift); false leaves every object to its general loop,
    /// so that a test can compare the two.
    public var usesGeneratedReaders = true
    /// How many objects a generated reader read.
    public private(set) var generatedReadings = 0

    public init() {}

    func scanned(_ count: Int) { scannedDocuments.append(count) }
    func triedStreamedCheck() { streamedChecks += 1 }
    func missedStreamedCheck() { streamedMisses += 1 }
    func decodedWithCodable() { codableDecodes += 1 }
    func readGenerated() { generatedReadings += 1 }
}
#endif
