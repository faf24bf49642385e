import Testing

/// Every command against every class of bad input (BreakTable.swift): each cell checks the
/// exit status, what the command says, and that the messages it checked and left out and the
/// inputs it could not read add up to what it was given, so that nothing goes unaccounted.
@Suite struct BreakMatrixTests {
    struct Cell: Sendable, CustomTestStringConvertible {
        let row: BreakCommand
        let input: BreakInput
        var testDescription: String { "\(row.name) × \(input)" }
    }

    static let cells: [Cell] = BreakCommand.rows.flatMap { row in
        BreakInput.allCases.filter { row.expectations[$0] != nil }.map { Cell(row: row, input: $0) }
    }

    static let signalCheck = LivesigProcess.sibling("signal-check")

    @Test(arguments: cells)
    func cell(_ cell: Cell) throws {
        if let reason = cell.row.knownIssues[cell.input] {
            withKnownIssue(Comment(rawValue: reason)) { try check(cell) }
        } else {
            try check(cell)
        }
    }

    private func check(_ cell: Cell) throws {
        let expect = try #require(cell.row.expectations[cell.input])
        let scratch = try TemporaryDirectory()
        var input = try cell.input.prepare(base: cell.row.base, reach: cell.row.reach, in: scratch)
        if cell.row.stdinOnly {
            if case .none = input.stdin { input.stdin = .bytes(input.bytes) }
            input.paths = []
            input.fifo = nil
        }
        let run: LivesigProcess.Outcome
        if cell.row.program == .serve {
            // Still answering afterwards, or BreakServe throws.
            run = try BreakServe.run(input, scratch: scratch)
        } else {
            run = try BreakRunner.run(
                program: cell.row.program == .signalCheck ? Self.signalCheck : nil,
                arguments: cell.row.arguments(input.paths),
                input: input,
                scratch: scratch
            )
        }
        let context = Comment(
            rawValue: "\(cell.testDescription)\nstdout: \(run.stdout.prefix(2000))\nstderr: \(run.stderr.prefix(2000))"
        )
        if cell.row.program != .serve {
            #expect(run.status < 128, "killed by a signal (a crash, or a hang stopped at the time limit); \(context)")
        }
        #expect(run.status == expect.status, context)
        if let says = expect.says {
            #expect((run.stdout + run.stderr).contains(says), "does not say \"\(says)\"; \(context)")
        } else {
            #expect(run.stderr.isEmpty, context)
        }
        if expect.usage { #expect(run.stdout.isEmpty, "a usage error wrote output; \(context)") }
        let lines = Self.nonBlankLines(input.bytes)
        let wanted = BreakCommand.Accounting(
            checked: expect.checked.resolved(lines: lines),
            leftOut: expect.leftOut.resolved(lines: lines),
            notRead: expect.notRead
        )
        #expect(cell.row.account(run) == wanted, context)
    }

    /// The matrix is what it claims: the validate row meets every class, and every class is
    /// met by at least three commands.
    @Test func everyClassIsExercised() {
        #expect(BreakCommand.validate.expectations.count == BreakInput.allCases.count)
        for input in BreakInput.allCases {
            #expect(BreakCommand.rows.filter { $0.expectations[input] != nil }.count >= 3, "\(input)")
        }
    }

    static func nonBlankLines(_ bytes: [UInt8]) -> Int {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false).filter { line in
            !line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        }.count
    }
}

extension BreakCommand.Count {
    func resolved(lines: Int) -> Int {
        switch self {
        case .exactly(let count): count
        case .inputLines: lines
        }
    }
}
