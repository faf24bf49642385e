import LiveSignaling
import ValidationReports

/// One set of session checkers per room, with the caps of the settings: at most `maxRooms`
/// rooms (a new one evicts the room idle longest once it has been idle `roomIdleSeconds`,
/// and is refused otherwise) and at most `maxEventsPerRoom` events fed to each. Every event
/// not fed is counted by the caller from the outcome.
///
/// A room's checkers see only that room's events, numbered from 1 in the order they came:
/// behind a load balancer that routes by room, each room lives on one instance, and the
/// findings are the same however many instances there are (scripts/serve-scale-out checks it).
actor RoomSessions {
    enum Outcome: String {
        case fed
        case invalid
        case roomFull = "room_full"
        case roomsFull = "rooms_full"
    }

    private struct Room {
        var checker: CaptureSessionChecker
        var events = 0
        var lastSeen: ContinuousClock.Instant
    }

    private let maxRooms: Int
    private let maxEventsPerRoom: Int
    private let idle: Duration
    private let metrics: ServiceMetrics
    private var rooms: [String: Room] = [:]

    init(settings: ServerSettings, metrics: ServiceMetrics) {
        maxRooms = settings.maxRooms
        maxEventsPerRoom = settings.maxEventsPerRoom
        idle = .seconds(settings.roomIdleSeconds)
        self.metrics = metrics
    }

    /// Feeds one decoded capture line to `room`'s checkers.
    func feed(_ line: CaptureDecoder.Line, room: String) -> Outcome {
        let now = ContinuousClock.now
        guard line.isValid else { return .invalid }
        if rooms[room] == nil {
            if rooms.count >= maxRooms && !evictIdlest(now: now) { return .roomsFull }
            rooms[room] = Room(checker: CaptureSessionChecker(), lastSeen: now)
            metrics.rooms(rooms.count)
        }
        // The room exists from here on; the force-free update keeps it so.
        guard var state = rooms[room] else { return .roomsFull }
        state.lastSeen = now
        guard state.events < maxEventsPerRoom else {
            rooms[room] = state
            return .roomFull
        }
        state.events += 1
        state.checker.observe(line, line: state.events)
        rooms[room] = state
        return .fed
    }

    /// `livesig session check --format json` for the room so far: the checkers are copied and
    /// finished, so the room goes on. Nil for a room not followed.
    func report(room: String) -> String? {
        guard let state = rooms[room] else { return nil }
        var checker = state.checker
        let findings = checker.finish()
        return SessionReport(
            source: room,
            lines: state.events,
            unread: 0,
            limit: 0,
            checker: checker,
            findings: findings
        )
        .json
    }

    var count: Int { rooms.count }

    /// Drops the room idle longest if it has been idle long enough; its findings are lost, and
    /// counted as an eviction.
    private func evictIdlest(now: ContinuousClock.Instant) -> Bool {
        guard let idlest = rooms.min(by: { $0.value.lastSeen < $1.value.lastSeen }),
            now - idlest.value.lastSeen >= idle
        else { return false }
        rooms[idlest.key] = nil
        metrics.roomEvicted()
        return true
    }
}
