/// A path as the file system knows it: bytes, which need not be UTF-8. Swift decodes
/// command-line arguments and directory entries as UTF-8, replacing what is not, and the
/// replaced name opens nothing; the bytes are kept so that every file can be opened, and
/// `display` escapes the bytes that are not UTF-8 (`\xFF`) for reports.
struct InputPath: Hashable {
    /// The path's bytes, without a terminating NUL.
    let bytes: [UInt8]

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The path given as an argument. When the argument was not valid UTF-8, its bytes are
    /// found again in the process's raw arguments.
    init(argument: String) {
        if argument.unicodeScalars.contains("\u{FFFD}"), let raw = Self.rawArgument(decodingTo: argument) {
            bytes = raw
        } else {
            bytes = Array(argument.utf8)
        }
    }

    var isStandardInput: Bool { bytes == [0x2D] }

    /// `dir/name`, with one slash between.
    func appending(_ name: [UInt8]) -> InputPath {
        InputPath(bytes: bytes.last == 0x2F ? bytes + name : bytes + [0x2F] + name)
    }

    func hasSuffix(_ suffix: String) -> Bool {
        let tail = Array(suffix.utf8)
        return bytes.count >= tail.count && Array(bytes.suffix(tail.count)) == tail
    }

    /// The path for reports: UTF-8 as it is, any other byte as `\xHH`.
    var display: String {
        if isStandardInput { return "<stdin>" }
        var text = ""
        var rest = bytes[...]
        while !rest.isEmpty {
            var iterator = rest.makeIterator()
            var decoder = UTF8()
            var consumed = 0
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                consumed = UTF8.width(scalar)
                text.unicodeScalars.append(scalar)
            case .error, .emptyInput:
                consumed = 1
                text += "\\x" + Self.hex(rest[rest.startIndex])
            }
            rest = rest.dropFirst(consumed)
        }
        return text
    }

    /// The path as a C string, for open, stat and opendir (an array passes as a pointer).
    var cString: [CChar] {
        bytes.map { CChar(bitPattern: $0) } + [0]
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }

    private static func rawArgument(decodingTo argument: String) -> [UInt8]? {
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            var raw: [UInt8] = []
            var cursor = pointer
            while cursor.pointee != 0 {
                raw.append(UInt8(bitPattern: cursor.pointee))
                cursor += 1
            }
            if String(decoding: raw, as: UTF8.self) == argument { return raw }
        }
        return nil
    }
}
