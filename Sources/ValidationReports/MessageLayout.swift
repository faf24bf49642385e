import LiveSignaling

/// How an input holds its messages, decided alike for a file, standard input and a request
/// body: one message a line when one of the first few lines is a JSON object on its own (a capture, also one saved as `.json`, or whose first line is blank, starts with a
/// byte-order mark or was cut short), otherwise the whole input is one message. The server
/// once decided by the first line alone, and so read a body that opened with a blank line
/// or a BOM as one broken message.
package enum MessageLayout {
    /// How many of the first lines detection looks at.
    package static let linesToDetect = 4

    /// True when one of `lines`, ignoring blank ones, a byte-order mark and a carriage
    /// return, is a JSON object on its own: no line of a pretty-printed message is.
    package static func holdsLines(_ lines: [ArraySlice<UInt8>]) -> Bool {
        let reader = JSONReader()
        for var line in lines where !isBlank(line) {
            if line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
            if line.last == 0x0D { line = line.dropLast() }
            if case .object = reader.read(Array(line)).value { return true }
        }
        return false
    }

    /// Blank lines separate nothing in JSON Lines; they are not messages. A line holds no
    /// line feed (lines are split at it), so blank is JSON's white space alone.
    package static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy(JSONWhitespace.contains)
    }

    /// The messages of an input held whole (a request body), each with the line it starts
    /// on. An input of nothing but white space holds none.
    package static func messages(of bytes: [UInt8]) -> [(line: Int, bytes: ArraySlice<UInt8>)] {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard holdsLines(Array(lines.prefix(linesToDetect))) else {
            if bytes.allSatisfy(JSONWhitespace.contains) { return [] }
            return [(1, bytes[...])]
        }
        return lines.enumerated().compactMap { index, line in isBlank(line) ? nil : (index + 1, line) }
    }
}
