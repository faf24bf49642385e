/// Follows PK battles across rooms (the flow of ``PKInvite`` and ``PKRoomAttributes``, whose public sources they name): ZIM call invitations
/// (invite → accept | reject | cancel | timeout, then quit or end), the mixer task each host
/// starts, and the room attributes announcing the battle — set after the mix starts, naming
/// exactly the hosts who are in it, laid out with the local host first, deleted when it ends.
/// At most 9 hosts. `end` stops the battle for everyone; `quit` takes one host out, and the
/// battle is over when fewer than two remain.
///
/// State is bounded. Battles are indexed by call ID, by user and by room, so an event costs
/// the same however many battles came before. A battle is kept while it runs and for one
/// `defaultTimeout` after it ends (an event later than that is `session.unmatched` rather
/// than `session.after-final`), or while a room's attributes still announce it. At most
/// `capacity` battles are kept: past it the oldest is forgotten and counted in ``forgotten``.
public struct PKBattleChecker: Sendable {
    /// A step of a ZIM call invitation; the raw value is the `event` name a `zim.call-invite` capture line carries.
    public enum Action: String, CaseIterable, Sendable {
        /// `invite` asks a host into a battle; `accept`, `reject` and `timeout` are the invitee's answers;
        /// `cancel` withdraws an invitation (only the inviter can); `quit` takes one host out; `end` stops the
        /// battle for everyone.
        case invite, accept, reject, cancel, timeout, quit, end
    }

    /// One event the checker follows: a call-invitation step, room attributes set or deleted, or a room's mixer task.
    public enum Event: Sendable {
        /// A call-invite event: `from` acts, `to` is the other side (the invitee of an invite,
        /// the inviter of an answer).
        case call(Action, from: String, to: String, callID: String?, timeout: Int?)
        /// The demos' PK room attributes, set by the user `by`: `host_user_id` must be in a running battle,
        /// `pk_users` must list exactly its hosts, and their layout is checked.
        case attributesSet(PKRoomAttributes.V2, by: String)
        /// Room attributes in another kit's keys, with no layout to check: the announcing host
        /// and the hosts listed (the UIKit's `host` and `pk_users`, the 1-v-1 `host` and
        /// `pk_user_id`).
        case hostsAnnounced(host: String, hosts: [String], by: String)
        /// The room's PK attributes, deleted by the user `by`: they no longer announce a battle.
        case attributesDeleted(by: String)
        /// The room's mixer task, started by the user `by`; PK attributes set in the room before it are reported.
        case mixStarted(by: String)
        /// The room's mixer task, stopped by the user `by`.
        case mixStopped(by: String)
    }

    struct Battle {
        var callID: String?
        var inviter: String
        var invitees: [(user: String, state: InvitationState, deadline: Int)] = []
        /// The inviter and who accepted, in the order they joined.
        var hosts: [String]
        var rooms: Set<String> = []
        var started = false
        var ended: (time: Int, reference: Int?)?
        /// Everyone who was invited or invited: the users the battle is indexed under.
        var users: Set<String> = []
        /// The hosts still in it when it ended by itself, whose own quit may follow: the demos'
        /// and the UIKit's last host quits when the other did, and an inviter quits after a
        /// reject or a timeout (in advanced mode the inviter counts as joined). Not after an
        /// `end`, which stops the battle for everyone.
        var leaving: Set<String> = []
        /// The inviter's room, which a finding with no event of its own (a timeout) names.
        var inviterRoom: String?
    }

    /// Battles kept at once when nothing else bounds them.
    public static let defaultCapacity = 10_000

    /// ZIM's default call timeout when an invite does not say (the server API's 90 s).
    public var defaultTimeout: Int
    /// The most battles kept at once; at least 1.
    public let capacity: Int
    /// Battles dropped at the capacity before they ended and their time was up.
    public private(set) var forgotten = 0
    private var battles: [Int: Battle] = [:]
    /// Serials, oldest first, of the battles with a call ID, a user, a room.
    private var byCallID: [String: [Int]] = [:]
    private var byUser: [String: [Int]] = [:]
    private var byRoom: [String: [Int]] = [:]
    /// Invitation deadlines, and when ended battles may be forgotten.
    private var deadlines = DeadlineHeap()
    private var nextSerial = 0
    private var oldestSerial = 0
    private var mixing: Set<String> = []
    /// Rooms whose PK attributes are set: the battle they announce and when.
    private var announced: [String: (battle: Int, time: Int, reference: Int?)] = [:]
    /// Findings so far, in the order found.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates a checker; `defaultTimeout` is in milliseconds (90 s by default), and a `capacity` below 1
    /// is taken as 1.
    public init(defaultTimeout: Int = 90_000, capacity: Int = PKBattleChecker.defaultCapacity) {
        self.defaultTimeout = defaultTimeout
        self.capacity = max(capacity, 1)
    }

