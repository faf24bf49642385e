/// The deadlines of what a session checker tracks, earliest first (a binary min-heap), each
/// with the serial of the thing it belongs to. Expiring is then a look at the top, not a scan
/// of everything tracked. Entries are never updated in place: a checker pushes a new deadline
/// and ignores the old one when it comes up (the serial's current deadline differs).
struct DeadlineHeap: Sendable {
    private var entries: [(deadline: Int, serial: Int)] = []

    var count: Int { entries.count }

    /// The earliest entry.
    var first: (deadline: Int, serial: Int)? { entries.first }

    mutating func push(_ deadline: Int, serial: Int) {
        entries.append((deadline, serial))
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(entries[child], entries[parent]) else { break }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popFirst() -> (deadline: Int, serial: Int)? {
        guard let top = entries.first, let last = entries.popLast() else { return nil }
        guard !entries.isEmpty else { return top }
        entries[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < entries.count, Self.precedes(entries[left], entries[smallest]) { smallest = left }
            if right < entries.count, Self.precedes(entries[right], entries[smallest]) { smallest = right }
            guard smallest != parent else { break }
            entries.swapAt(parent, smallest)
            parent = smallest
        }
        return top
    }

    private static func precedes(_ a: (deadline: Int, serial: Int), _ b: (deadline: Int, serial: Int)) -> Bool {
        (a.deadline, a.serial) < (b.deadline, b.serial)
    }
}

/// Two users, in either order: the key of what passes between them.
struct UserPair: Hashable, Sendable {
    let first: String
    let second: String

    init(_ a: String, _ b: String) {
        (first, second) = a <= b ? (a, b) : (b, a)
    }
}
