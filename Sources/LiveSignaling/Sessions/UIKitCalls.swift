/// What each UIKit invitation in a capture was for, by its ZIM call ID: a UIKit answer does
/// not say what it answers, so the checkers route it by the invitation it names. Bounded like
/// the checkers: past `capacity` the oldest call is forgotten (its answers then go unfollowed).
struct UIKitCalls: Sendable {
    /// What the answers to a recorded invitation take part in.
    enum Answers: Sendable {
        /// The flow of the invitation's purpose: a PK battle's or a co-host request's answers.
        case follow(UIKitInvitation.Purpose)
        /// No flow: the answer to a request about a battle already followed (the native kits'
        /// stop and resume invitations), which the peer acknowledges as it acts on it.
        case acknowledge
    }

    let capacity: Int
    private var purposes: [String: Answers] = [:]
    private var order: [String] = []
    private var oldest = 0
    /// Calls dropped at the capacity: their answers go unfollowed, which callers report.
    private(set) var forgotten = 0

    init(capacity: Int) { self.capacity = max(capacity, 1) }

    mutating func record(_ callID: String, _ answers: Answers) {
        if purposes.updateValue(answers, forKey: callID) == nil { order.append(callID) }
        while purposes.count > capacity, oldest < order.count {
            purposes[order[oldest]] = nil
            oldest += 1
            forgotten += 1
        }
        // The forgotten IDs' slots are dropped once they are half the list.
        if oldest > order.count / 2 {
            order.removeFirst(oldest)
            oldest = 0
        }
    }

    func answers(to callID: String?) -> Answers? { callID.flatMap { purposes[$0] } }
}

extension UIKitInvitation.Purpose {
    /// The session flow that follows invitations for this purpose, if any does.
    var flow: SessionFlow? {
        switch self {
        case .pkBattle, .multiHostPKBattle: .pk
        case .cohostRequest, .cohostInvite: .cohost
        case .voiceCall, .videoCall, .cohostRemoval: nil
        }
    }
}