    /// Battles kept now.
    public var tracked: Int { battles.count }

    /// Whether `room` is in a battle that has started and not ended.
    public func isInPK(_ room: String) -> Bool {
        (byRoom[room] ?? []).contains { serial in
            battles[serial].map { $0.started && $0.ended == nil } ?? false
        }
    }

    /// Checks one event seen in `room` at `time` (milliseconds); `reference`, such as a capture's line number,
    /// is returned in the findings about it.
    public mutating func observe(_ event: Event, room: String, at time: Int, reference: Int? = nil) {
        expire(before: time)
        let context = Context(room: room, time: time, reference: reference)
        switch event {
        case .call(let action, let from, let to, let callID, let timeout):
            call(action, from: from, to: to, callID: callID, timeout: timeout, context)
        case .attributesSet(let attributes, _):
            let users = attributes.pkUsers.document
            if announce(host: attributes.hostUserID, hosts: users?.map(\.userID), context), let users {
                for problem in PKLayoutCheck(users, localHost: attributes.hostUserID).problems {
                    report(.sessionLayout, context, problem)
                }
            }
        case .hostsAnnounced(let host, let hosts, _):
            _ = announce(host: host, hosts: hosts, context)
        case .attributesDeleted:
            announced[room] = nil
        case .mixStarted:
            mixing.insert(room)
        case .mixStopped:
            mixing.remove(room)
        }
    }

    struct Context {
        var room: String
        var time: Int
        var reference: Int?
    }

    private mutating func call(
        _ action: Action,
        from: String,
        to: String,
        callID: String?,
        timeout: Int?,
        _ context: Context
    ) {
        if action == .invite {
            invite(from: from, to: to, callID: callID, timeout: timeout, context)
            return
        }
        guard let serial = match(callID: callID, users: [from, to]), var battle = battles[serial] else {
            report(
                .sessionUnmatched,
                context,
                "\(SessionUser.named(from)) sends \(action.rawValue) for a PK invitation nobody sent"
            )
            return
        }
        if battle.ended != nil {
            // A host's own quit as the battle closes, or the SDK's timeout of an invitation this
            // checker had already timed out (the callback lands just after the deadline).
            if action == .quit, battle.leaving.remove(from) != nil {
                battles[serial] = battle
                return
            }
            if action == .timeout, Self.timedOut(from, in: battle) { return }
            report(
                .sessionAfterFinal,
                context,
                "\(SessionUser.named(from)) sends \(action.rawValue) after the PK had ended"
            )
            return
        }
        switch action {
        case .accept, .reject, .timeout:
            answer(action, from: from, battle: serial, context)
        case .cancel:
            guard from == battle.inviter else {
                report(
                    .sessionWrongParty,
                    context,
                    "\(SessionUser.named(from)) cancels the invitation; only the inviter \(battle.inviter) can"
                )
                return
            }
            for invitee in battle.invitees.indices
            where battle.invitees[invitee].state == .pending && battle.invitees[invitee].user == to {
                battle.invitees[invitee].state = .cancelled
            }
            battles[serial] = battle
            closeIfUnanswered(serial, context)
        case .quit:
            guard battle.hosts.contains(from) else {
                report(.sessionWrongParty, context, "\(SessionUser.named(from)) quits a PK it is not in")
                return
            }
            battle.hosts.removeAll { $0 == from }
            battles[serial] = battle
            if battle.hosts.count < 2 { end(serial, context) }
        case .end:
            guard battle.hosts.contains(from) else {
                report(.sessionWrongParty, context, "\(SessionUser.named(from)) ends a PK it is not in")
                return
            }
            end(serial, context, byEnd: true)
        case .invite:
            break
        }
    }

    private mutating func invite(from: String, to: String, callID: String?, timeout: Int?, _ context: Context) {
        let deadline = SessionClock.adding(
            context.time,
            timeout.map(SessionClock.milliseconds(seconds:)) ?? defaultTimeout
        )
        // More hosts are invited into a running battle by one of its hosts.
        if let serial = runningBattle(callID: callID, host: from), var battle = battles[serial] {
            battle.invitees.append((to, .pending, deadline))
            battle.rooms.insert(context.room)
            battles[serial] = battle
            index(serial, user: to, room: context.room)
            deadlines.push(deadline, serial: serial)
            return
        }
        while battles.count >= capacity { forgetOldest() }
        let serial = nextSerial
        nextSerial += 1
        var battle = Battle(callID: callID, inviter: from, hosts: [from])
        battle.invitees = [(to, .pending, deadline)]
        battle.inviterRoom = context.room
        battles[serial] = battle
        if let callID { byCallID[callID, default: []].append(serial) }
        index(serial, user: from, room: context.room)
        index(serial, user: to, room: nil)
        deadlines.push(deadline, serial: serial)
    }

