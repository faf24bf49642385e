/// The matrix: one row per command, one column per class of bad input. Add a command by
/// adding a row. The `sei` rows are in BreakTable+SEI.swift, `serve` in BreakTable+Serve.swift.
extension BreakCommand {
    static let rows: [BreakCommand] = [
        validate, inspect, sessionCheck, jsonCheck, jsonUnwrap, encode, families, crosscheck, signalCheck,
        seiExtract, seiAudit, seiPack, serve,
    ]

    static func raw(_ words: String...) -> [[UInt8]] { words.map { Array($0.utf8) } }

    /// Status 2 for a path that cannot be read, with the system's reason, nothing checked.
    static func unreadable(_ reason: String) -> Expect {
        Expect(status: 2, says: reason, checked: .exactly(0), notRead: 1)
    }

    static let validate = BreakCommand(
        name: "validate",
        reach: .init(directories: true, severalPaths: true),
        arguments: { raw("validate", "--color", "never") + $0 },
        account: { run in
            // Validate leaves no message out: one too large is reported as invalid.
            guard let checked = OutputCounts.first(#/^(\d+) messages?: /#, in: run.stdout) else { return nil }
            let notRead = OutputCounts.first(#/^(\d+) of \d+ inputs? not read/#, in: run.stdout) ?? 0
            return Accounting(checked: checked, leftOut: 0, notRead: notRead)
        },
        expectations: [
            .empty: Expect(status: 0, says: "holds no message: the input is empty", checked: .exactly(0)),
            .blankFirstLine: Expect(status: 0, checked: .exactly(4)),
            .byteOrderMark: Expect(
                status: 1,
                says: "error[json.syntax]: a UTF-8 byte order mark",
                checked: .exactly(4)
            ),
            .crlf: Expect(status: 0, checked: .exactly(4)),
            .nulBytes: Expect(status: 1, says: "error[json.syntax]", checked: .exactly(4)),
            .invalidUTF8: Expect(status: 1, says: "error[json.utf8]", checked: .exactly(4)),
            .truncatedLastLine: Expect(status: 1, says: "error[json.syntax]", checked: .exactly(4)),
            .hugeLine: Expect(status: 1, says: "error[json.size]", checked: .exactly(4)),
            .hugeNumbers: Expect(status: 1, says: "error[wire.type]", checked: .exactly(4)),
            .deepNesting: Expect(status: 1, says: "error[json.depth]", checked: .exactly(4)),
            .randomBytes: Expect(status: 1, says: "error[json.", checked: .inputLines),
            .videoBytes: Expect(status: 1, says: "error[json.syntax]", checked: .exactly(1)),
            .fifo: Expect(status: 2, says: "a FIFO, not a regular file", checked: .exactly(4), notRead: 1),
            .symlinkLoop: Expect(status: 0, says: "leads to a directory already read", checked: .exactly(4)),
            .unreadablePath: unreadable("Permission denied"),
            .nonUTF8Path: Expect(status: 0, says: "caf\\xE9.jsonl:4: valid", checked: .exactly(4)),
            .goodAndBadPaths: Expect(
                status: 2,
                says: "missing.jsonl: cannot open: No such file",
                checked: .exactly(4),
                notRead: 2
            ),
            .trickledStdin: Expect(status: 0, checked: .exactly(4)),
        ]
    )

    /// Messages are the reports on stdout; one too large is left out with json.size on stderr.
    static let inspect = BreakCommand(
        name: "inspect",
        arguments: { raw("inspect", "--format", "json") + $0 },
        account: { run in
            Accounting(
                checked: OutputCounts.lines(of: run.stdout, containing: "{\"source\":"),
                leftOut: OutputCounts.lines(of: run.stderr, containing: "error[json.size]"),
                notRead: OutputCounts.lines(of: run.stderr, containing: "livesig: cannot")
            )
        },
        expectations: [
            .empty: Expect(status: 0, says: "holds no message: the input is empty", checked: .exactly(0)),
            .blankFirstLine: Expect(status: 0, checked: .exactly(4)),
            .byteOrderMark: Expect(status: 1, says: "a UTF-8 byte order mark", checked: .exactly(4)),
            .crlf: Expect(status: 0, checked: .exactly(4)),
            .nulBytes: Expect(status: 1, says: "\"json.syntax\"", checked: .exactly(4)),
            .invalidUTF8: Expect(status: 1, says: "\"json.utf8\"", checked: .exactly(4)),
            .truncatedLastLine: Expect(status: 1, says: "\"json.syntax\"", checked: .exactly(4)),
            .hugeLine: Expect(status: 1, says: ":2: error[json.size]", checked: .exactly(3), leftOut: .exactly(1)),
            .hugeNumbers: Expect(status: 1, says: "\"wire.type\"", checked: .exactly(4)),
            .deepNesting: Expect(status: 1, says: "\"json.depth\"", checked: .exactly(4)),
            .randomBytes: Expect(status: 1, says: "\"json.", checked: .inputLines),
            .videoBytes: Expect(status: 1, says: "\"json.syntax\"", checked: .exactly(1)),
            .fifo: Expect(status: 0, checked: .exactly(4)),
            .symlinkLoop: unreadable("Too many levels of symbolic links"),
            .unreadablePath: unreadable("Permission denied"),
            .nonUTF8Path: Expect(status: 0, says: "caf\\\\xE9.jsonl", checked: .exactly(4)),
            .goodAndBadPaths: Expect(status: 2, says: "Unexpected argument", checked: .exactly(0), usage: true),
            .trickledStdin: Expect(status: 0, checked: .exactly(4)),
        ]
    )

    /// A line per message unwrapped; one that is not JSON (or too large) is named on stderr as
    /// left out and written empty.
    static let jsonUnwrap = BreakCommand(
        name: "json unwrap",
        arguments: { raw("json", "unwrap") + $0 },
        account: { run in
            Accounting(
                checked: run.stdout.split(separator: "\n").count,
                leftOut: OutputCounts.lines(of: run.stderr, containing: "; left out"),
                notRead: OutputCounts.lines(of: run.stderr, containing: "livesig: cannot")
            )
        },
        expectations: [
            .empty: Expect(status: 0, says: "holds no message: the input is empty", checked: .exactly(0)),
            .blankFirstLine: Expect(status: 0, checked: .exactly(4)),
            .byteOrderMark: Expect(status: 1, says: "byte order mark", checked: .exactly(3), leftOut: .exactly(1)),
            .crlf: Expect(status: 0, checked: .exactly(4)),
            .nulBytes: Expect(status: 1, says: "json.syntax", checked: .exactly(3), leftOut: .exactly(1)),
            .invalidUTF8: Expect(status: 1, says: "json.utf8", checked: .exactly(3), leftOut: .exactly(1)),
            .truncatedLastLine: Expect(status: 1, says: "json.syntax", checked: .exactly(3), leftOut: .exactly(1)),
            .hugeLine: Expect(status: 1, says: ":2: error[json.size]", checked: .exactly(3), leftOut: .exactly(1)),
            .hugeNumbers: Expect(status: 0, checked: .exactly(4)),
            .deepNesting: Expect(status: 1, says: "json.depth", checked: .exactly(3), leftOut: .exactly(1)),
            .randomBytes: Expect(status: 1, says: "json.", checked: .exactly(0), leftOut: .inputLines),
            .videoBytes: Expect(status: 1, says: "json.syntax", checked: .exactly(0), leftOut: .exactly(1)),
            .fifo: Expect(status: 0, checked: .exactly(4)),
            .symlinkLoop: unreadable("Too many levels of symbolic links"),
            .unreadablePath: unreadable("Permission denied"),
            .nonUTF8Path: Expect(status: 0, checked: .exactly(4)),
            .goodAndBadPaths: Expect(status: 2, says: "Unexpected argument", checked: .exactly(0), usage: true),
            .trickledStdin: Expect(status: 0, checked: .exactly(4)),
        ]
    )

    /// Lines followed are `lines - left_out`; invalid lines are left out (validate reports
    /// them), so they do not change the status.
    static let sessionCheck = BreakCommand(
        name: "session check",
        arguments: { raw("session", "check", "--format", "json") + $0 },
        account: { run in
            guard let lines = OutputCounts.summary("lines", in: run.stdout),
                let leftOut = OutputCounts.summary("left_out", in: run.stdout)
            else {
                return Accounting(
                    checked: 0,
                    leftOut: 0,
                    notRead: OutputCounts.lines(of: run.stderr, containing: "livesig: cannot")
                )
            }
            return Accounting(checked: lines - leftOut, leftOut: leftOut, notRead: 0)
        },
        expectations: [
            .empty: Expect(status: 0, says: "holds no line: the input is empty", checked: .exactly(0)),
            .blankFirstLine: Expect(status: 0, checked: .exactly(4)),
            .byteOrderMark: Expect(status: 0, says: "\"left_out\":1", checked: .exactly(3), leftOut: .exactly(1)),
            .crlf: Expect(status: 0, checked: .exactly(4)),
            .nulBytes: Expect(status: 0, says: "\"left_out\":1", checked: .exactly(3), leftOut: .exactly(1)),
            .invalidUTF8: Expect(status: 0, says: "\"left_out\":1", checked: .exactly(3), leftOut: .exactly(1)),
            .truncatedLastLine: Expect(status: 0, says: "\"left_out\":1", checked: .exactly(3), leftOut: .exactly(1)),
            .hugeLine: Expect(status: 0, says: ":2: error[json.size]", checked: .exactly(3), leftOut: .exactly(1)),
            .hugeNumbers: Expect(status: 0, says: "\"left_out\":1", checked: .exactly(3), leftOut: .exactly(1)),
            .deepNesting: Expect(status: 0, says: "\"left_out\":1", checked: .exactly(3), leftOut: .exactly(1)),
            .randomBytes: Expect(status: 0, says: "\"left_out\":", checked: .exactly(0), leftOut: .inputLines),
            .videoBytes: Expect(status: 0, says: "\"left_out\":1", checked: .exactly(0), leftOut: .exactly(1)),
            .fifo: Expect(status: 0, checked: .exactly(4)),
            .symlinkLoop: unreadable("Too many levels of symbolic links"),
            .unreadablePath: unreadable("Permission denied"),
            .nonUTF8Path: Expect(status: 0, checked: .exactly(4)),
            .goodAndBadPaths: Expect(status: 2, says: "Unexpected argument", checked: .exactly(0), usage: true),
            .trickledStdin: Expect(status: 0, checked: .exactly(4)),
        ]
    )

    /// One JSON text, judged by RFC 8259 alone: an empty input is not one (the JSON parser
    /// test suites' contract), and huge numbers are JSON.
    static let jsonCheck = BreakCommand(
        name: "json check",
        base: message.map { Array($0.utf8) },
        arguments: { raw("json", "check") + $0 },
        account: { run in
            let read = run.status == 0 || run.status == 1
            return Accounting(
                checked: read ? 1 : 0,
                leftOut: 0,
                notRead: OutputCounts.lines(of: run.stderr, containing: "livesig: cannot")
            )
        },
        expectations: [
            .empty: Expect(status: 1, says: "error[json.syntax]", checked: .exactly(1)),
            .blankFirstLine: Expect(status: 0, checked: .exactly(1)),
            .byteOrderMark: Expect(status: 1, says: "a UTF-8 byte order mark", checked: .exactly(1)),
            .crlf: Expect(status: 0, checked: .exactly(1)),
            .nulBytes: Expect(status: 1, says: "error[json.syntax]", checked: .exactly(1)),
            .invalidUTF8: Expect(status: 1, says: "error[json.utf8]", checked: .exactly(1)),
            .truncatedLastLine: Expect(status: 1, says: "error[json.syntax]", checked: .exactly(1)),
            .hugeLine: Expect(status: 1, says: "error[json.size]", checked: .exactly(1)),
            .hugeNumbers: Expect(status: 0, checked: .exactly(1)),
            .deepNesting: Expect(status: 1, says: "error[json.depth]", checked: .exactly(1)),
            .randomBytes: Expect(status: 1, says: "error[json.", checked: .exactly(1)),
            .videoBytes: Expect(status: 1, says: "error[json.syntax]", checked: .exactly(1)),
            .fifo: Expect(status: 0, checked: .exactly(1)),
            .symlinkLoop: unreadable("Too many levels of symbolic links"),
            .unreadablePath: unreadable("Permission denied"),
            .nonUTF8Path: Expect(status: 0, checked: .exactly(1)),
            .goodAndBadPaths: Expect(status: 2, says: "Unexpected argument", checked: .exactly(0), usage: true),
            .trickledStdin: Expect(status: 0, checked: .exactly(1)),
        ]
    )

    /// One message read with --from, validated, and written to stdout in another dialect.
    static let encode = BreakCommand(
        name: "encode",
        base: message.map { Array($0.utf8) },
        arguments: { paths in raw("encode", "sei.device-state", "--dialect", "document", "--from") + paths },
        account: { run in
            let read = run.status == 0 || run.status == 1
            return Accounting(
                checked: read ? 1 : 0,
                leftOut: 0,
                notRead: OutputCounts.lines(of: run.stderr, containing: "livesig: cannot")
            )
        },
        expectations: [
            .empty: Expect(status: 1, says: "the input is not a valid sei.device-state message", checked: .exactly(1)),
            .blankFirstLine: Expect(status: 0, checked: .exactly(1)),
            .byteOrderMark: Expect(status: 1, says: "a UTF-8 byte order mark", checked: .exactly(1)),
            .crlf: Expect(status: 0, checked: .exactly(1)),
            .nulBytes: Expect(status: 1, says: "error[json.syntax]", checked: .exactly(1)),
            .invalidUTF8: Expect(status: 1, says: "error[json.utf8]", checked: .exactly(1)),
            .truncatedLastLine: Expect(status: 1, says: "error[json.syntax]", checked: .exactly(1)),
            .hugeLine: Expect(status: 1, says: "error[json.size]", checked: .exactly(1)),
            .hugeNumbers: Expect(status: 1, says: "error[wire.", checked: .exactly(1)),
            .deepNesting: Expect(status: 1, says: "error[json.depth]", checked: .exactly(1)),
            .randomBytes: Expect(status: 1, says: "error[json.", checked: .exactly(1)),
            .videoBytes: Expect(status: 1, says: "error[json.syntax]", checked: .exactly(1)),
            .fifo: Expect(status: 0, checked: .exactly(1)),
            .symlinkLoop: unreadable("Too many levels of symbolic links"),
            .unreadablePath: unreadable("Permission denied"),
            .nonUTF8Path: Expect(status: 0, checked: .exactly(1)),
            .goodAndBadPaths: Expect(status: 2, says: "not both or neither", checked: .exactly(0), usage: true),
            .trickledStdin: Expect(status: 0, checked: .exactly(1)),
        ]
    )

    /// families reads no input: whatever is on stdin, it lists the families and stops.
    static let families = BreakCommand(
        name: "families",
        stdinOnly: true,
        arguments: { _ in raw("families") },
        account: { _ in Accounting(checked: 0, leftOut: 0, notRead: 0) },
        expectations: [
            .empty: Expect(status: 0, says: "capture channel: sei", checked: .exactly(0)),
            .randomBytes: Expect(status: 0, says: "capture channel: sei", checked: .exactly(0)),
            .videoBytes: Expect(status: 0, says: "capture channel: sei", checked: .exactly(0)),
            .trickledStdin: Expect(status: 0, says: "capture channel: sei", checked: .exactly(0)),
        ]
    )

    /// Files only, read by both validators: no FIFO (the two would split its bytes), no
    /// directories, no stdin.
    static let crosscheck = BreakCommand(
        name: "crosscheck",
        reach: .init(severalPaths: true),
        arguments: { raw("crosscheck") + $0 },
        account: { run in
            Accounting(
                checked: OutputCounts.first(#/^(\d+) messages? compared/#, in: run.stdout) ?? 0,
                leftOut: 0,
                notRead: OutputCounts.lines(of: run.stderr, containing: "livesig: cannot")
                    + OutputCounts.lines(of: run.stderr, containing: "livesig: skipped")
            )
        },
        expectations: [
            // Split as validate splits it: an empty input holds no message, and says so.
            .empty: Expect(status: 0, says: "holds no message", checked: .exactly(0)),
            .blankFirstLine: Expect(status: 0, checked: .exactly(4)),
            .byteOrderMark: Expect(status: 0, checked: .exactly(4)),
            .crlf: Expect(status: 0, checked: .exactly(4)),
            .nulBytes: Expect(status: 0, checked: .exactly(4)),
            .invalidUTF8: Expect(status: 0, checked: .exactly(4)),
            .truncatedLastLine: Expect(status: 0, checked: .exactly(4)),
            .hugeLine: Expect(status: 0, checked: .exactly(4)),
            .hugeNumbers: Expect(status: 0, checked: .exactly(4)),
            .deepNesting: Expect(status: 0, checked: .exactly(4)),
            .randomBytes: Expect(status: 0, checked: .inputLines),
            .unreadablePath: unreadable("Permission denied"),
            .nonUTF8Path: Expect(status: 0, checked: .exactly(4)),
            .goodAndBadPaths: Expect(status: 2, says: "No such file or directory", checked: .exactly(4), notRead: 2),
            .trickledStdin: Expect(
                status: 2,
                says: "standard input cannot be given",
                checked: .exactly(0),
                usage: true
            ),
        ]
    )

    /// The C validator, reading every input as JSON Lines.
    static let signalCheck = BreakCommand(
        name: "signal-check",
        program: .signalCheck,
        reach: .init(severalPaths: true),
        arguments: { raw("--jsonl") + $0 },
        account: { run in
            Accounting(
                checked: OutputCounts.first(#/^(\d+) messages?: /#, in: run.stdout) ?? 0,
                leftOut: 0,
                notRead: OutputCounts.lines(of: run.stderr, containing: "signal-check: cannot")
            )
        },
        expectations: [
            .empty: Expect(status: 0, says: "holds no message", checked: .exactly(0)),
            .blankFirstLine: Expect(status: 0, checked: .exactly(4)),
            .byteOrderMark: Expect(status: 1, says: "json.syntax", checked: .exactly(4)),
            .crlf: Expect(status: 0, checked: .exactly(4)),
            .nulBytes: Expect(status: 1, says: "json.syntax", checked: .exactly(4)),
            .invalidUTF8: Expect(status: 1, says: "json.utf8", checked: .exactly(4)),
            .truncatedLastLine: Expect(status: 1, says: "json.syntax", checked: .exactly(4)),
            .hugeLine: Expect(status: 1, says: "json.size", checked: .exactly(4)),
            .hugeNumbers: Expect(status: 1, says: "wire.type", checked: .exactly(4)),
            .deepNesting: Expect(status: 1, says: "json.depth", checked: .exactly(4)),
            .randomBytes: Expect(status: 1, says: "json.", checked: .inputLines),
            .videoBytes: Expect(status: 1, says: "json.syntax", checked: .exactly(1)),
            .fifo: Expect(status: 0, checked: .exactly(4)),
            .symlinkLoop: Expect(
                status: 2,
                says: "Too many levels of symbolic links",
                checked: .exactly(0),
                notRead: 1
            ),
            .unreadablePath: Expect(status: 2, says: "Permission denied", checked: .exactly(0), notRead: 1),
            .nonUTF8Path: Expect(status: 0, checked: .exactly(4)),
            .goodAndBadPaths: Expect(status: 2, says: "No such file or directory", checked: .exactly(4), notRead: 2),
            .trickledStdin: Expect(status: 0, checked: .exactly(4)),
        ]
    )
}
