import LiveSignaling

/// A row of the break-test matrix: a command, how it is given its input, how to read from
/// its output how many messages it checked and left out, and what it must do with each class
/// of bad input. A class a row does not list does not apply to it (the report says why).
struct BreakCommand: Sendable, CustomStringConvertible {
    /// What a cell must see.
    struct Expect: Sendable {
        var status: Int32
        /// Said on stdout or stderr: the diagnostic, the note or the reason. Nil: the run is
        /// clean and stderr stays empty.
        var says: String?
        var checked: Count
        var leftOut: Count = .exactly(0)
        /// Inputs named that could not be read.
        var notRead = 0
        /// A usage error: nothing may be written to stdout.
        var usage = false
    }

    enum Count: Sendable, Equatable {
        case exactly(Int)
        /// The input's non-blank lines (random bytes: however many line breaks they hold).
        case inputLines
    }

    /// What a run's output says it did.
    struct Accounting: Equatable, CustomStringConvertible {
        var checked: Int
        var leftOut: Int
        var notRead: Int

        var description: String { "\(checked) checked, \(leftOut) left out, \(notRead) inputs not read" }
    }

    enum Program: Sendable {
        case livesig
        case signalCheck
        /// livesig-serve, given the input as the body of `POST /v1/validate`; the status is
        /// the HTTP status (BreakServe.swift).
        case serve
    }

    let name: String
    var program = Program.livesig
    var reach = BreakInput.Reach()
    /// The good input the classes are made from, as lines: capture lines, one message, or a
    /// video stream (one "line" with no line break in it).
    var base: [[UInt8]] = BreakCommand.capture.map { Array($0.utf8) }
    /// The command ignores its input; the class's bytes are given on stdin only.
    var stdinOnly = false
    let arguments: @Sendable (_ paths: [[UInt8]]) -> [[UInt8]]
    let account: @Sendable (_ outcome: LivesigProcess.Outcome) -> Accounting?
    let expectations: [BreakInput: Expect]
    /// Cells that fail today for a reason owned elsewhere, each with the reason. They run as
    /// known issues: recorded, not hidden, and reported the day they pass.
    var knownIssues: [BreakInput: String] = [:]

    var description: String { name }

    /// Four heartbeats of one host, 400 ms apart: valid messages, and a clean session.
    static let capture = (0..<4).map { index in
        "{\"ts\":\(1_700_000_000_000 + index * 400),\"channel\":\"sei\",\"room\":\"room_A\",\"from\":\"host_A\",\"to\":\"\","
            + #""payload":"{\"type\":0,\"sender_id\":\"host_A\",\"mic\":true,\"cam\":true}"}"#
    }

    static let message = [#"{"type":0,"sender_id":"host_A","mic":true,"cam":false}"#]

    /// An H.264 Annex B stream of four pictures, each a heartbeat SEI (payload type 243) and
    /// a slice, after an SPS and a PPS: one "line", as no byte of it is a line break, so the
    /// text classes land where they would in a recording (a blank first line or a BOM before
    /// the first start code; a NUL, a cut or a stray byte inside the units).
    static let video: [[UInt8]] = {
        let heartbeat = Array(message[0].utf8)
        var stream = BreakInput.videoBytes().prefix(22)
        for picture in 0..<4 {
            stream += [0, 0, 0, 1, 0x06, 243, UInt8(heartbeat.count)] + heartbeat + [0x80]
            stream += [0, 0, 0, 1, picture == 0 ? 0x65 : 0x41, 0x88, 0x84, 0x00, 0x33, 0xFF, 0xFE, 0xF6, 0xF0]
        }
        return [Array(stream)]
    }()
}

/// Reading counts out of outputs.
enum OutputCounts {
    /// The number the regex's one capture matches first, if any.
    static func first(_ regex: Regex<(Substring, Substring)>, in text: String) -> Int? {
        text.firstMatch(of: regex.anchorsMatchLineEndings()).flatMap { Int($0.output.1) }
    }

    static func lines(of text: String, containing marker: String) -> Int {
        text.split(separator: "\n").filter { $0.contains(marker) }.count
    }

    /// A member of the last `{"summary":…}` line.
    static func summary(_ key: String, in text: String) -> Int? {
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("{\"summary\":") }),
            let summary = JSONReader().read(Array(line.utf8)).value?.objectValue?["summary"]?.objectValue
        else { return nil }
        return summary[key]?.numberValue?.exactly(Int.self)
    }
}
