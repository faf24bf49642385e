/// The `serve` row: each class of bad input as the body of `POST /v1/validate`, which reads
/// a body as `livesig validate` reads an input (the status is the HTTP status). The path
/// classes do not apply to a request body.
extension BreakCommand {
    static let serve = BreakCommand(
        name: "serve",
        program: .serve,
        arguments: { _ in [] },
        account: { run in
            Accounting(checked: OutputCounts.summary("messages", in: run.stdout) ?? 0, leftOut: 0, notRead: 0)
        },
        expectations: [
            .empty: Expect(status: 200, checked: .exactly(0)),
            .blankFirstLine: Expect(status: 200, checked: .exactly(4)),
            .byteOrderMark: Expect(status: 200, says: "a UTF-8 byte order mark", checked: .exactly(4)),
            .crlf: Expect(status: 200, checked: .exactly(4)),
            .nulBytes: Expect(status: 200, says: "\"json.syntax\"", checked: .exactly(4)),
            .invalidUTF8: Expect(status: 200, says: "\"json.utf8\"", checked: .exactly(4)),
            .truncatedLastLine: Expect(status: 200, says: "\"json.syntax\"", checked: .exactly(4)),
            // Past the 64 KiB body limit: refused whole, before it is read.
            .hugeLine: Expect(status: 413, says: "larger than the limit", checked: .exactly(0)),
            .hugeNumbers: Expect(status: 200, says: "\"wire.type\"", checked: .exactly(4)),
            .deepNesting: Expect(status: 413, says: "larger than the limit", checked: .exactly(0)),
            // No file name says JSON Lines, and no line is a JSON object: one message, as
            // `livesig validate - < noise` reads it.
            .randomBytes: Expect(status: 200, says: "\"json.", checked: .exactly(1)),
            .videoBytes: Expect(status: 200, says: "\"json.syntax\"", checked: .exactly(1)),
            .trickledStdin: Expect(status: 200, checked: .exactly(4)),
        ]
    )
}
