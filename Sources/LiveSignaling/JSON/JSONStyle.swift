/// How a particular client lays out the JSON it writes. Wire types use these as the byte-level
/// half of a dialect; the styles below are the clients'.
public struct JSONStyle: Hashable, Sendable, CustomStringConvertible {
    /// Where a writer puts whitespace between tokens and how it lays out containers.
    public enum Layout: Hashable, Sendable {
        /// No whitespace at all.
        case compact
        /// Apple `JSONSerialization` with `.prettyPrinted`: a member per line, two-space indent,
        /// `" : "` after keys, and empty containers written as `{`, a blank line and `}`.
        case applePretty
        /// One line with `", "` between members and `": "` after keys, as the documents print
        /// their examples (`{"room_request_type": 10000}`) and Python's `json.dumps` writes.
        case spaced
    }

    /// How integral doubles are written when a typed value holds a `Double`.
    public enum DoubleForm: Hashable, Sendable {
        /// `486` (Apple, Android's org.json).
        case integral
        /// `486.0` (Dart's `jsonEncode`).
        case withFraction
    }

    /// A short label for the style, such as `apple-pretty`; it is also the style's description.
    public var name: String
    /// Where whitespace goes between tokens, and how empty containers look.
    public var layout: Layout
    /// Writes `/` as `\/` inside strings (Apple and Android do; Flutter does not).
    public var escapesSlash: Bool
    /// How a `Double` with no fractional part is written: `486` or `486.0`.
    public var doubleForm: DoubleForm

    /// Makes a style for a writer not among the predefined ones, from its label and the choices above.
    public init(name: String, layout: Layout, escapesSlash: Bool, doubleForm: DoubleForm) {
        self.name = name
        self.layout = layout
        self.escapesSlash = escapesSlash
        self.doubleForm = doubleForm
    }

    /// The style's name.
    public var description: String { name }

    /// Plain RFC 8259 output with nothing escaped that need not be: the seeds' literal examples.
    public static let compact = JSONStyle(name: "compact", layout: .compact, escapesSlash: false, doubleForm: .integral)
    /// The documents' one-line examples: `{"cmd": "gift_msg", "msg": {"type": 1}}`.
    public static let documentation = JSONStyle(
        name: "documentation",
        layout: .spaced,
        escapesSlash: false,
        doubleForm: .integral
    )
    /// iOS `JSONSerialization` / `JSONEncoder` without options: compact, `\/`.
    public static let appleCompact = JSONStyle(
        name: "apple-compact",
        layout: .compact,
        escapesSlash: true,
        doubleForm: .integral
    )
    /// iOS `JSONSerialization` with `.prettyPrinted`, as the ZEGO iOS demos send.
    public static let applePretty = JSONStyle(
        name: "apple-pretty",
        layout: .applePretty,
        escapesSlash: true,
        doubleForm: .integral
    )
    /// Android `org.json` `JSONObject.toString()`: compact, `\/`, integral doubles as integers.
    public static let android = JSONStyle(name: "android", layout: .compact, escapesSlash: true, doubleForm: .integral)
    /// Flutter `dart:convert` `jsonEncode`: compact, bare `/`, doubles keep `.0`.
    public static let flutter = JSONStyle(
        name: "flutter",
        layout: .compact,
        escapesSlash: false,
        doubleForm: .withFraction
    )

    /// Every predefined style, in the order declared above.
    public static let all: [JSONStyle] = [.compact, .documentation, .appleCompact, .applePretty, .android, .flutter]
}