    /// The running battle an invite joins: by call ID, else the latest `host` is a host of.
    /// (Not mutating: a closure over a mutating method's `self` copied the whole table.)
    private func runningBattle(callID: String?, host: String) -> Int? {
        let running = { (serial: Int) -> Bool in self.battles[serial]?.ended == nil }
        if let callID, let serial = byCallID[callID]?.last(where: running) { return serial }
        return byUser[host]?.last { serial in running(serial) && self.battles[serial]?.hosts.contains(host) == true }
    }

    /// The battle room attributes announce: the latest running one `host` is a host of.
    private func announcedBattle(host: String) -> Int? {
        byUser[host]?.last { serial in
            guard let battle = self.battles[serial] else { return false }
            return battle.started && battle.ended == nil && battle.hosts.contains(host)
        }
    }

    /// Files a battle under a user and a room it now involves.
    private mutating func index(_ serial: Int, user: String, room: String?) {
        guard var battle = battles[serial] else { return }
        if battle.users.insert(user).inserted { byUser[user, default: []].append(serial) }
        if let room, battle.rooms.insert(room).inserted { byRoom[room, default: []].append(serial) }
        battles[serial] = battle
    }

    private mutating func answer(_ action: Action, from: String, battle serial: Int, _ context: Context) {
        guard var battle = battles[serial] else { return }
        guard let invitee = battle.invitees.lastIndex(where: { $0.user == from }) else {
            report(
                .sessionWrongParty,
                context,
                "\(SessionUser.named(from)) sends \(action.rawValue) but was not invited; the invitees are \(battle.invitees.map(\.user).joined(separator: ", "))"
            )
            return
        }
        // The SDK's own timeout of an invitation already timed out here: the same event.
        if action == .timeout, Self.timedOut(from, in: battle) { return }
        guard battle.invitees[invitee].state == .pending else {
            report(
                .sessionAfterFinal,
                context,
                "\(SessionUser.named(from)) sends \(action.rawValue) after its invitation was already \(battle.invitees[invitee].state.rawValue)"
            )
            return
        }
        switch action {
        case .accept:
            battle.invitees[invitee].state = .accepted
            battle.hosts.append(from)
            battle.started = true
            battles[serial] = battle
            index(serial, user: from, room: context.room)
            if battle.hosts.count > PKMixerLayout.hostRange.upperBound {
                report(
                    .sessionTooManyHosts,
                    context,
                    "\(SessionUser.named(from)) joins as host number \(battle.hosts.count); a PK holds at most \(PKMixerLayout.hostRange.upperBound)"
                )
            }
        case .reject:
            battle.invitees[invitee].state = .rejected
            battles[serial] = battle
            closeIfUnanswered(serial, context)
        default:
            battle.invitees[invitee].state = .timedOut
            battles[serial] = battle
            closeIfUnanswered(serial, context)
        }
    }

    /// Whether `user`'s latest invitation in `battle` has timed out here already.
    private static func timedOut(_ user: String, in battle: Battle) -> Bool {
        battle.invitees.last { $0.user == user }?.state == .timedOut
    }

    /// A battle nobody joined is over once no invitation is pending.
    private mutating func closeIfUnanswered(_ serial: Int, _ context: Context) {
        guard let battle = battles[serial] else { return }
        if !battle.started, !battle.invitees.contains(where: { $0.state == .pending }) {
            end(serial, context)
        }
    }

    /// Marks a battle ended; it is kept one more timeout, for events that come after.
    private mutating func end(_ serial: Int, _ context: Context, byEnd: Bool = false) {
        guard var battle = battles[serial] else { return }
        battle.ended = (context.time, context.reference)
        battle.leaving = byEnd ? [] : Set(battle.hosts)
        battles[serial] = battle
        deadlines.push(SessionClock.adding(context.time, defaultTimeout), serial: serial)
    }

    /// Room attributes announcing `host`'s battle, listing `hosts` when they say; true when
    /// they match a battle.
    private mutating func announce(host: String, hosts listed: [String]?, _ context: Context) -> Bool {
        if !mixing.contains(context.room) {
            report(
                .sessionAttributesBeforeMix,
                context,
                "PK room attributes are set in \(context.room) before its mixer task started"
            )
        }
        guard let serial = announcedBattle(host: host), let battle = battles[serial] else {
            report(.sessionUnmatched, context, "room attributes announce a PK of \(host), who is in none")
            return false
        }
        announced[context.room] = (serial, context.time, context.reference)
        guard let listed else { return true }
        if Set(listed) != Set(battle.hosts) || listed.count != battle.hosts.count {
            report(
                .sessionPKUsers,
                context,
                "pk_users lists \(listed.joined(separator: ", ")); the hosts in the PK are \(battle.hosts.joined(separator: ", "))"
            )
        }
        return true
    }

