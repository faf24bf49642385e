import ArgumentParser

/// The silence thresholds `session check` and `sei audit` share, in seconds on the command line.
struct HeartbeatThresholds: ParsableArguments {
    @Option(help: "Seconds without a heartbeat before a sender shows as reconnecting.")
    var reconnectAfter: Double = 5

    @Option(help: "Seconds without a heartbeat before a sender is removed.")
    var removeAfter: Double = 60

    func validate() throws {
        try Self.requireSeconds([("--reconnect-after", reconnectAfter), ("--remove-after", removeAfter)])
        if removeAfter < reconnectAfter {
            throw ValidationError("--remove-after must not be less than --reconnect-after")
        }
    }

    /// Durations from the command line: finite, and at most a day.
    static func requireSeconds(_ values: [(name: String, value: Double)]) throws {
        for (name, value) in values where !(value >= 0 && value <= 86_400) {
            throw ValidationError("\(name) is seconds between 0 and 86400")
        }
    }

    var reconnectMilliseconds: Int { Int(reconnectAfter * 1000) }
    var removeMilliseconds: Int { Int(removeAfter * 1000) }
}
