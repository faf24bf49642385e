/// What a message is and whether it breaks a rule, without its typed value: the family,
/// version and dialect, and every diagnostic. `SignalDecoder.verdict(_:as:)` reaches it
/// without building the value when the message is valid, which is most of the time and
/// several times faster; a validator, relay or audit that only asks "is this right?" wants
/// this rather than ``DecodedMessage``.
public struct MessageVerdict: Hashable, Sendable {
    /// The family the message was read as, as in ``DecodedMessage/family``; nil when it fits none.
    public var family: WireFamily?
    /// The version of the family's form the message has; nil when no form was recognised.
    public var version: Int?
    /// The name of the dialect the bytes were written in; nil when none was determined.
    public var dialect: String?
    /// True when the message decodes into its typed value (``DecodedMessage/message`` is
    /// not nil), whether or not the value was built.
    public var decoded: Bool
    /// In byte order; errors, warnings and notes together.
    public var diagnostics: [Diagnostic]

    /// Creates a verdict holding the given family, version, dialect, decode flag and diagnostics
    /// as they are.
    public init(family: WireFamily?, version: Int?, dialect: String?, decoded: Bool, diagnostics: [Diagnostic]) {
        self.family = family
        self.version = version
        self.dialect = dialect
        self.decoded = decoded
        self.diagnostics = diagnostics
    }

    /// A family was recognised, the message decoded, and nothing is an error: as
    /// ``DecodedMessage/isValid``.
    public var isValid: Bool {
        family != nil && decoded && diagnostics.allowsMessage
    }
}

extension MessageVerdict {
    /// Only the family (when the caller names it), as a verdict starts.
    public init(startingWith family: WireFamily?) {
        self.init(family: family, version: nil, dialect: nil, decoded: false, diagnostics: [])
    }

    /// Back to ``init(startingWith:)``'s verdict, field by field, keeping the room its
    /// diagnostics had: a verdict that a reader fills line after line (a capture's) then
    /// writes a line's findings into the array the line before used, where a new verdict's
    /// empty array cost a line with a finding a heap block.
    @inline(__always)
    mutating func restart(family: WireFamily?) {
        self.family = family
        version = nil
        dialect = nil
        decoded = false
        if !diagnostics.isEmpty { diagnostics.removeAll(keepingCapacity: true) }
    }

    /// The verdict on a decode that kept only the verdict: `checked` when the message was
    /// judged (by the streamed check or a walk), which decoded though no value was built.
    init(_ result: borrowing DecodedMessage, checked: Bool) {
        self.init(
            family: result.family,
            version: result.version,
            dialect: result.dialect,
            decoded: checked || result.message != nil,
            diagnostics: result.diagnostics
        )
    }
}

extension DecodedMessage {
    /// The verdict, without the value.
    public var verdict: MessageVerdict { MessageVerdict(self, checked: false) }
}

/// What a streamed check fills in: the family, version and dialect of the verdict or of the
/// decoded message that holds it, and the findings a spec states as data (notes, warnings).
protocol VerdictFields {
    var family: WireFamily? { get set }
    var version: Int? { get set }
    var dialect: String? { get set }
    var diagnostics: [Diagnostic] { get set }
    /// Told what the message is (``ChatCustom/Kind``; nil: it has no kind) by a check that
    /// knows: a carrier's rules may ask (``CarriedVerdict``). Others ignore it.
    mutating func note(kind: ChatCustom.Kind?)
    /// Whether ``note(kind:)`` keeps what it is told: a check that passes a message without
    /// knowing its kind finds it only then.
    var wantsKind: Bool { get }
}

extension VerdictFields {
    mutating func note(kind: ChatCustom.Kind?) {}
    var wantsKind: Bool { false }
}

extension MessageVerdict: VerdictFields {}
extension DecodedMessage: VerdictFields {}

/// The verdict of a message carried in another's string (``ValueSpec/appMessage(_:)``), as the
/// carrier's streamed check asks it: the fields every verdict has, and the carried message's
/// kind when its check told it (``VerdictFields/note(kind:)``).
struct CarriedVerdict: VerdictFields {
    var family: WireFamily?
    var version: Int?
    var dialect: String?
    var diagnostics: [Diagnostic] = []
    private(set) var kind: ChatCustom.Kind?
    private(set) var kindIsKnown = false

    init(family: WireFamily) { self.family = family }

    var wantsKind: Bool { true }

    mutating func note(kind: ChatCustom.Kind?) {
        self.kind = kind
        kindIsKnown = true
    }
}
