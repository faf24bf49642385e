/// The bounds every read is held to. Defaults come from the largest documented vendor payloads
/// (a Tencent Chat message is at most 12 KB, ZIM room attributes 5120), with headroom
/// for captures that bundle several.
public struct JSONReaderOptions: Hashable, Sendable {
    /// Deepest nesting of arrays and objects; `[[1]]` has depth 2. Clamped to 1...``maximumDepth``.
    public var maxDepth: Int {
        didSet { maxDepth = min(max(maxDepth, 1), Self.maximumDepth) }
    }
    /// Largest document in bytes. Clamped to 0...``maximumDocumentSize``.
    public var maxDocumentSize: Int {
        didSet { maxDocumentSize = min(max(maxDocumentSize, 0), Self.maximumDocumentSize) }
    }
    /// Largest string or key, counted in UTF-8 bytes after escapes are decoded.
    public var maxStringLength: Int
    /// Most members of one object, or elements of one array.
    public var maxContainerSize: Int

    /// Values are decoded recursively up to this depth, so it bounds stack use.
    public static let maximumDepth = 512
    /// Offsets are stored in 32 bits.
    public static let maximumDocumentSize = Int(UInt32.max) - 1

    /// Makes limits from the given values: by default depth 64, documents of 1 MiB (1,048,576 bytes),
    /// strings of 65,536 bytes and containers of 4,096 members or elements.
    public init(
        maxDepth: Int = 64,
        maxDocumentSize: Int = 1 << 20,
        maxStringLength: Int = 65_536,
        maxContainerSize: Int = 4_096
    ) {
        self.maxDepth = min(max(maxDepth, 1), Self.maximumDepth)
        self.maxDocumentSize = min(max(maxDocumentSize, 0), Self.maximumDocumentSize)
        self.maxStringLength = maxStringLength
        self.maxContainerSize = maxContainerSize
    }

    /// The default limits: depth 64, 1 MiB documents, 65,536-byte strings, 4,096-member containers.
    public static let `default` = JSONReaderOptions()

    /// For bytes written back from a value already read under the caller's limits (a part of
    /// a message checked against a spec): only the hard bounds apply.
    static let rereading = JSONReaderOptions(
        maxDepth: maximumDepth,
        maxDocumentSize: maximumDocumentSize,
        maxStringLength: .max,
        maxContainerSize: .max
    )
}
