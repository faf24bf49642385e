/// One form of a family, declared whole: which family and version it is, the root keys that
/// point to it, its shape, how each client's dialect is told apart, and where the public
/// sources describe it. Detection, the walker, the schema and the C tables all read this one
/// value.
public struct FormSpec: Sendable {
    /// The family this form is a version of.
    public var family: WireFamily
    /// The family version this form is, as ``WireFamily/versions`` lists it and decoding reports it.
    public var version: Int
    /// A short name for the form (the C table's, the reference's).
    public var name: String
    /// Root keys that point to this form (the README's detection table).
    public var markers: [String]
    /// The shape of the message's root object.
    public var root: ObjectSpec
    /// In the order they are tried; the first whose signal holds names the message's dialect.
    public var dialects: [DialectSpec]
    /// What the form is, in a sentence, and the public sources it was read from.
    public var summary: String
    /// The public sources the form was read from: page addresses, or `owner/repo@commit:path` for code.
    public var sources: [String]
    /// Where the public sources disagree with each other or with what is sent, and what the
    /// form makes of it (the protocol reference lists these).
    public var disagreements: [String]
    /// Whether `{}` read as a family on this form's channel is this form (Web's accept).
    public var claimsEmptyObject: Bool
    /// Whether an object with no marker of any form, read as a family on this form's channel,
    /// is this form (the app's own JSON in SEI).
    public var claimsUnmarkedObjects: Bool
    /// An object whose only key is this one, holding an integer of at least this, is this
    /// form whatever other forms' markers say (the Android document's bare
    /// `{"action_type": 10000}`: a payload, not a broken envelope).
    public var claimsSoleKey: SoleKeyClaim?
    /// An object with no marker of any form but a member under this key is this form (the
    /// call-invitation demo's `{"type":10000}`), unless that member's value makes it another's
    /// (a device state's `type` 0): detection falls back to it, and the schema claims it.
    public var claimsUnmarkedWithKey: String?
    /// A finding every message of the form gets, at its root (that it is the app's own data).
    public var note: Variant.Case.Finding?
    /// The most bytes a whole message of the form may have, with the code that reports one
    /// past it (at byte 0, path `$`); nil for none. Every reader checks it before any rule.
    public var sizeLimit: MessageSizeLimit?
    /// Whether the message is a ZIM room-attribute map, a map of strings on the wire: ZIM's
    /// limits hold for the whole map (``PKRoomAttributes/Limits``), and a value under a key
    /// the root does not declare must be a string. Checked before the root's members.
    public var isRoomAttributeMap: Bool

    /// Makes a form from its parts; by default it claims neither `{}` nor unmarked objects and adds no note.
    public init(
        family: WireFamily,
        version: Int,
        name: String,
        markers: [String],
        root: ObjectSpec,
        dialects: [DialectSpec],
        summary: String,
        sources: [String],
        claimsEmptyObject: Bool = false,
        claimsUnmarkedObjects: Bool = false,
        claimsSoleKey: SoleKeyClaim? = nil,
        claimsUnmarkedWithKey: String? = nil,
        note: Variant.Case.Finding? = nil,
        sizeLimit: MessageSizeLimit? = nil,
        isRoomAttributeMap: Bool = false,
        disagreements: [String] = []
    ) {
        self.family = family
        self.version = version
        self.name = name
        self.markers = markers
        self.root = root
        self.dialects = dialects
        self.summary = summary
        self.sources = sources
        self.claimsEmptyObject = claimsEmptyObject
        self.claimsUnmarkedObjects = claimsUnmarkedObjects
        self.claimsSoleKey = claimsSoleKey
        self.claimsUnmarkedWithKey = claimsUnmarkedWithKey
        self.note = note
        self.sizeLimit = sizeLimit
        self.isRoomAttributeMap = isRoomAttributeMap
        self.disagreements = disagreements
    }

    /// See ``claimsSoleKey``.
    public struct SoleKeyClaim: Sendable {
        public var key: String
        public var minimum: Int64

        public init(key: String, minimum: Int64) {
            self.key = key
            self.minimum = minimum
        }
    }

    /// The dialect of a message with these facts and root keys: the first whose signal holds,
    /// else the last one listed.
    func dialect(facts: JSONDocumentFacts, embedded: JSONDocumentFacts? = nil, root: some DialectRoot) -> DialectSpec? {
        DialectSpec.chosen(among: dialects.lazy.map(\.signal), facts: facts, embedded: embedded, root: root)
            .map { dialects[$0] }
    }
}

/// One client's spelling of a form: its name, the writer style that reproduces its bytes, and
/// what in the bytes gives it away.
public struct DialectSpec: Sendable {
    /// The dialect's name, which decoding reports and encoding accepts (`flutter`).
    public var name: String
    /// The writer style that reproduces this client's bytes.
    public var style: JSONStyle
    /// What in the bytes shows that this client wrote them.
    public var signal: DialectSignal
    /// The client that writes it, for the reference.
    public var writer: String

    /// Where, among a form's dialects' `signals` (in the order they are tried), the dialect of
    /// a message with these facts and root keys is: the first whose signal holds, else the last
    /// one listed. Asked of signals and answered with a place, so that the streamed check keeps
    /// only signals and names (reading whole `DialectSpec`s cost it ~350 instructions a message).
    static func chosen<Signals: BidirectionalCollection<DialectSignal>>(
        among signals: Signals,
        facts: JSONDocumentFacts,
        embedded: JSONDocumentFacts? = nil,
        root: some DialectRoot
    ) -> Signals.Index? {
        signals.firstIndex { $0.holds(facts: facts, embedded: embedded, root: root) } ?? signals.indices.last
    }

