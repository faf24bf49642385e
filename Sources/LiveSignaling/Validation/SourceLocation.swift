/// A byte offset turned into the line and column a person looks for, plus the line itself
/// so a tool can print it with a caret under the byte.
public struct SourceLocation: Hashable, Sendable {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in bytes.
    public var column: Int
    /// The text of that line, without its line break.
    public var lineText: String

    /// Locates `offset` in `bytes`; offsets past the end point just after the last byte.
    public init(offset: Int, in bytes: UnsafeRawBufferPointer) {
        let clamped = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<clamped where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        var lineEnd = clamped
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        if lineEnd > lineStart, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        self.line = line
        self.column = clamped - lineStart + 1
        self.lineText = String(
            decoding: UnsafeRawBufferPointer(rebasing: bytes[lineStart..<max(lineStart, lineEnd)]),
            as: UTF8.self
        )
    }

    public init(offset: Int, in bytes: [UInt8]) {
        self = bytes.withUnsafeBytes { SourceLocation(offset: offset, in: $0) }
    }
}
