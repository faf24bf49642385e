/// The `sei` rows. Their good input is a video stream (``BreakCommand/video``), so the text
/// classes become what they would be in a recording; `sei pack` reads its data from a file.
extension BreakCommand {
    /// The count in the summary line, for every input (empty, wrong kind or broken) that
    /// could be opened; messages in broken units are reported as problems, not left out.
    static let seiExtract = BreakCommand(
        name: "sei extract",
        base: video,
        arguments: { raw("sei", "extract", "--color", "never") + $0 },
        account: { run in
            Accounting(
                checked: OutputCounts.first(#/: (\d+) SEI messages?, /#, in: run.stdout) ?? 0,
                leftOut: 0,
                notRead: OutputCounts.lines(of: run.stderr, containing: "livesig: cannot")
            )
        },
        expectations: seiExpectations(
            nonUTF8Path: Expect(status: 0, says: "caf\\xE9.jsonl: byte", checked: .exactly(4)),
            videoBytes: Expect(status: 1, says: "error[sei.uuid-too-short]", checked: .exactly(1))
        )
    )

    /// Heartbeats and other SEI messages add up to every message the stream held.
    static let seiAudit = BreakCommand(
        name: "sei audit",
        base: video,
        arguments: { raw("sei", "audit", "--color", "never") + $0 },
        account: { run in
            let heartbeats = OutputCounts.first(#/(\d+) device-state SEI messages?/#, in: run.stdout) ?? 0
            let others = OutputCounts.first(#/(\d+) other SEI messages?/#, in: run.stdout) ?? 0
            return Accounting(
                checked: heartbeats + others,
                leftOut: 0,
                notRead: OutputCounts.lines(of: run.stderr, containing: "livesig: cannot")
            )
        },
        expectations: seiExpectations(
            nonUTF8Path: Expect(status: 0, checked: .exactly(4)),
            videoBytes: Expect(status: 1, says: "error[sei.uuid-too-short]", checked: .exactly(1))
        )
    )

    /// Any bytes are data, up to the 1 MiB limit; what was packed is on stdout.
    static let seiPack = BreakCommand(
        name: "sei pack",
        base: message.map { Array($0.utf8) },
        arguments: { raw("sei", "pack", "--payload-type", "243", "-o", "-", "--data-file") + $0 },
        account: { run in
            Accounting(
                checked: run.status == 0 && !run.stdout.isEmpty ? 1 : 0,
                leftOut: 0,
                notRead: OutputCounts.lines(of: run.stderr, containing: "livesig: cannot")
            )
        },
        expectations: [
            // An empty payload is still a payload: an SEI message whose size is 0.
            .empty: Expect(status: 0, checked: .exactly(1)),
            .blankFirstLine: Expect(status: 0, checked: .exactly(1)),
            .byteOrderMark: Expect(status: 0, checked: .exactly(1)),
            .crlf: Expect(status: 0, checked: .exactly(1)),
            .nulBytes: Expect(status: 0, checked: .exactly(1)),
            .invalidUTF8: Expect(status: 0, checked: .exactly(1)),
            .truncatedLastLine: Expect(status: 0, checked: .exactly(1)),
            .hugeLine: Expect(status: 2, says: "is larger than 1048576 bytes", checked: .exactly(0)),
            .hugeNumbers: Expect(status: 0, checked: .exactly(1)),
            .deepNesting: Expect(status: 0, checked: .exactly(1)),
            .randomBytes: Expect(status: 0, checked: .exactly(1)),
            .videoBytes: Expect(status: 0, checked: .exactly(1)),
            .fifo: Expect(status: 0, checked: .exactly(1)),
            .symlinkLoop: unreadable("Too many levels of symbolic links"),
            .unreadablePath: unreadable("Permission denied"),
            .nonUTF8Path: Expect(status: 0, checked: .exactly(1)),
            .goodAndBadPaths: Expect(status: 2, says: "Unexpected argument", checked: .exactly(0), usage: true),
            .trickledStdin: Expect(status: 0, checked: .exactly(1)),
        ]
    )

    /// What extract and audit share: a stray byte before the first start code is reported
    /// with its count, text or noise holds no start code, and a cut inside a slice cannot be
    /// seen in a raw stream (it has no lengths), so the two pictures before it are all.
    private static func seiExpectations(nonUTF8Path: Expect, videoBytes: Expect) -> [BreakInput: Expect] {
        let noStartCode = Expect(
            status: 1,
            says: "error[sei.no-start-code]: no Annex B start code",
            checked: .exactly(0)
        )
        return [
            .empty: Expect(status: 0, says: "holds no video: the input is empty", checked: .exactly(0)),
            .blankFirstLine: Expect(
                status: 1,
                says: "error[sei.no-start-code]: 2 bytes before the first start code",
                checked: .exactly(4)
            ),
            .byteOrderMark: Expect(
                status: 1,
                says: "error[sei.no-start-code]: 4 bytes before the first start code",
                checked: .exactly(4)
            ),
            .crlf: Expect(status: 0, checked: .exactly(4)),
            .nulBytes: Expect(status: 0, checked: .exactly(4)),
            // 0xFF lands in the first start code: the SPS before the next one is noise.
            .invalidUTF8: Expect(
                status: 1,
                says: "error[sei.no-start-code]: 16 bytes before the first start code",
                checked: .exactly(4)
            ),
            .truncatedLastLine: Expect(status: 0, checked: .exactly(2)),
            .hugeLine: noStartCode,
            .hugeNumbers: noStartCode,
            .deepNesting: noStartCode,
            .randomBytes: noStartCode,
            .videoBytes: videoBytes,
            .fifo: Expect(status: 0, checked: .exactly(4)),
            .symlinkLoop: unreadable("Too many levels of symbolic links"),
            .unreadablePath: unreadable("Permission denied"),
            .nonUTF8Path: nonUTF8Path,
            .goodAndBadPaths: Expect(status: 2, says: "Unexpected argument", checked: .exactly(0), usage: true),
            .trickledStdin: Expect(status: 0, checked: .exactly(4)),
        ]
    }
}