    /// Makes the dialect `name`, written by `writer` in `style` and told apart by `signal`.
    public init(_ name: String, style: JSONStyle, signal: DialectSignal, writer: String) {
        self.name = name
        self.style = style
        self.signal = signal
        self.writer = writer
    }
}

/// A hand-written family's dialect enum, whose raw value is the dialect's name and whose
/// `style` its writer's: its shapes declare each dialect from it (``spec(signal:writer:)``).
protocol DeclaredDialect: RawRepresentable<String> {
    var style: JSONStyle { get }
}

extension DeclaredDialect {
    /// The dialect's declaration: its name, its byte style, and what gives it away.
    func spec(signal: DialectSignal, writer: String) -> DialectSpec {
        DialectSpec(rawValue, style: style, signal: signal, writer: writer)
    }
}

/// What in a message's bytes names its writer. Only signals the C validator can also see.
public enum DialectSignal: Sendable {
    /// Line breaks between tokens: Apple's pretty printer.
    case prettyPrinted
    /// A `\/` escape: Apple's or Android's writer.
    case escapedSlash
    /// An integral number written `486.0`: Dart.
    case zeroFraction
    /// The root object has this key.
    case rootKey(String)
    /// The root object's member under this key is a string (the PK battle guide names a
    /// `type` that the demos number).
    case rootString(String)
    /// The root object's member under this key is an integer among `codes`, and, when a
    /// second key is given, the root holds no value under it (a `null` counts as absent, as it
    /// does for an optional member): the call-invitation demo's bare `{"type":10000}`, where a
    /// PK demo's invite with the same code names its room.
    case rootCode(String, in: [Int64], without: String?)
    /// A layout signal read in the first document a string of the message holds, not in the
    /// message: PK attributes' `pk_users` is written by the client, the map around it by
    /// whatever recorded it. Never holds when no such document was read. (A flat payload, not
    /// a nested signal: an indirect case makes every copy of a signal a boxed one, ~300
    /// instructions a message where a form's dialects are read.)
    case firstEmbedded(LayoutSignal)
    /// Nothing else held: the writer of the plain compact form.
    case otherwise

    /// Whether the signal holds for a message laid out as `facts` (its first embedded
    /// document as `embedded`, nil when none was read) whose root is `root`.
    func holds(facts: JSONDocumentFacts, embedded: JSONDocumentFacts?, root: some DialectRoot) -> Bool {
        switch self {
        case .prettyPrinted: facts.hasNewlines
        case .escapedSlash: facts.hasEscapedSlash
        case .zeroFraction: facts.hasZeroFraction
        case .rootKey(let key): root.kind(of: key) != .absent
        case .rootString(let key): root.kind(of: key) == .string
        case .rootCode(let key, let codes, let absent):
            root.integer(at: key).map(codes.contains) == true
                && absent.map { root.kind(of: $0).holdsNoValue } ?? true
        case .firstEmbedded(let layout): embedded.map(layout.holds) ?? false
        case .otherwise: true
        }
    }
}

/// What a document's layout alone shows of its writer (``DialectSignal/firstEmbedded(_:)``).
public enum LayoutSignal: Sendable {
    /// Line breaks between tokens.
    case prettyPrinted
    /// A `\/` escape.
    case escapedSlash
    /// An integral number written `486.0`.
    case zeroFraction

    /// Whether a document laid out as `facts` shows it: as the same signal read in a message.
    func holds(_ facts: JSONDocumentFacts) -> Bool { signal.holds(facts: facts, embedded: nil, root: LayoutOnlyRoot()) }

    /// The same signal read in the message itself.
    public var signal: DialectSignal {
        switch self {
        case .prettyPrinted: .prettyPrinted
        case .escapedSlash: .escapedSlash
        case .zeroFraction: .zeroFraction
        }
    }
}

/// The root object of a message, as dialect signals ask about it. Each reader of a message
/// (the tape, the streamed check, a typed value's members) answers from what it holds.
protocol DialectRoot {
    /// The kind of the root's member under `key` (the last, as receivers keep it), compared as
    /// decoded bytes.
    func kind(of key: String) -> RootMember
    /// The root's member under `key` as an integer, when it is a number that is exactly a
    /// 64-bit integer. Asked apart from the kind: reading a number costs more than seeing one.
    func integer(at key: String) -> Int64?
}

/// The kind of a root member as a dialect signal reads it.
enum RootMember: Equatable {
    case absent, null, string, number, other

    /// Absent or `null`: no value, as an optional member's `null` is none.
    var holdsNoValue: Bool { self == .absent || self == .null }
}

/// A root that has no members: the dialect of what the layout alone says.
struct LayoutOnlyRoot: DialectRoot {
    func kind(of key: String) -> RootMember { .absent }
    func integer(at key: String) -> Int64? { nil }
}

extension JSONObject: DialectRoot {
    func kind(of key: String) -> RootMember {
        switch self[key] {
        case nil: .absent
        case .null?: .null
        case .string?: .string
        case .number?: .number
        default: .other
        }
    }

    func integer(at key: String) -> Int64? { self[key]?.numberValue?.exactly(Int64.self) }
}
