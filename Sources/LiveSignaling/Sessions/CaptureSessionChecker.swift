/// Runs every session checker over the lines of an envelope capture, in order: co-host
/// requests, PK battles, seats and multi-stream per room, heartbeats per stream (or room),
/// TRTC cross-room connections per room. Raw lines and lines that fail validation are
/// counted and left out: their problems are the message checker's to report.
///
/// ```swift
/// var session = CaptureSessionChecker()
/// for (number, line) in lines.enumerated() { session.observe(decoder.decode(line), line: number + 1) }
/// let findings = session.finish()
/// ```
public struct CaptureSessionChecker: Sendable {
    /// The timeouts and thresholds the checkers run with, in milliseconds, and how much state they keep.
    ///
    /// `cohostTimeout` (60 s) is how long a co-host request waits for an answer; `inviteTimeout`
    /// (90 s) is a PK invitation's timeout when it gives none; `reconnectAfter` (5 s), `removeAfter`
    /// (60 s) and `repeatWindow` (100 ms) are ``HeartbeatMonitor``'s.
    public struct Options: Sendable {
        public var cohostTimeout = 60_000
        public var inviteTimeout = 90_000
        public var reconnectAfter = 5_000
        public var removeAfter = 60_000
        public var repeatWindow = 100
        /// Requests (co-host, per room; seats, per room) and PK battles kept at once; past it
        /// the oldest is forgotten and counted in ``CaptureSessionChecker/forgotten``.
        public var capacity = 10_000

        public init() {}
    }

    /// The options the checkers were created with.
    public let options: Options
    private var cohost: [String: CohostRequestChecker] = [:]
    private var pk: PKBattleChecker
    private var seats: [String: SeatChecker] = [:]
    private var streams: [String: MultiStreamChecker] = [:]
    private var heartbeats: [String: HeartbeatMonitor] = [:]
    private var crossRoom: [String: CrossRoomChecker] = [:]
    private var now = 0
    /// Events followed, per room and flow.
    public var events: [String: [SessionFlow: Int]] {
        counts.mapValues { slots in
            var perFlow: [SessionFlow: Int] = [:]
            for (flow, count) in zip(SessionFlow.allCases, slots) where count > 0 { perFlow[flow] = count }
            return perFlow
        }
    }
    /// Per room, a count for each flow in `SessionFlow.allCases` order: one hash a line
    /// (a dictionary per room hashed the flow as well).
    private var counts: [String: [Int]] = [:]
    /// Lines not followed: raw messages, and lines whose envelope or message is invalid.
    public private(set) var skipped = 0
    /// Valid lines that no session checker follows: likes, gifts, bullets and the other chat
    /// messages, an app's own data, a UIKit SEI that is not a heartbeat.
    public private(set) var unfollowed = 0
    /// Valid UIKit lines on the call-invite channel that no checker follows yet: calls, co-host
    /// removals, an app's own invitation types, and answers to invitations the capture did not
    /// show (a UIKit answer does not say what it answers).
    public private(set) var unfollowedUIKit = 0
    /// The purpose of each UIKit invitation seen, to route its answers.
    private var uikitCalls: UIKitCalls

    /// Creates a checker that runs the session checkers with `options` (the defaults unless given).
    public init(options: Options = Options()) {
        self.options = options
        pk = PKBattleChecker(defaultTimeout: options.inviteTimeout, capacity: options.capacity)
        uikitCalls = UIKitCalls(capacity: options.capacity)
    }

    /// Requests and battles dropped at ``Options/capacity`` before their flow ended: findings
    /// about them may be missing, so a report must say how many there were.
    public var forgotten: Int {
        cohost.values.reduce(0) { $0 + $1.forgotten } + seats.values.reduce(0) { $0 + $1.forgotten } + pk.forgotten
            + uikitCalls.forgotten
    }

