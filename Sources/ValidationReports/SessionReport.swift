import LiveSignaling

/// `livesig session check`'s output: findings grouped by room and flow, then a summary.
package struct SessionReport {
    package let source: String
    package let lines: Int
    /// Lines larger than `limit`, left out without being read.
    package let unread: Int
    package let limit: Int
    package let checker: CaptureSessionChecker
    package let findings: [Diagnostic]

    package init(
        source: String,
        lines: Int,
        unread: Int,
        limit: Int,
        checker: CaptureSessionChecker,
        findings: [Diagnostic]
    ) {
        self.source = source
        self.lines = lines
        self.unread = unread
        self.limit = limit
        self.checker = checker
        self.findings = findings
    }

    package func text(style: Style) -> String {
        var text = ""
        let rooms = Set(checker.events.keys).union(findings.map { $0.session?.room ?? "" }).sorted()
        for room in rooms {
            text += style.bold("room \(room.isEmpty ? "(none)" : room)") + "\n"
            let counts = checker.events[room] ?? [:]
            for flow in SessionFlow.allCases {
                let here = findings.filter { ($0.session?.room ?? "") == room && $0.session?.flow == flow }
                let events = counts[flow] ?? 0
                guard events > 0 || !here.isEmpty else { continue }
                text +=
                    "  \(flow.rawValue): \(events) event\(events == 1 ? "" : "s")\(here.isEmpty ? ", " + style.valid("clean") : "")\n"
                for finding in here { text += "    " + line(finding, style: style) }
            }
        }
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        let notes = findings.count - errors - warnings
        let leftOut = checker.skipped + checker.unfollowed + checker.unfollowedUIKit + unread
        text += "\(lines) line\(lines == 1 ? "" : "s"), \(lines - leftOut) followed, \(leftOut) left out"
        text += " (\(checker.skipped) raw or invalid: see livesig validate"
        if checker.unfollowed > 0 {
            text += "; \(checker.unfollowed) valid, of no session: chat messages, app data"
        }
        if checker.unfollowedUIKit > 0 {
            text +=
                "; \(checker.unfollowedUIKit) UIKit calls, co-hosting, answers or acknowledgements, which no checker follows"
        }
        text += unread > 0 ? "; \(unread) larger than \(limit) bytes, unread)\n" : ")\n"
        if checker.forgotten > 0 {
            text +=
                style.warning(
                    "\(checker.forgotten) requests or battles forgotten at the limit of \(checker.options.capacity) kept at once (--capacity): findings about them may be missing"
                ) + "\n"
        }
        text +=
            "\(errors == 0 ? "0 errors" : style.error("\(errors) error\(errors == 1 ? "" : "s")")), \(warnings) warning\(warnings == 1 ? "" : "s"), \(notes) note\(notes == 1 ? "" : "s")\n"
        return text
    }

    /// `capture.jsonl:12: error[session.unmatched] at 12.300 s: …`
    private func line(_ finding: Diagnostic, style: Style) -> String {
        let painted = style.severity(finding.severity, finding.code)
        let place = finding.session?.event.map { "\(source):\($0):" } ?? "\(source):"
        return
            "\(style.bold(place)) \(painted) at \(SessionClock.describe(finding.session?.time ?? 0)): \(finding.message)\n"
    }

    /// One object per finding, then `{"summary":…}`.
    package var json: String {
        var text = ""
        for finding in findings {
            let object: JSONValue = [
                "source": .string(source),
                "line": finding.session?.event.map { .number(JSONNumber($0)) } ?? .null,
                "time": .number(JSONNumber(finding.session?.time ?? 0)),
                "room": finding.session?.room.map(JSONValue.string) ?? .null,
                "flow": .string((finding.session?.flow.rawValue ?? "")),
                "code": .string(finding.code.rawValue),
                "severity": .string(finding.severity.rawValue),
                "message": .string(finding.message),
            ]
            text += JSONWriter(style: .compact).writeString(object) + "\n"
        }
        let summary: JSONValue = [
            "summary": [
                "lines": .number(JSONNumber(lines)),
                "left_out": .number(
                    JSONNumber(checker.skipped + checker.unfollowed + checker.unfollowedUIKit + unread)
                ),
                "unread": .number(JSONNumber(unread)),
                "forgotten": .number(JSONNumber(checker.forgotten)),
                "errors": .number(JSONNumber(findings.filter { $0.severity == .error }.count)),
                "warnings": .number(JSONNumber(findings.filter { $0.severity == .warning }.count)),
                "notes": .number(JSONNumber(findings.filter { $0.severity == .note }.count)),
            ]
        ]
        return text + JSONWriter(style: .compact).writeString(summary) + "\n"
    }
}
