/// How a form written as several shapes tells which one an object is, by its root's keys:
/// the form lists its rules in order, and the first that holds names the shape. Declared once
/// (`FamilyForm.shapeRules`); the Swift decoders, the C validator's generated table and
/// the schema all read the list.
public struct ShapeRule: Sendable, Equatable {
    /// The place of the shape in the form's shapes (`FamilyForm.shapes`).
    public let shape: Int
    /// Keys the object has, every one.
    public let all: [String]
    /// Keys the object has one of; none listed asks nothing.
    public let any: [String]
    /// Keys the object has none of.
    public let none: [String]

    /// A rule for the shape at `shape`: the keys it needs all of, one of and none of (the
    /// rule that holds for any object lists none).
    public init(shape: Int, all: [String] = [], any: [String] = [], none: [String] = []) {
        self.shape = shape
        self.all = all
        self.any = any
        self.none = none
    }

    /// Whether an object with the keys `hasKey` says it has meets the rule.
    public func holds(hasKey: (String) -> Bool) -> Bool {
        all.allSatisfy(hasKey) && (any.isEmpty || any.contains(where: hasKey)) && !none.contains(where: hasKey)
    }

    /// The shape the first rule of `rules` that holds names; nil when none holds.
    static func shape(_ rules: [ShapeRule], hasKey: (String) -> Bool) -> Int? {
        rules.first { $0.holds(hasKey: hasKey) }?.shape
    }
}

/// How a shape becomes another once one of its members is read: the shape at `from` is the
/// one at `to` when the root's string `rootKey` is one of `values` and the root's object
/// `member` has the keys `rule` asks for (a TUILiveKit envelope whose `data` is the earlier
/// form). Declared once; read as ``ShapeRule`` is.
public struct ShapeRefinement: Sendable {
    public let from: Int
    public let to: Int
    public let rootKey: String
    public let values: [String]
    public let member: String
    /// The keys `member` has all of, one of and none of (its `shape` is `to`).
    public let rule: ShapeRule

    public init(from: Int, to: Int, rootKey: String, values: [String], member: String, rule: ShapeRule) {
        self.from = from
        self.to = to
        self.rootKey = rootKey
        self.values = values
        self.member = member
        self.rule = rule
    }

    /// The place the shape at `place` refines to, told a root string (`rootString`) and a
    /// member's keys (`memberHasKey(member, key)`): `place` itself when the refinement does
    /// not apply.
    func refined(
        _ place: Int,
        rootString: (String) -> String?,
        memberHasKey: (String, String) -> Bool
    ) -> Int {
        // Compared as UTF-8 bytes, as the C validator compares them: String's `==` takes
        // canonically equivalent spellings for one.
        guard place == from, let value = rootString(rootKey), values.contains(where: { Self.sameBytes($0, value) }),
            rule.holds(hasKey: { memberHasKey(member, $0) })
        else { return place }
        return to
    }

    /// Whether two strings are the same UTF-8 bytes (compared in place, as one block).
    private static func sameBytes(_ first: String, _ second: String) -> Bool {
        var first = first
        var second = second
        return first.withUTF8 { a in
            second.withUTF8 { b in
                guard a.count == b.count else { return false }
                guard let x = a.baseAddress, let y = b.baseAddress else { return true }
                return WireKeyMatching.memoryEqual(x, y, a.count)
            }
        }
    }
}