    /// Follows one capture line; `line` is returned in findings about it.
    public mutating func observe(_ decoded: CaptureDecoder.Line, line: Int) {
        guard let envelope = decoded.envelope, let channel = envelope.channel, decoded.isValid else {
            skipped += 1
            return
        }
        // A line without ts happens when the one before it did.
        if let ts = envelope.ts { now = ts }
        let room = envelope.room ?? ""
        let from = envelope.from ?? ""
        let to = envelope.to ?? ""
        let message = decoded.result.message
        switch (channel, message) {
        case (.zimCommand, .cohostRoomRequest(let request)?):
            observeCohost(request, envelope: envelope, room: room, line: line)
        case (.zimCallInvite, _):
            switch route(message, envelope: envelope) {
            case .pk(let action):
                count(room, .pk)
                pk.observe(
                    .call(action, from: from, to: to, callID: envelope.id, timeout: envelope.timeout),
                    room: room,
                    at: now,
                    reference: line
                )
            case .cohost(let action):
                // A UIKit co-host (or seat) invitation and its answers, named by the ZIM call ID.
                let request = CohostRoomRequest.V1(
                    action: action,
                    senderID: from,
                    receiverID: to,
                    requestID: action == .request ? "" : envelope.id ?? "",
                    extendedData: .empty
                )
                // A ZIM call invitation times out as its envelope says.
                let timeout = envelope.timeout.map(SessionClock.milliseconds(seconds:))
                observeCohost(request, envelope: envelope, room: room, line: line, timeout: timeout)
            case .unfollowed:
                unfollowedUIKit += 1
            }
        case (.zimRoomAttributes, _):
            count(room, .pk)
            if envelope.event == "delete" {
                pk.observe(.attributesDeleted(by: from), room: room, at: now, reference: line)
            } else if case .pkRoomAttributesV2(let attributes)? = message {
                pk.observe(.attributesSet(attributes, by: from), room: room, at: now, reference: line)
            } else if case .pkRoomAttributesUIKit(let attributes)? = message {
                let hosts = attributes.pkUsers.document?.map { entry in
                    (entry.userInfo["id"] ?? entry.userInfo["user_id"])?.stringValue ?? ""
                }
                pk.observe(
                    .hostsAnnounced(host: attributes.host, hosts: hosts ?? [], by: from),
                    room: room,
                    at: now,
                    reference: line
                )
            } else if case .pkRoomAttributesV1(let attributes)? = message {
                pk.observe(
                    .hostsAnnounced(host: attributes.host, hosts: [attributes.host, attributes.pkUserID], by: from),
                    room: room,
                    at: now,
                    reference: line
                )
            }
        case (.sei, .seiDeviceState(let state)?):
            heartbeat(state, envelope: envelope, room: room, line: line)
        case (.sei, .uikitSEI(let sei)?):
            // The UIKit's envelope, read as the demos' heartbeat (the same monitor, the same rules);
            // its app data and media progress are no heartbeat.
            if let state = sei.deviceState {
                heartbeat(state, envelope: envelope, room: room, line: line)
            } else {
                unfollowed += 1
            }
        case (.trtcConnect, _):
            count(room, .crossRoom)
            var checker = crossRoom[room] ?? CrossRoomChecker(room: room)
            switch envelope.event ?? "connect" {
            case "connected": checker.observe(.connected(user: to), at: now, reference: line)
            case "error": checker.observe(.failed(user: to, code: envelope.code ?? 0), at: now, reference: line)
            case "disconnect": checker.observe(.disconnect, at: now, reference: line)
            default:
                if case .trtcConnectOtherRoom(let parameters)? = message {
                    checker.observe(.connect(parameters), at: now, reference: line)
                }
            }
            crossRoom[room] = checker
        case (.sdk, _):
            sdkEvent(envelope, room: room, from: from, to: to, line: line)
        default:
            unfollowed += 1
        }
    }

    /// Where a call-invite line goes. A UIKit invitation goes to the checker of its purpose
    /// (recorded under its call ID); a line answering a recorded UIKit invitation follows it;
    /// a UIKit answer to nothing recorded goes nowhere; anything else (the demos' messages, an
    /// empty answer to no recorded call) is the demos' PK flow, as its event says.
    private enum CallRoute {
        case pk(PKBattleChecker.Action)
        case cohost(CohostRoomRequest.Action)
        case unfollowed
    }

    private mutating func route(_ message: WireMessage?, envelope: CaptureEnvelope) -> CallRoute {
        let event = envelope.event.flatMap(PKBattleChecker.Action.init(rawValue:))
        let plain: PKBattleChecker.Action = event ?? (message == .pkInviteQuit ? .quit : .invite)
        var invited: UIKitInvitation.Purpose?
        var pkStep: Int?
        var stops = false
        switch message {
        case .uikitInvite(let invite)?:
            invited = invite.purpose
            let payload = invite.payload?.objectValue
            pkStep = payload?[UIKitInvitation.Key.type]?.numberValue?.exactly(Int.self)
            // Flutter's kit before 3.0.0 stopped a battle with a sub_type-1 invitation.
            stops =
                payload?[UIKitInvitation.Key.subType]?.numberValue?.exactly(Int64.self) == UIKitInvitation.subTypeStop
        case .uikitAdvanceInvite(let invite)?: invited = invite.purpose
        default: break
        }
        if let invited {
            // The native kits end a battle with a new invitation (91001) and resume one with
            // another (91002); the peer accepts either as it acts on it, so its answer is no
            // step of a battle (ZegoUIKitPrebuiltLiveStreaming/Internal/PKService.swift,
            // zego_uikit_prebuilt_live_streaming_ios@a168ff1b40242de1582c2be7f3006cbae4f3f5aa).
            let step = pkStep.map(PKInvite.InviteType.code)
            let ends = invited.flow == .pk && (stops || step == PKInvite.InviteType.endPK)
            let resumes = invited.flow == .pk && step == PKInvite.InviteType.resumePK
            if let id = envelope.id { uikitCalls.record(id, ends || resumes ? .acknowledge : .follow(invited)) }
            switch invited.flow {
            case .pk?:
                if ends { return .pk(.end) }
                if resumes { return .unfollowed }
                return .pk(event ?? .invite)
            case .cohost?: return .cohost(.request)
            default: return .unfollowed
            }
        }
        switch uikitCalls.answers(to: envelope.id) {
        case .acknowledge?: return .unfollowed
        case .follow(let purpose)?:
            switch (purpose.flow, event) {
            case (.pk?, _): return .pk(plain)
            case (.cohost?, .accept?): return .cohost(.accept)
            case (.cohost?, .reject?): return .cohost(.reject)
            case (.cohost?, .cancel?): return .cohost(.cancel)
            default: return .unfollowed
            }
        case nil: break
        }
        if case .uikitAnswer? = message { return .unfollowed }
        return .pk(plain)
    }

