import LiveSignaling

/// Every setting of the service (docs/serve.md lists them). A JSON file gives some or all of
/// them under these names; flags of `livesig-serve` override the file; the rest keep the
/// defaults below. An unknown name or a value of the wrong kind is an error, so a misspelt
/// setting never falls back to a default unnoticed.
public struct ServerSettings: Sendable, Equatable {
    /// What a before-send callback does with an invalid message.
    public enum Mode: String, Sendable, CaseIterable {
        /// Answer ErrorCode 1: Tencent Chat does not deliver the message.
        case refuse
        /// Answer ErrorCode 0 and count the finding: deliver, but report.
        case report
    }

    public var host = "127.0.0.1"
    /// 0 takes any free port (the tests do).
    public var port = 8080
    /// A request body larger than this is answered 413 without being read to its end.
    public var maxBodyBytes = 65_536
    /// A request body not arrived within this many milliseconds is answered 408. Tencent Chat
    /// waits 2 s for a before-send answer; the default leaves it room.
    public var requestDeadlineMilliseconds = 1_000
    /// A connection that sends nothing for this many milliseconds is closed: one whose request
    /// head never ends (the body has its own deadline), or an idle keep-alive. Without it a
    /// client holding connections open with half a head used up the server's descriptors.
    public var idleTimeoutMilliseconds = 30_000
    /// Rooms followed at once; a new room past it evicts the room idle longest, if one has been
    /// idle `roomIdleSeconds`, and is refused otherwise.
    public var maxRooms = 10_000
    /// Events a room's session checkers follow; later events of the room are counted, not fed.
    public var maxEventsPerRoom = 10_000
    public var roomIdleSeconds = 600
    /// The mode of each before-send command; a command not listed refuses.
    public var commandModes: [String: Mode] = [:]
    /// When set, a callback whose `SdkAppid` differs is answered 401.
    public var tencentSDKAppID: String?
    /// When set, callback authentication is on: `Sign` must be SHA-256 of token and `RequestTime`.
    public var tencentCallbackToken: String?
    /// How far `RequestTime` (Tencent) or `timestamp` (ZIM) may be from the server's clock.
    public var signatureWindowSeconds = 300
    /// ZIM callbacks are refused (401) unless this is set and their signature matches it.
    public var zimCallbackSecret: String?

    public init() {}

    public func mode(of command: String) -> Mode { commandModes[command] ?? .refuse }

    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    /// The settings `json` gives over `base`.
    public static func read(
        json bytes: [UInt8],
        over base: ServerSettings = ServerSettings()
    ) throws(Problem)
        -> ServerSettings
    {
        let result = JSONReader().read(bytes)
        guard let object = result.value?.objectValue else {
            let reason = result.diagnostics.first.map(\.description) ?? "the settings are not a JSON object"
            throw Problem(description: reason)
        }
        var settings = base
        for member in object {
            try settings.apply(member.key, member.value)
        }
        return settings
    }

    private mutating func apply(_ key: String, _ value: JSONValue) throws(Problem) {
        switch key {
        case "host": host = try Self.string(key, value)
        case "port": port = try Self.integer(key, value)
        case "max_body_bytes": maxBodyBytes = try Self.integer(key, value)
        case "request_deadline_ms": requestDeadlineMilliseconds = try Self.integer(key, value)
        case "idle_timeout_ms": idleTimeoutMilliseconds = try Self.integer(key, value)
        case "max_rooms": maxRooms = try Self.integer(key, value)
        case "max_events_per_room": maxEventsPerRoom = try Self.integer(key, value)
        case "room_idle_seconds": roomIdleSeconds = try Self.integer(key, value)
        case "signature_window_seconds": signatureWindowSeconds = try Self.integer(key, value)
        case "tencent_sdk_app_id": tencentSDKAppID = try Self.string(key, value)
        case "tencent_callback_token": tencentCallbackToken = try Self.string(key, value)
        case "zim_callback_secret": zimCallbackSecret = try Self.string(key, value)
        case "command_modes":
            guard let modes = value.objectValue else { throw Problem(description: "\(key) must be an object") }
            for member in modes {
                guard let text = member.value.stringValue, let mode = Mode(rawValue: text) else {
                    throw Problem(description: "\(key).\(member.key) must be \"refuse\" or \"report\"")
                }
                commandModes[member.key] = mode
            }
        default:
            throw Problem(description: "unknown setting \"\(key)\"")
        }
    }

    private static func string(_ key: String, _ value: JSONValue) throws(Problem) -> String {
        guard let text = value.stringValue else { throw Problem(description: "\(key) must be a string") }
        return text
    }

    /// The integer settings and the values each takes, by their names in the file.
    public static let ranges: [String: ClosedRange<Int>] = [
        "port": 0...65_535,
        "max_body_bytes": 1...(64 << 20),
        "request_deadline_ms": 1...60_000,
        "idle_timeout_ms": 100...3_600_000,
        "max_rooms": 1...10_000_000,
        "max_events_per_room": 1...10_000_000,
        "room_idle_seconds": 0...(86_400 * 7),
        "signature_window_seconds": 1...86_400,
    ]

    /// The integer settings by their names in the file.
    public var integers: [(name: String, value: Int)] {
        [
            ("port", port), ("max_body_bytes", maxBodyBytes), ("request_deadline_ms", requestDeadlineMilliseconds),
            ("idle_timeout_ms", idleTimeoutMilliseconds),
            ("max_rooms", maxRooms), ("max_events_per_room", maxEventsPerRoom), ("room_idle_seconds", roomIdleSeconds),
            ("signature_window_seconds", signatureWindowSeconds),
        ]
    }

    /// The first integer setting outside its range, said as a sentence; nil when all are in range.
    public var outOfRange: String? {
        for (name, value) in integers {
            guard let range = Self.ranges[name], !range.contains(value) else { continue }
            return "\(name) must be an integer from \(range.lowerBound) to \(range.upperBound)"
        }
        return nil
    }

    private static func integer(_ key: String, _ value: JSONValue) throws(Problem) -> Int {
        let range = ranges[key] ?? Int.min...Int.max
        guard let number = value.numberValue?.exactly(Int.self), range.contains(number) else {
            throw Problem(description: "\(key) must be an integer from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }
}
