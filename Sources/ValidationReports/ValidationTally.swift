import LiveSignaling

/// The counts behind `livesig validate`'s summary, overall and per family.
package struct ValidationTally {
    package struct Count {
        package var messages = 0
        package var failed = 0
    }

    package private(set) var messages = 0
    package private(set) var failed = 0
    package private(set) var warnings = 0
    /// Inputs (files, standard input) read to their end, and inputs that could not be read.
    package private(set) var inputsRead = 0
    package private(set) var inputsNotRead = 0
    /// Indexed like `WireFamily.allCases`, then one slot for messages of no known family and
    /// one for lines that record events (SDK events, callbacks).
    private var perFamily = [Count](repeating: Count(), count: WireFamily.allCases.count + 2)

    package init() {}

    package mutating func add(family: WireFamily?, warnings: Int, failed isFailure: Bool, isEvent: Bool) {
        messages += 1
        if isFailure { failed += 1 }
        self.warnings += warnings
        let slot =
            isEvent
            ? Self.families.count + 1
            : family.flatMap { Self.families.firstIndex(of: $0) } ?? Self.families.count
        perFamily[slot].messages += 1
        if isFailure { perFamily[slot].failed += 1 }
    }

    /// Adds the messages another tally counted (a `--jobs` worker's chunk); inputs are the
    /// caller's to count.
    package mutating func add(messagesOf other: ValidationTally) {
        messages += other.messages
        failed += other.failed
        warnings += other.warnings
        for index in perFamily.indices {
            perFamily[index].messages += other.perFamily[index].messages
            perFamily[index].failed += other.perFamily[index].failed
        }
    }

    package mutating func inputRead() { inputsRead += 1 }
    package mutating func inputNotRead() { inputsNotRead += 1 }

    /// `WireFamily.allCases` once: the synthesized property builds a new array on every call.
    private static let families = WireFamily.allCases

    private var rows: [(name: String, count: Count)] {
        var rows: [(String, Count)] = []
        for (index, family) in WireFamily.allCases.enumerated() where perFamily[index].messages > 0 {
            rows.append((family.rawValue, perFamily[index]))
        }
        let unknown = perFamily[WireFamily.allCases.count]
        if unknown.messages > 0 { rows.append(("no family", unknown)) }
        if let events = perFamily.last, events.messages > 0 { rows.append(("events", events)) }
        return rows
    }

    /// `17 messages: 14 valid, 3 invalid, 2 warnings` and one line per family seen.
    package func text(style: Style) -> String {
        let invalid = failed == 0 ? "0 invalid" : style.error("\(failed) invalid")
        var text =
            "\(plural(messages, "message")): \(style.valid("\(messages - failed) valid")), \(invalid), \(plural(warnings, "warning"))\n"
        let width = rows.map(\.name.count).max() ?? 0
        for row in rows {
            let padding = String(repeating: " ", count: width - row.name.count)
            text += "  \(row.name)\(padding)  \(row.count.messages - row.count.failed) valid"
            text += row.count.failed > 0 ? ", \(row.count.failed) invalid\n" : "\n"
        }
        if inputsNotRead > 0 {
            let total = inputsRead + inputsNotRead
            text +=
                style.error("\(inputsNotRead) of \(plural(total, "input")) not read") + " (the reasons are on stderr)\n"
        }
        return text
    }

    /// `{"summary":{"messages":17,"valid":14,"invalid":3,"warnings":2,"families":{…},
    /// "inputs_read":1,"inputs_not_read":0}}`
    package var jsonLine: String {
        var families = JSONObject()
        for row in rows {
            families.members.append(
                .init(
                    key: row.name,
                    value: [
                        "valid": .number(JSONNumber(row.count.messages - row.count.failed)),
                        "invalid": .number(JSONNumber(row.count.failed)),
                    ]
                )
            )
        }
        let summary: JSONValue = [
            "messages": .number(JSONNumber(messages)),
            "valid": .number(JSONNumber(messages - failed)),
            "invalid": .number(JSONNumber(failed)),
            "warnings": .number(JSONNumber(warnings)),
            "families": .object(families),
            "inputs_read": .number(JSONNumber(inputsRead)),
            "inputs_not_read": .number(JSONNumber(inputsNotRead)),
        ]
        return JSONWriter(style: .compact).writeString(["summary": summary]) + "\n"
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