    private mutating func observeCohost(
        _ request: CohostRoomRequest.V1,
        envelope: CaptureEnvelope,
        room: String,
        line: Int,
        timeout: Int? = nil
    ) {
        count(room, .cohost)
        let inPK = pk.isInPK(room)
        cohost[
            room,
            default: CohostRequestChecker(room: room, timeout: options.cohostTimeout, capacity: options.capacity)
        ]
        .observe(
            .init(time: now, reference: line, messageID: envelope.id, request: request, timeout: timeout),
            roomInPK: inPK
        )
    }

    private mutating func heartbeat(_ state: SEIDeviceState.V1, envelope: CaptureEnvelope, room: String, line: Int) {
        let key = envelope.stream ?? room
        count(room, .heartbeat)
        heartbeats[
            key,
            default: HeartbeatMonitor(
                room: room,
                reconnectAfter: options.reconnectAfter,
                removeAfter: options.removeAfter,
                repeatWindow: options.repeatWindow
            )
        ]
        .observe(
            state,
            data: Self.repeatKey(state),
            at: now,
            reference: line
        )
    }

    private mutating func sdkEvent(_ envelope: CaptureEnvelope, room: String, from: String, to: String, line: Int) {
        let event = envelope.event ?? ""
        if event == "mixer.start" || event == "mixer.stop" {
            count(room, .pk)
            let mix: PKBattleChecker.Event = event == "mixer.start" ? .mixStarted(by: from) : .mixStopped(by: from)
            pk.observe(mix, room: room, at: now, reference: line)
            // The room's mix carried its heartbeats; they stop with it.
            if event == "mixer.stop" {
                for key in heartbeats.keys where heartbeats[key]?.room == room { heartbeats[key]?.close(at: now) }
            }
        } else if let action = SeatChecker.Action(rawValue: event) {
            count(room, .seats)
            seats[room, default: SeatChecker(room: room, capacity: options.capacity)].observe(
                action,
                from: from,
                to: to,
                at: now,
                reference: line
            )
        } else if let action = MultiStreamChecker.Action(rawValue: event) {
            count(room, .multiStream)
            streams[room, default: MultiStreamChecker(room: room)].observe(
                action,
                stream: envelope.stream ?? envelope.id ?? "",
                at: now,
                reference: line
            )
        }
    }

    /// What makes two heartbeats the same for repeat folding: the state's fields, in bytes
    /// (an interpolated string of them cost a formatting pass per line).
    private static func repeatKey(_ state: SEIDeviceState.V1) -> [UInt8] {
        var key: [UInt8] = []
        key.reserveCapacity(state.senderID.utf8.count + 10)
        withUnsafeBytes(of: state.type.littleEndian) { key.append(contentsOf: $0) }
        key.append(state.mic ? 1 : 0)
        key.append(state.cam ? 1 : 0)
        key.append(contentsOf: state.senderID.utf8)
        return key
    }

    private mutating func count(_ room: String, _ flow: SessionFlow) {
        counts[room, default: [Int](repeating: 0, count: SessionFlow.allCases.count)][Self.slot(flow)] += 1
    }

    /// The flow's place in `SessionFlow.allCases`, without hashing it.
    private static func slot(_ flow: SessionFlow) -> Int {
        switch flow {
        case .cohost: 0
        case .pk: 1
        case .seats: 2
        case .multiStream: 3
        case .heartbeat: 4
        case .crossRoom: 5
        }
    }

    /// Ends the capture at the last line's time; every finding, in time order.
    public mutating func finish() -> [Diagnostic] {
        var all: [Diagnostic] = []
        for room in cohost.keys.sorted() {
            cohost[room]?.finish(at: now)
            all += cohost[room]?.diagnostics ?? []
        }
        pk.finish(at: now)
        all += pk.diagnostics
        for room in seats.keys.sorted() { all += seats[room]?.diagnostics ?? [] }
        for room in streams.keys.sorted() { all += streams[room]?.diagnostics ?? [] }
        for key in heartbeats.keys.sorted() {
            heartbeats[key]?.finish(at: now)
            all += heartbeats[key]?.diagnostics ?? []
        }
        for room in crossRoom.keys.sorted() { all += crossRoom[room]?.diagnostics ?? [] }
        return all.enumerated().sorted {
            ($0.element.session?.time ?? 0, $0.element.session?.event ?? Int.max, $0.offset) < (
                $1.element.session?.time ?? 0, $1.element.session?.event ?? Int.max, $1.offset
            )
        }.map(\.element)
    }
}
