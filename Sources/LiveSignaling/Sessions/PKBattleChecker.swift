/// Follows PK battles across rooms (seed 000, PROTOCOLS.md §§2–3): ZIM call invitations
/// (invite → accept | reject | cancel | timeout, then quit or end), the mixer task each host
/// starts, and the room attributes announcing the battle — set after the mix starts, naming
/// exactly the hosts who are in it, laid out with the local host first, deleted when it ends.
/// At most 9 hosts. `end` stops the battle for everyone; `quit` takes one host out, and the
/// battle is over when fewer than two remain.
public struct PKBattleChecker: Sendable {
    public enum Action: String, CaseIterable, Sendable {
        case invite, accept, reject, cancel, timeout, quit, end
    }

    public enum Event: Sendable {
        /// A call-invite event: `from` acts, `to` is the other side (the invitee of an invite,
        /// the inviter of an answer).
        case call(Action, from: String, to: String, callID: String?, timeout: Int?)
        case attributesSet(PKRoomAttributes.V2, by: String)
        case attributesDeleted(by: String)
        case mixStarted(by: String)
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
    }

    /// ZIM's default call timeout when an invite does not say (the server API's 90 s).
    public var defaultTimeout: Int
    private var battles: [Battle] = []
    private var mixing: Set<String> = []
    /// Rooms whose PK attributes are set: the battle they announce and when.
    private var announced: [String: (battle: Int, time: Int, reference: Int?)] = [:]
    public private(set) var diagnostics: [Diagnostic] = []

    public init(defaultTimeout: Int = 90_000) {
        self.defaultTimeout = defaultTimeout
    }

    /// Whether `room` is in a battle that has started and not ended.
    public func isInPK(_ room: String) -> Bool {
        battles.contains { $0.started && $0.ended == nil && $0.rooms.contains(room) }
    }

