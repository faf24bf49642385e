import LiveSignaling
import ValidationReports

/// The messages of one input. A `.jsonl` or `.ndjson` file holds one message a line; so does
/// any other input in which one of the first few non-blank lines is a complete JSON object on
/// its own (a capture piped in, a capture saved as `.json`, one whose first line is blank,
/// starts with a byte-order mark or was cut short). Anything else — a pretty-printed message —
/// is one message. Either way the input is read in chunks: a line or a document larger than
/// `limit` is reported as too large without being held in memory.
struct MessageSource {
    enum Item {
        /// A message and the line it starts on.
        case message(ArraySlice<UInt8>, line: Int)
        case tooLarge(line: Int)
    }

    enum Layout { case lines, document, detect }

    /// Why an input gave no message at all, for the note that says so.
    enum Emptiness: Equatable {
        case empty, blank

        var description: String {
            switch self {
            case .empty: "the input is empty"
            case .blank: "the input holds only blank lines"
            }
        }
    }

    let name: String
    private var reader: LineReader
    private var isLines: Bool
    private var documentDone = false
    private let limit: Int
    private var items = 0
    private var sawBytes = false
    /// Detected documents that are empty or blank hold no message. A caller that asked for a
    /// document (crosscheck, which the C validator's one message per document must match)
    /// gets the empty document as a message.
    private let blankIsNoMessage: Bool

    init(_ source: InputSource, layout: Layout, limit: Int) throws(InputSource.OpenError) {
        name = source.name
        self.limit = limit
        reader = LineReader(descriptor: source.descriptor, name: source.name, maxLineLength: limit)
        blankIsNoMessage = layout != .document
        switch layout {
        case .lines: isLines = true
        case .document: isLines = false
        case .detect:
            let (lines, firstLineTooLong) = try reader.peekLines(upTo: MessageLayout.linesToDetect)
            // A first line over the limit is too large either way; as lines, what follows it
            // is still read.
            isLines = firstLineTooLong || MessageLayout.holdsLines(lines)
        }
    }

    var bytesRead: Int { reader.bytesRead }

    /// Once the input is read: why it held no message, or nil when it held some.
    var emptiness: Emptiness? {
        guard items == 0 else { return nil }
        return sawBytes ? .blank : .empty
    }

    /// Once the input is read, the note on stderr that it held no message, if it held none;
    /// `output` is flushed first, so the note follows what was reported before it.
    func noteIfEmpty(after output: BufferedOutput) {
        guard let emptiness else { return }
        output.flush()
        Terminal.standardError.write("livesig: note: \(name) holds no message: \(emptiness.description)\n")
    }

    mutating func next() throws(InputSource.OpenError) -> Item? {
        guard isLines else {
            if documentDone { return nil }
            documentDone = true
            let (bytes, truncated) = try reader.readRest(limit: limit)
            sawBytes = !bytes.isEmpty
            if truncated {
                items += 1
                return .tooLarge(line: 1)
            }
            // Nothing but white space is no message, as in JSON Lines.
            if blankIsNoMessage, bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }) {
                return nil
            }
            items += 1
            return .message(bytes[...], line: 1)
        }
        while let line = try reader.next() {
            sawBytes = true
            switch line {
            case .text(let slice, let number):
                // Blank lines separate nothing in JSON Lines; they are not messages.
                if MessageLayout.isBlank(slice) { continue }
                items += 1
                return .message(slice, line: number)
            case .tooLong(_, let number):
                items += 1
                return .tooLarge(line: number)
            }
        }
        return nil
    }
}
