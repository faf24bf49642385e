/// Reads one JSON text (RFC 8259, nothing more) into a ``JSONTape`` in a single pass.
///
/// It never recurses: open containers live on an explicit stack bounded by
/// ``JSONReaderOptions/maxDepth``. Every read of a byte is preceded by a bounds check against
/// the end of the buffer, so no input can make it read outside the buffer or trap.
struct JSONScanner {
    let options: JSONReaderOptions

    /// One open array or object; 16 bytes, so the default 64 levels fit on the machine stack.
    struct Frame {
        var entry: Int32
        var count: Int32
        /// Index of the most recent key entry (objects only), -1 while a key is being read.
        var key: Int32
        var isObject: Bool

        init(entry: Int, isObject: Bool, count: Int, key: Int) {
            self.entry = Int32(truncatingIfNeeded: entry)
            self.count = Int32(truncatingIfNeeded: count)
            self.key = Int32(truncatingIfNeeded: key)
            self.isObject = isObject
        }
    }

    /// The open containers, in memory the caller lends for one scan.
    private var stack = FrameStack(storage: nil, capacity: 0)
    private var base: UnsafePointer<UInt8>?
    private var end = 0
    private var position = 0

    init(options: JSONReaderOptions = .default) {
        self.options = options
    }

    /// Reads `bytes` into `tape` with a fresh scanner; returns the failure, if any.
    static func scan(
        _ bytes: UnsafeRawBufferPointer,
        into tape: inout JSONTape,
        options: JSONReaderOptions
    ) -> Diagnostic? {
        var scanner = JSONScanner(options: options)
        do {
            try scanner.scan(bytes, into: &tape)
            return nil
        } catch {
            return error
        }
    }

    /// Reads `bytes` into `tape` (which is reset first).
    mutating func scan(_ bytes: UnsafeRawBufferPointer, into tape: inout JSONTape) throws(Diagnostic) {
        #if DEBUG
        ReadPassLog.current?.scanned(bytes.count)
        #endif
        // The stack of open containers needs maxDepth frames at most; for the default depth
        // that is 1 KiB, which the standard library places on the machine stack.
        let result = withUnsafeTemporaryAllocation(of: Frame.self, capacity: options.maxDepth) { storage in
            stack = FrameStack(storage: storage.baseAddress, capacity: storage.count)
            defer { stack = FrameStack(storage: nil, capacity: 0) }
            return Result { () throws(Diagnostic) in try scanWithStack(bytes, into: &tape) }
        }
        try result.get()
    }

    private mutating func scanWithStack(
        _ bytes: UnsafeRawBufferPointer,
        into tape: inout JSONTape
    ) throws(Diagnostic) {
        tape.reset()
        // A value takes at least two bytes in all but the tiniest documents (`1,` `""` `{}`):
        // one allocation of this size saves the regrowth copies.
        tape.entries.reserveCapacity(min(bytes.count / 3 + 4, 1 << 16))
        guard bytes.count <= options.maxDocumentSize else {
            throw Diagnostic(
                .jsonSize,
                path: .root,
                offset: options.maxDocumentSize,
                message: "the document is \(bytes.count) bytes; the limit is \(options.maxDocumentSize)"
            )
        }
        base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
        end = bytes.count
        position = 0
        defer { base = nil }
        guard let base else {
            throw failure(.jsonSyntax, at: 0, "the document is empty; a JSON text holds one value", tape)
        }
        if end >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF {
            throw failure(.jsonSyntax, at: 0, "a UTF-8 byte order mark is not allowed before JSON text", tape)
        }
        try scanDocument(base, &tape)
    }

    // MARK: Structure
    //
    // The per-token steps below are inlined into `scanDocument` (`@inline(__always)`): as
    // calls, each one reloaded the scanner's position and bounds from memory and stored
    // them back, about 3% of a decode.