    public mutating func observe(_ event: Event, room: String, at time: Int, reference: Int? = nil) {
        expire(before: time)
        let context = Context(room: room, time: time, reference: reference)
        switch event {
        case .call(let action, let from, let to, let callID, let timeout):
            call(action, from: from, to: to, callID: callID, timeout: timeout, context)
        case .attributesSet(let attributes, let by):
            attributesSet(attributes, by: by, context)
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
        guard let index = match(callID: callID, users: [from, to]) else {
            report(.sessionUnmatched, context, "\(from) sends \(action.rawValue) for a PK invitation nobody sent")
            return
        }
        if battles[index].ended != nil {
            report(.sessionAfterFinal, context, "\(from) sends \(action.rawValue) after the PK had ended")
            return
        }
        switch action {
        case .accept, .reject, .timeout:
            answer(action, from: from, battle: index, context)
        case .cancel:
            guard from == battles[index].inviter else {
                report(
                    .sessionWrongParty,
                    context,
                    "\(from) cancels the invitation; only the inviter \(battles[index].inviter) can"
                )
                return
            }
            for invitee in battles[index].invitees.indices
            where battles[index].invitees[invitee].state == .pending && battles[index].invitees[invitee].user == to {
                battles[index].invitees[invitee].state = .cancelled
            }
            closeIfUnanswered(index, context)
        case .quit:
            guard battles[index].hosts.contains(from) else {
                report(.sessionWrongParty, context, "\(from) quits a PK it is not in")
                return
            }
            battles[index].hosts.removeAll { $0 == from }
            if battles[index].hosts.count < 2 { battles[index].ended = (context.time, context.reference) }
        case .end:
            guard battles[index].hosts.contains(from) else {
                report(.sessionWrongParty, context, "\(from) ends a PK it is not in")
                return
            }
            battles[index].ended = (context.time, context.reference)
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
        let index =
            callID.flatMap { id in battles.lastIndex { $0.callID == id && $0.ended == nil } }
            ?? battles.lastIndex { $0.ended == nil && $0.hosts.contains(from) }
        if let index {
            battles[index].invitees.append((to, .pending, deadline))
            battles[index].rooms.insert(context.room)
            return
        }
        var battle = Battle(callID: callID, inviter: from, hosts: [from])
        battle.invitees = [(to, .pending, deadline)]
        battle.rooms = [context.room]
        battles.append(battle)
    }

    private mutating func answer(_ action: Action, from: String, battle index: Int, _ context: Context) {
        guard let invitee = battles[index].invitees.lastIndex(where: { $0.user == from }) else {
            report(
                .sessionWrongParty,
                context,
                "\(from) sends \(action.rawValue) but was not invited; the invitees are \(battles[index].invitees.map(\.user).joined(separator: ", "))"
            )
            return
        }
        guard battles[index].invitees[invitee].state == .pending else {
            report(
                .sessionAfterFinal,
                context,
                "\(from) sends \(action.rawValue) after its invitation was already \(battles[index].invitees[invitee].state.rawValue)"
            )
            return
        }
        switch action {
        case .accept:
            battles[index].invitees[invitee].state = .accepted
            battles[index].hosts.append(from)
            battles[index].rooms.insert(context.room)
            battles[index].started = true
            if battles[index].hosts.count > PKMixerLayout.hostRange.upperBound {
                report(
                    .sessionTooManyHosts,
                    context,
                    "\(from) joins as host number \(battles[index].hosts.count); a PK holds at most \(PKMixerLayout.hostRange.upperBound)"
                )
            }
        case .reject:
            battles[index].invitees[invitee].state = .rejected
            closeIfUnanswered(index, context)
        default:
            battles[index].invitees[invitee].state = .timedOut
            closeIfUnanswered(index, context)
        }
    }

    /// A battle nobody joined is over once no invitation is pending.
    private mutating func closeIfUnanswered(_ index: Int, _ context: Context) {
        if !battles[index].started, !battles[index].invitees.contains(where: { $0.state == .pending }) {
            battles[index].ended = (context.time, context.reference)
        }
    }

    private mutating func attributesSet(_ attributes: PKRoomAttributes.V2, by: String, _ context: Context) {
        if !mixing.contains(context.room) {
            report(
                .sessionAttributesBeforeMix,
                context,
                "PK room attributes are set in \(context.room) before its mixer task started"
            )
        }
        guard
            let index = battles.lastIndex(where: {
                $0.started && $0.ended == nil && $0.hosts.contains(attributes.hostUserID)
            })
        else {
            report(
                .sessionUnmatched,
                context,
                "room attributes announce a PK of \(attributes.hostUserID), who is in none"
            )
            return
        }
        announced[context.room] = (index, context.time, context.reference)
        guard let users = attributes.pkUsers.document else { return }
        let listed = users.map(\.userID)
        if Set(listed) != Set(battles[index].hosts) || listed.count != battles[index].hosts.count {
            report(
                .sessionPKUsers,
                context,
                "pk_users lists \(listed.joined(separator: ", ")); the hosts in the PK are \(battles[index].hosts.joined(separator: ", "))"
            )
        }
        let layout = PKLayoutCheck(users, localHost: attributes.hostUserID)
        for problem in layout.problems {
            report(.sessionLayout, context, problem)
        }
    }

    /// The latest battle a call event belongs to: by call ID, else one the users are in.
    private func match(callID: String?, users: [String]) -> Int? {
        if let callID, let index = battles.lastIndex(where: { $0.callID == callID }) { return index }
        return battles.lastIndex { battle in
            users.contains(battle.inviter) || battle.invitees.contains { users.contains($0.user) }
        }
    }

    private mutating func expire(before time: Int) {
        for index in battles.indices where battles[index].ended == nil {
            for invitee in battles[index].invitees.indices {
                let entry = battles[index].invitees[invitee]
                guard entry.state == .pending, entry.deadline < time else { continue }
                battles[index].invitees[invitee].state = .timedOut
                diagnostics.append(
                    Diagnostic.session(
                        .sessionTimeout,
                        time: entry.deadline,
                        event: nil,
                        room: nil,
                        flow: .pk,
                        message: "\(entry.user) did not answer \(battles[index].inviter)'s PK invitation in time"
                    )
                )
                closeIfUnanswered(index, Context(room: "", time: entry.deadline, reference: nil))
            }
        }
    }

    /// Ends the session at `time`: invitations past their timeout time out, and attributes
    /// still announcing a battle that ended are reported.
    public mutating func finish(at time: Int) {
        expire(before: SessionClock.adding(time, 1))
        for (room, announcement) in announced.sorted(by: { $0.key < $1.key }) {
            guard let ended = battles[announcement.battle].ended else { continue }
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
