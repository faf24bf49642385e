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
    /// Whether a message (or a line too large to read) was found: all the emptiness note needs.
    private var heldMessage = false
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
        guard !heldMessage else { return nil }
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
                heldMessage = true
                return .tooLarge(line: 1)
            }
            // Nothing but white space is no message, as in JSON Lines.
            if blankIsNoMessage, bytes.allSatisfy(JSONWhitespace.contains) {
                return nil
            }
            heldMessage = true
            return .message(bytes[...], line: 1)
        }
        while let line = try reader.next() {
            if let item = item(of: line) { return item }
        }
        return nil
    }

    /// What ``nextBatch(upTo:)`` hands over.
    enum Batch {
        /// `count` whole lines, each with its line break, the first numbered `first`: their
        /// messages are ``messages(in:first:_:)``'s.
        case lines(ArraySlice<UInt8>, first: Int, count: Int)
        case item(Item)
    }

    /// As ``next()``, but up to `limit` lines at once where several are buffered: for a
    /// caller that hands them to other threads to split (``messages(in:first:_:)``), so that
    /// the thread reading does not split them.
    mutating func nextBatch(upTo limit: Int) throws(InputSource.OpenError) -> Batch? {
        guard isLines else { return try next().map(Batch.item) }
        while let lines = try reader.nextLines(upTo: limit) {
            switch lines {
            case .complete(let bytes, let first, let count):
                sawBytes = true
                // Any byte but white space starts a message: the emptiness note needs no more.
                if !heldMessage { heldMessage = bytes.contains { !JSONWhitespace.contains($0) } }
                return .lines(bytes, first: first, count: count)
            case .single(let line):
                if let item = item(of: line) { return .item(item) }
            }
        }
        return nil
    }

    /// The messages of whole lines from ``nextBatch(upTo:)``, each with its line number, as
    /// ``next()`` gives them. A last line with no line break is one too.
    static func messages(
        in lines: ArraySlice<UInt8>,
        first: Int,
        _ body: (ArraySlice<UInt8>, _ line: Int) -> Void
    ) {
        var number = first
        var start = lines.startIndex
        while start < lines.endIndex {
            let newline =
                lines.withUnsafeBytes { LineReader.lineBreak(in: $0, from: start - lines.startIndex) }
                .map { lines.startIndex + $0 } ?? lines.endIndex
            let line = lines[start..<newline]
            if !MessageLayout.isBlank(line) { body(line, number) }
            number += 1
            start = newline + 1
        }
    }

    /// The message `line` read is, or nil for a blank line (blank lines separate nothing in
    /// JSON Lines).
    private mutating func item(of line: LineReader.Line) -> Item? {
        sawBytes = true
        switch line {
        case .text(let slice, let number):
            if MessageLayout.isBlank(slice) { return nil }
            heldMessage = true
            return .message(slice, line: number)
        case .tooLong(_, let number):
            heldMessage = true
            return .tooLarge(line: number)
        }
    }
}
