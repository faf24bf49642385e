/// What each UIKit invitation in a capture was for, by its ZIM call ID: a UIKit answer does
/// not say what it answers, so the checkers route it by the invitation it names. Bounded like
/// the checkers: past `capacity` the oldest call is forgotten (its answers then go unfollowed).
struct UIKitCalls: Sendable {
    let capacity: Int
    private var purposes: [String: UIKitInvitation.Purpose] = [:]
    private var order: [String] = []
    private var oldest = 0
    /// Calls dropped at the capacity: their answers go unfollowed, which callers report.
    private(set) var forgotten = 0

    init(capacity: Int) { self.capacity = max(capacity, 1) }

    mutating func record(_ callID: String, _ purpose: UIKitInvitation.Purpose) {
        if purposes.updateValue(purpose, forKey: callID) == nil { order.append(callID) }
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

    func purpose(of callID: String?) -> UIKitInvitation.Purpose? { callID.flatMap { purposes[$0] } }
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