    /// The latest battle a call event belongs to: by call ID, else one the users are in.
    private func match(callID: String?, users: [String]) -> Int? {
        if let callID, let serial = byCallID[callID]?.last { return serial }
        return users.compactMap { byUser[$0]?.last }.max()
    }

    /// Times out invitations whose deadline passed before `time`, and forgets battles ended
    /// long enough ago that no room's attributes still announce.
    private mutating func expire(before time: Int) {
        while let next = deadlines.first, next.deadline < time {
            _ = deadlines.popFirst()
            guard var battle = battles[next.serial] else { continue }
            if let ended = battle.ended {
                guard SessionClock.adding(ended.time, defaultTimeout) <= next.deadline else { continue }
                if announced.values.contains(where: { $0.battle == next.serial }) {
                    // Still announced: kept for finish(), and looked at again a timeout later.
                    deadlines.push(nextLook(after: next.deadline, before: time), serial: next.serial)
                } else {
                    remove(next.serial)
                }
                continue
            }
            for invitee in battle.invitees.indices {
                let entry = battle.invitees[invitee]
                guard entry.state == .pending, entry.deadline < time else { continue }
                battle.invitees[invitee].state = .timedOut
                diagnostics.append(
                    Diagnostic.session(
                        .sessionTimeout,
                        time: entry.deadline,
                        event: nil,
                        room: battle.inviterRoom,
                        flow: .pk,
                        message: "\(entry.user) did not answer \(battle.inviter)'s PK invitation in time"
                    )
                )
                battles[next.serial] = battle
                closeIfUnanswered(
                    next.serial,
                    Context(room: battle.inviterRoom ?? "", time: entry.deadline, reference: nil)
                )
                guard let updated = battles[next.serial] else { break }
                battle = updated
            }
        }
    }

    /// The first of `deadline + k × timeout` (k ≥ 1) that `time` has not passed: where looking
    /// again a timeout at a time would stop, found in one step. Stepping there took minutes
    /// when a capture's clock jumped years ahead.
    private func nextLook(after deadline: Int, before time: Int) -> Int {
        let step = defaultTimeout
        let gap = SessionClock.elapsed(from: deadline, to: time)
        guard step > 0, gap > step else { return max(SessionClock.adding(deadline, step), time) }
        let steps = gap / step + (gap % step == 0 ? 0 : 1)
        let (span, overflow) = steps.multipliedReportingOverflow(by: step)
        return overflow ? .max : SessionClock.adding(deadline, span)
    }

    private mutating func remove(_ serial: Int) {
        guard let battle = battles.removeValue(forKey: serial) else { return }
        func drop(_ key: String, from index: inout [String: [Int]]) {
            index[key]?.removeAll { $0 == serial }
            if index[key]?.isEmpty == true { index[key] = nil }
        }
        if let callID = battle.callID { drop(callID, from: &byCallID) }
        for user in battle.users { drop(user, from: &byUser) }
        for room in battle.rooms { drop(room, from: &byRoom) }
        for (room, announcement) in announced where announcement.battle == serial { announced[room] = nil }
    }

    private mutating func forgetOldest() {
        while oldestSerial < nextSerial, battles[oldestSerial] == nil { oldestSerial += 1 }
        guard oldestSerial < nextSerial else { return }
        forgotten += 1
        remove(oldestSerial)
    }

    /// Ends the session at `time`: invitations past their timeout time out, and attributes
    /// still announcing a battle that ended are reported.
    public mutating func finish(at time: Int) {
        expire(before: SessionClock.adding(time, 1))
        for (room, announcement) in announced.sorted(by: { $0.key < $1.key }) {
            guard let ended = battles[announcement.battle]?.ended else { continue }
            diagnostics.append(
                Diagnostic.session(
                    .sessionAttributesLeft,
                    time: ended.time,
                    event: ended.reference,
                    room: room,
                    flow: .pk,
                    message: "the PK ended but the room attributes set in \(room) were never deleted"
                )
            )
        }
    }

    private mutating func report(_ code: DiagnosticCode, _ context: Context, _ message: String) {
        diagnostics.append(
            Diagnostic.session(
                code,
                time: context.time,
                event: context.reference,
                room: context.room,
                flow: .pk,
                message: message
            )
        )
    }
}