    private mutating func scanDocument(_ p: UnsafePointer<UInt8>, _ tape: inout JSONTape) throws(Diagnostic) {
        skipWhitespace(p, &tape)
        while true {
            // A value is expected at `position`.
            guard position < end else {
                throw failure(.jsonSyntax, at: position, expectationAtEnd(), tape)
            }
            let byte = p[position]
            var closedScalar = true
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = byte == UInt8(ascii: "{")
                guard stack.count < options.maxDepth else {
                    throw failure(
                        .jsonDepth,
                        at: position,
                        "nesting deeper than \(options.maxDepth) levels",
                        tape
                    )
                }
                tape.entries.append(
                    .init(
                        kind: isObject ? .object : .array,
                        flags: 0,
                        offset: UInt32(truncatingIfNeeded: position),
                        length: 0,
                        end: 0
                    )
                )
                stack.append(Frame(entry: tape.entries.count - 1, isObject: isObject, count: 0, key: -1))
                position += 1
                skipWhitespace(p, &tape)
                let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if position < end, p[position] == closer {
                    position += 1
                    try closeContainer(&tape)
                } else if isObject {
                    try beginMember(p, &tape, afterComma: false)
                    continue
                } else {
                    try countElement(&tape)
                    continue
                }
            case UInt8(ascii: "\""):
                try scanString(p, &tape, isKey: false)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try scanNumber(p, &tape)
            case UInt8(ascii: "t"):
                try scanLiteral(p, &tape, "true", .true)
            case UInt8(ascii: "f"):
                try scanLiteral(p, &tape, "false", .false)
            case UInt8(ascii: "n"):
                try scanLiteral(p, &tape, "null", .null)
            default:
                closedScalar = false
            }
            if !closedScalar {
                throw failure(.jsonSyntax, at: position, describeUnexpected(p, expecting: "a value"), tape)
            }
            // After a complete value: close containers or move to the next member.
            if try !advanceAfterValue(p, &tape) {
                return
            }
        }
    }

    /// Consumes separators and closers after a value. Returns false when the document is
    /// complete, true when another value is expected at `position`.
    @inline(__always)
    private mutating func advanceAfterValue(
        _ p: UnsafePointer<UInt8>,
        _ tape: inout JSONTape
    ) throws(Diagnostic) -> Bool {
        while true {
            skipWhitespace(p, &tape)
            guard let frame = stack.last else {
                if position < end {
                    throw failure(
                        .jsonTrailingData,
                        at: position,
                        "only whitespace may follow the JSON value; found \(describeByte(p[position]))",
                        tape
                    )
                }
                return false
            }
            guard position < end else {
                throw failure(.jsonSyntax, at: position, expectationAtEnd(), tape)
            }
            let byte = p[position]
            let closer = frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            if byte == UInt8(ascii: ",") {
                position += 1
                skipWhitespace(p, &tape)
                if position < end, p[position] == closer {
                    throw failure(
                        .jsonSyntax,
                        at: position,
                        "a trailing comma before '\(Character(Unicode.Scalar(closer)))' is not allowed in JSON",
                        tape
                    )
                }
                if frame.isObject {
                    try beginMember(p, &tape, afterComma: true)
                } else {
                    try countElement(&tape)
                }
                return true
            }
            if byte == closer {
                position += 1
                try closeContainer(&tape)
                continue
            }
            let what = frame.isObject ? "',' or '}' after an object member" : "',' or ']' after an array element"
            throw failure(.jsonSyntax, at: position, describeUnexpected(p, expecting: what), tape)
        }
    }

    /// Reads `"key" :` and leaves `position` at the member's value.
    @inline(__always)
    private mutating func beginMember(
        _ p: UnsafePointer<UInt8>,
        _ tape: inout JSONTape,
        afterComma: Bool
    ) throws(Diagnostic) {
        guard position < end else {
            throw failure(.jsonSyntax, at: position, expectationAtEnd(), tape)
        }
        guard p[position] == UInt8(ascii: "\"") else {
            let what = afterComma ? "a quoted key after ','" : "a quoted key or '}'"
            throw failure(.jsonSyntax, at: position, describeUnexpected(p, expecting: what), tape)
        }
        try countElement(&tape)
        stack[stack.count - 1].key = -1
        let keyIndex = tape.entries.count
        try scanString(p, &tape, isKey: true)
        stack[stack.count - 1].key = Int32(truncatingIfNeeded: keyIndex)
        let beforeColon = position
        skipWhitespace(p, &tape)
        guard position < end, p[position] == UInt8(ascii: ":") else {
            if position >= end {
                throw failure(.jsonSyntax, at: position, expectationAtEnd(), tape)
            }
            throw failure(.jsonSyntax, at: position, describeUnexpected(p, expecting: "':' after the key"), tape)
        }
        if position > beforeColon, position + 1 < end, p[position + 1] == UInt8(ascii: " ") {
            tape.facts.hasSpacedColon = true
        }
        position += 1
        skipWhitespace(p, &tape)
    }

    /// Counts one more member of the innermost container, enforcing the container limit.
    @inline(__always)
    private mutating func countElement(_ tape: inout JSONTape) throws(Diagnostic) {
        let index = stack.count - 1
        stack[index].count += 1
        if Int(stack[index].count) > options.maxContainerSize {
            let noun = stack[index].isObject ? "members" : "elements"
            // The finding is about the container, so its path is the container's own.
            throw Diagnostic(
                .jsonContainerSize,
                path: path(of: Array(stack.frames.dropLast()), tape),
                offset: position,
                message: "more than \(options.maxContainerSize) \(noun) in one container"
            )
        }
    }

    private mutating func closeContainer(_ tape: inout JSONTape) throws(Diagnostic) {
        guard let frame = stack.popLast() else { return }
        let entry = Int(frame.entry)
        tape.entries[entry].length = UInt32(truncatingIfNeeded: frame.count)
        tape.entries[entry].end = UInt32(truncatingIfNeeded: tape.entries.count)
        if frame.isObject, frame.count > 1, let base {
            let repeats = JSONDuplicateKeys.repeats(object: entry, in: tape, bytes: base)
            if !repeats.isEmpty {
                JSONDuplicateKeys.report(repeats, in: &tape, bytes: base, path: path(of: stack.frames, tape))
            }
        }
    }

    // MARK: Scalars

    private mutating func scanLiteral(
        _ p: UnsafePointer<UInt8>,
        _ tape: inout JSONTape,
        _ word: StaticString,
        _ kind: JSONTape.Kind
    ) throws(Diagnostic) {
        let start = position
        let count = word.utf8CodeUnitCount
        let expected = word.utf8Start
        for index in 0..<count {
            guard start + index < end, p[start + index] == expected[index] else {
                throw failure(.jsonSyntax, at: start, "invalid literal; JSON has only true, false and null", tape)
            }
        }
        position = start + count
        tape.entries.append(
            .init(
                kind: kind,
                flags: 0,
                offset: UInt32(truncatingIfNeeded: start),
                length: UInt32(count),
                end: UInt32(tape.entries.count + 1)
            )
        )
    }

    @inline(__always)
    private mutating func scanNumber(_ p: UnsafePointer<UInt8>, _ tape: inout JSONTape) throws(Diagnostic) {
        let start = position
        var flags = JSONTape.isInteger
        if p[position] == UInt8(ascii: "-") {
            flags |= JSONTape.isNegative
            position += 1
        }
        guard position < end, isDigit(p[position]) else {
            throw failure(.jsonSyntax, at: position, "a '-' must be followed by digits", tape)
        }
        if p[position] == UInt8(ascii: "0") {
            position += 1
            if position < end, isDigit(p[position]) {
                throw failure(.jsonSyntax, at: start, "numbers may not have leading zeros", tape)
            }
        } else {
            while position < end, isDigit(p[position]) { position += 1 }
        }
        var zeroFraction = false
        if position < end, p[position] == UInt8(ascii: ".") {
            flags &= ~JSONTape.isInteger
            position += 1
            guard position < end, isDigit(p[position]) else {
                throw failure(.jsonSyntax, at: position, "a '.' in a number must be followed by digits", tape)
            }
            zeroFraction = true
            while position < end, isDigit(p[position]) {
                if p[position] != UInt8(ascii: "0") { zeroFraction = false }
                position += 1
            }
        }
        if position < end, p[position] | 0x20 == UInt8(ascii: "e") {
            flags &= ~JSONTape.isInteger
            zeroFraction = false
            position += 1
            if position < end, p[position] == UInt8(ascii: "+") || p[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard position < end, isDigit(p[position]) else {
                throw failure(.jsonSyntax, at: position, "an exponent must have digits", tape)
            }
            while position < end, isDigit(p[position]) { position += 1 }
        }
        if zeroFraction { tape.facts.hasZeroFraction = true }
        tape.entries.append(
            .init(
                kind: .number,
                flags: flags,
                offset: UInt32(truncatingIfNeeded: start),
                length: UInt32(truncatingIfNeeded: position - start),
                end: UInt32(tape.entries.count + 1)
            )
        )
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    // MARK: Strings

    @inline(__always)
    private mutating func scanString(
        _ p: UnsafePointer<UInt8>,
        _ tape: inout JSONTape,
        isKey: Bool
    ) throws(Diagnostic) {
        let quote = position
        position += 1
        var flags: UInt8 = 0
        var decodedLength = 0
        var chunkStart = position
        while true {
            position = JSONStringScan.skipPlain(p, from: position, end: end)
            guard position < end else {
                throw failure(.jsonSyntax, at: quote, "the string starting here is not terminated", tape)
            }
            let byte = p[position]
            if byte == UInt8(ascii: "\"") {
                break
            }
            if byte == UInt8(ascii: "\\") {
                decodedLength += position - chunkStart
                flags |= JSONTape.hasEscapes
                decodedLength += try scanEscape(p, &tape)
                chunkStart = position
            } else if byte < 0x20 {
                throw failure(
                    .jsonSyntax,
                    at: position,
                    "control character U+\(hex4(UInt16(byte))) must be written as an escape inside a string",
                    tape
                )
            } else if byte == UInt8(ascii: "/") {
                tape.facts.hasBareSlash = true
                position += 1
            } else {
                let run = JSONStringScan.skipNonASCII(p, from: position, end: end)
                guard !run.malformed else {
                    let described = describeByte(p[run.index])
                    throw failure(.jsonUTF8, at: run.index, "invalid UTF-8 (\(described)) in a string", tape)
                }
                position = run.index
            }
        }
        decodedLength += position - chunkStart
        let rawLength = position - quote - 1
        position += 1
        if decodedLength > options.maxStringLength {
            throw failure(
                .jsonStringLength,
                at: quote,
                "a \(isKey ? "key" : "string") of \(decodedLength) bytes; the limit is \(options.maxStringLength)",
                tape
            )
        }
        tape.entries.append(
            .init(
                kind: .string,
                flags: flags,
                offset: UInt32(truncatingIfNeeded: quote),
                length: UInt32(truncatingIfNeeded: rawLength),
                end: UInt32(tape.entries.count + 1)
            )
        )
    }

    /// Validates one escape at `position` (the backslash), advances past it and returns how
    /// many UTF-8 bytes it decodes to.
    private mutating func scanEscape(_ p: UnsafePointer<UInt8>, _ tape: inout JSONTape) throws(Diagnostic) -> Int {
        let start = position
        switch JSONStringScan.escape(p, at: start, end: end) {
        case .valid(let raw, let decoded):
            if p[start + 1] == UInt8(ascii: "/") { tape.facts.hasEscapedSlash = true }
            position += raw
            return decoded
        case .endsInside:
            throw failure(.jsonSyntax, at: start, "the string ends inside an escape", tape)
        case .badHexDigits:
            throw failure(.jsonSyntax, at: start, "\\u must be followed by four hexadecimal digits", tape)
        case .loneHighSurrogate(let unit):
            throw failure(.jsonUTF8, at: start, "\\u\(hex4(unit)) is a lone high surrogate; it has no UTF-8 form", tape)
        case .loneLowSurrogate(let unit):
            throw failure(.jsonUTF8, at: start, "\\u\(hex4(unit)) is a lone low surrogate; it has no UTF-8 form", tape)
        case .unknownLetter(let letter):
            throw failure(.jsonSyntax, at: start, "invalid escape \\\(describeEscapeLetter(letter)) in a string", tape)
        }
    }

    // MARK: Whitespace

    @inline(__always)
    private mutating func skipWhitespace(_ p: UnsafePointer<UInt8>, _ tape: inout JSONTape) {
        while position < end {
            switch p[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                if !stack.isEmpty { tape.facts.hasSpaces = true }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if !stack.isEmpty { tape.facts.hasNewlines = true }
            default:
                return
            }
            position += 1
        }
    }

    // MARK: Failures (a failure stops the read: the first thing wrong with the text, where, and why)

    private func failure(_ code: DiagnosticCode, at offset: Int, _ message: String, _ tape: JSONTape) -> Diagnostic {
        Diagnostic(code, path: currentPath(tape), offset: offset, message: message)
    }

    /// The path of the value being read when the failure happened.
    private func currentPath(_ tape: JSONTape) -> JSONPath { path(of: stack.frames, tape) }

    /// The path through the current member of every frame in `frames`, outermost first.
    private func path(of frames: [Frame], _ tape: JSONTape) -> JSONPath {
        var path = JSONPath.root
        for frame in frames {
            guard let component = component(of: frame, tape) else { break }
            path.components.append(component)
        }
        return path
    }

    /// The frame's current member, or nil before its first member (or while reading a key).
    private func component(of frame: Frame, _ tape: JSONTape) -> JSONPath.Component? {
        guard frame.count > 0 else { return nil }
        if frame.isObject {
            guard frame.key >= 0, Int(frame.key) < tape.entries.count, let base else { return nil }
            return .key(JSONStringDecoding.decode(tape.entries[Int(frame.key)], in: base))
        }
        return .index(Int(frame.count) - 1)
    }

    private func expectationAtEnd() -> String {
        guard let frame = stack.last else { return "unexpected end of input; expected a value" }
        return "unexpected end of input inside an \(frame.isObject ? "object" : "array")"
    }

    private func describeUnexpected(_ p: UnsafePointer<UInt8>, expecting what: String) -> String {
        let byte = p[position]
        switch byte {
        case UInt8(ascii: "/"):
            return "comments are not allowed in JSON (expected \(what))"
        case UInt8(ascii: "'"):
            return "strings must use double quotes, not single quotes (expected \(what))"
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            return "unexpected '\(Character(Unicode.Scalar(byte)))'; expected \(what)"
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            return "NaN and Infinity are not JSON numbers (expected \(what))"
        default:
            return "unexpected \(describeByte(byte)); expected \(what)"
        }
    }
}

func describeByte(_ byte: UInt8) -> String {
    if byte >= 0x21, byte < 0x7F {
        return "'\(Character(Unicode.Scalar(byte)))'"
    }
    return "byte 0x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
}

private func describeEscapeLetter(_ byte: UInt8) -> String {
    byte >= 0x21 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : describeByte(byte)
}

func hex4(_ value: UInt16) -> String {
    String(value, radix: 16, uppercase: true).leftPadded(to: 4)
}

extension String {
    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}

/// A stack of frames in borrowed memory, never larger than the capacity it was lent (the
/// depth check before every push keeps it so).
struct FrameStack {
    private let storage: UnsafeMutablePointer<JSONScanner.Frame>?
    let capacity: Int
    private(set) var count = 0

    init(storage: UnsafeMutablePointer<JSONScanner.Frame>?, capacity: Int) {
        self.storage = storage
        self.capacity = capacity
    }

    var isEmpty: Bool { count == 0 }

    var last: JSONScanner.Frame? { count > 0 ? storage?[count - 1] : nil }

    subscript(index: Int) -> JSONScanner.Frame {
        get { storage?[index] ?? JSONScanner.Frame(entry: 0, isObject: false, count: 0, key: -1) }
        nonmutating set { storage?[index] = newValue }
    }

    mutating func append(_ frame: JSONScanner.Frame) {
        guard count < capacity, let storage else { return }
        (storage + count).initialize(to: frame)
        count += 1
    }

    mutating func popLast() -> JSONScanner.Frame? {
        guard count > 0, let storage else { return nil }
        count -= 1
        return storage[count]
    }

    /// A copy, for building paths on the rare failure path.
    var frames: [JSONScanner.Frame] {
        guard let storage else { return [] }
        return Array(UnsafeBufferPointer(start: storage, count: count))
    }
}
