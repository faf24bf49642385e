import LiveSignaling

/// The messages of one input. A `.jsonl` or `.ndjson` file holds one message a line; so does
/// any other input whose first line is a complete JSON value on its own (a capture piped in,
/// a `.json` file of lines). Anything else — a pretty-printed message — is one message.
/// Either way the input is read in chunks: a line or a document larger than `limit` is
/// reported as `json.size` without being held in memory.
struct MessageSource {
    enum Item {
        /// A message and the line it starts on.
        case message(ArraySlice<UInt8>, line: Int)
        case tooLarge(line: Int)
    }

    enum Layout { case lines, document, detect }

    let name: String
    private var reader: LineReader
    private var isLines: Bool
    private var documentDone = false
    private let limit: Int

    init(_ source: InputSource, layout: Layout, limit: Int) throws(InputSource.OpenError) {
        name = source.name
        self.limit = limit
        reader = LineReader(descriptor: source.descriptor, name: source.name, maxLineLength: limit)
        switch layout {
        case .lines: isLines = true
        case .document: isLines = false
        case .detect:
            if let first = try reader.peekFirstLine() {
                isLines = JSONReader().read(first).value != nil
            } else {
                isLines = false
            }
        }
    }

    var bytesRead: Int { reader.bytesRead }

    mutating func next() throws(InputSource.OpenError) -> Item? {
        guard isLines else {
            if documentDone { return nil }
            documentDone = true
            let (bytes, truncated) = try reader.readRest(limit: limit)
            return truncated ? .tooLarge(line: 1) : .message(bytes[...], line: 1)
        }
        while let line = try reader.next() {
            switch line {
            case .text(let slice, let number):
                // Blank lines separate nothing in JSON Lines; they are not messages.
                if slice.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
                return .message(slice, line: number)
            case .tooLong(_, let number):
                return .tooLarge(line: number)
            }
        }
        return nil
    }
}
