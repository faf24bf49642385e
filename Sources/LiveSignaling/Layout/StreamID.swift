/// Stream IDs of a ZEGO live room (ZEGOCLOUD's PK battle guide, https://www.zegocloud.com/docs/live-streaming/implement-pk-battles): each host and co-host publishes one main
/// stream; a PK mixes them into one. The demo code and the documents name the mix differently.
public enum StreamID: Hashable, Sendable {
    /// `{room}_{user}_main_host`
    case host(room: String, user: String)
    /// `{room}_{user}_main_cohost`
    case cohost(room: String, user: String)
    /// `{room}_mix`, as the demo apps name the mix stream and mixer task.
    case mix(room: String)
    /// `{room}__mix`, as the documents' prose and the prebuilt UIKit name it.
    case mixDocument(room: String)

    /// Which naming convention an ID follows.
    public enum Convention: String, Hashable, Sendable {
        case host = "main_host"
        case cohost = "main_cohost"
        case mixDemo = "mix (demo)"
        case mixDocument = "mix (documents, UIKit)"
    }

    /// The naming convention the ID follows.
    public var convention: Convention {
        switch self {
        case .host: .host
        case .cohost: .cohost
        case .mix: .mixDemo
        case .mixDocument: .mixDocument
        }
    }

    /// The room whose stream it is.
    public var room: String {
        switch self {
        case .host(let room, _), .cohost(let room, _), .mix(let room), .mixDocument(let room): room
        }
    }

    /// The publishing user; nil for a mix.
    public var user: String? {
        switch self {
        case .host(_, let user), .cohost(_, let user): user
        case .mix, .mixDocument: nil
        }
    }

    /// The stream ID as published: `{room}_{user}_main_host`, `{room}_{user}_main_cohost`,
    /// `{room}_mix` or `{room}__mix`.
    public var rawValue: String {
        switch self {
        case .host(let room, let user): "\(room)_\(user)_main_host"
        case .cohost(let room, let user): "\(room)_\(user)_main_cohost"
        case .mix(let room): "\(room)_mix"
        case .mixDocument(let room): "\(room)__mix"
        }
    }

    /// Parses an ID by its suffix. Room and user IDs may themselves hold `_`, so a main stream
    /// is split at the first `_` unless `room` is given; nil when no convention fits or a part
    /// is empty.
    public init?(_ text: String, room knownRoom: String? = nil) {
        if text.hasSuffix("__mix") {
            let room = String(text.dropLast(5))
            guard !room.isEmpty, knownRoom == nil || knownRoom == room else { return nil }
            self = .mixDocument(room: room)
            return
        }
        for (suffix, make) in [
            ("_main_cohost", { StreamID.cohost(room: $0, user: $1) }),
            ("_main_host", { StreamID.host(room: $0, user: $1) }),
        ] as [(String, (String, String) -> StreamID)] where text.hasSuffix(suffix) {
            let stem = String(text.dropLast(suffix.count))
            let room: String
            let user: String
            if let knownRoom {
                guard stem.hasPrefix(knownRoom + "_") else { return nil }
                room = knownRoom
                user = String(stem.dropFirst(knownRoom.count + 1))
            } else {
                guard let split = stem.firstIndex(of: "_") else { return nil }
                room = String(stem[..<split])
                user = String(stem[stem.index(after: split)...])
            }
            guard !room.isEmpty, !user.isEmpty else { return nil }
            self = make(room, user)
            return
        }
        if text.hasSuffix("_mix") {
            let room = String(text.dropLast(4))
            guard !room.isEmpty, knownRoom == nil || knownRoom == room else { return nil }
            self = .mix(room: room)
            return
        }
        return nil
    }
}
