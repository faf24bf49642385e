/// Takes every SEI message out of an H.264 or HEVC buffer (Annex B or length-prefixed),
/// reporting each malformed unit or message and going on with the next.
///
/// ```swift
/// let result = bytes.withUnsafeBytes { SEIExtractor().extract(from: $0) }
/// for message in result.messages where message.payloadType == SEIMessage.zegoDefined { … }
/// ```
public struct SEIExtractor: Sendable {
    /// nil: detect from the bytes.
    public var codec: VideoCodec?
    /// nil: detect from the bytes.
    public var framing: NALFraming?
    /// Report `sei.payload-limit` above this many data bytes (ZEGO 4096, TRTC 1000).
    public var dataLimit: Int?

    /// Creates an extractor; by default it detects the codec and framing of each buffer and checks no data limit.
    public init(codec: VideoCodec? = nil, framing: NALFraming? = nil, dataLimit: Int? = nil) {
        self.codec = codec
        self.framing = framing
        self.dataLimit = dataLimit
    }

    /// The SEI messages and problems found in the bytes read, and how they were read.
    public struct Result: Sendable {
        /// The codec the units were read as: the one given, or the one detected.
        public var codec: VideoCodec
        /// The framing the units were read with: the one given, or the one detected.
        public var framing: NALFraming
        /// The SEI messages found, in byte order.
        public var messages: [SEIMessage]
        /// In byte order.
        public var diagnostics: [Diagnostic]
        /// Units of any type that were walked.
        public var unitCount: Int

        /// Creates a result with the values given, stored as is.
        public init(
            codec: VideoCodec,
            framing: NALFraming,
            messages: [SEIMessage],
            diagnostics: [Diagnostic],
            unitCount: Int
        ) {
            self.codec = codec
            self.framing = framing
            self.messages = messages
            self.diagnostics = diagnostics
            self.unitCount = unitCount
        }
    }

    /// Reads every SEI message in a buffer of whole NAL units; offsets in the result index `bytes`.
    public func extract(from bytes: UnsafeRawBufferPointer) -> Result {
        extract(from: bytes, resumingInsideUnit: false)
    }

    func extract(from bytes: UnsafeRawBufferPointer, resumingInsideUnit: Bool) -> Result {
        var messages: [SEIMessage] = []
        var diagnostics: [Diagnostic] = []
        var scanner = NALScanner(bytes, framing: framing, codec: codec, resumingInsideUnit: resumingInsideUnit)
        var units = 0
        while let unit = scanner.next() {
            units += 1
            guard unit.isSEI else { continue }
            SEIMessageParser(bytes: bytes, unit: unit, dataLimit: dataLimit).parse(
                into: &messages,
                diagnostics: &diagnostics
            )
        }
        diagnostics.append(contentsOf: scanner.diagnostics)
        diagnostics.sort { ($0.offset ?? 0) < ($1.offset ?? 0) }
        return Result(
            codec: scanner.codec,
            framing: scanner.framing,
            messages: messages,
            diagnostics: diagnostics,
            unitCount: units
        )
    }

    /// Reads every SEI message in an array of whole NAL units; offsets in the result index `bytes`.
    public func extract(from bytes: [UInt8]) -> Result {
        bytes.withUnsafeBytes { extract(from: $0) }
    }
}
