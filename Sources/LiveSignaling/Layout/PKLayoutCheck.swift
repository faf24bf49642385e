/// Whether a received `pk_users` follows a PK mixer layout, and if not, where it departs.
public struct PKLayoutCheck: Hashable, Sendable {
    /// The canvas whose layout every entry matches, when one does.
    public var canvas: PKMixerLayout.Canvas?
    /// Why it does not match: the first entry that differs, or a count outside ``PKMixerLayout/hostRange``.
    public var problems: [String]

    /// Whether the entries follow the layout (and put the local host first, when one was
    /// named): true when ``problems`` is empty.
    public var matches: Bool { problems.isEmpty }

    /// Checks `users` against the layout for their number on `canvas`, or, when nil, on each
    /// known canvas and on the canvas their rectangles span. `localHost`, when given, must be
    /// the first entry: each room's own host sits on the left of its mixed stream.
    public init(_ users: [PKRoomAttributes.PKUser], canvas: PKMixerLayout.Canvas? = nil, localHost: String? = nil) {
        problems = []
        self.canvas = nil
        guard PKMixerLayout.hostRange.contains(users.count) else {
            let hosts = PKMixerLayout.hostRange
            problems.append("\(users.count) hosts; a PK mixer layout holds \(hosts.lowerBound) to \(hosts.upperBound)")
            return
        }
        if let localHost, users.first?.userID != localHost {
            problems.append(
                "the local host \(localHost) is not first (on the left); \(users.first?.userID ?? "nobody") is"
            )
        }
        var candidates = canvas.map { [$0] } ?? PKMixerLayout.Canvas.known
        if canvas == nil {
            // Rectangles come from the wire: any double, so convert without trapping.
            func pixels(_ value: Double?) -> Int {
                guard let value, value.isFinite, value >= 0, value < 1_000_000 else { return 0 }
                return Int(value)
            }
            let spanned = PKMixerLayout.Canvas(
                width: pixels(users.map(\.rect.right).max()),
                height: pixels(users.map(\.rect.bottom).max())
            )
            if !candidates.contains(spanned) { candidates.append(spanned) }
        }
        // Report against the canvas whose layout most entries already follow.
        var closest: (matching: Int, problem: String)?
        for candidate in candidates {
            guard let expected = PKMixerLayout.rects(hosts: users.count, canvas: candidate) else { continue }
            let matching = users.indices.filter { users[$0].rect == expected[$0] }.count
            if matching == users.count {
                self.canvas = candidate
                return
            }
            guard let index = users.indices.first(where: { users[$0].rect != expected[$0] }),
                closest.map({ matching > $0.matching }) ?? true
            else { continue }
            let problem =
                "pk_users[\(index)] (\(users[index].userID)) is \(Self.describe(users[index].rect)); the \(users.count)-host layout on \(candidate) puts it at \(Self.describe(expected[index]))"
            closest = (matching, problem)
        }
        problems.append(closest?.problem ?? "no canvas fits")
    }

    static func describe(_ rect: PKRoomAttributes.Rect) -> String {
        func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        return
            "{top \(number(rect.top)), left \(number(rect.left)), right \(number(rect.right)), bottom \(number(rect.bottom))}"
    }
}
