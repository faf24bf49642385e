import Foundation

/// One clock for every request's body deadline. A `Task.sleep` per request cost a dispatch
/// timer and a `timerfd_settime` system call each: about a tenth of the server's time under
/// load (perf, scripts/bench-serve's callback mix). Here each waiter is an entry in a table
/// that one sweep, every `resolution`, wakes once its deadline has passed, so a deadline
/// fires up to one resolution late.
final class DeadlineClock: @unchecked Sendable {
    /// The clock the server's requests share.
    static let shared = DeadlineClock(resolution: .milliseconds(20))

    private let resolution: Duration
    private let lock = NSLock()
    private var table = DeadlineTable<CheckedContinuation<Void, Error>>()
    private var sweeping = false

    init(resolution: Duration) {
        self.resolution = resolution
    }

    /// Ids the clock holds (``DeadlineTable/tracked``).
    var tracked: Int { lock.withLock { table.tracked } }

    /// Returns once `deadline` has passed, or throws `CancellationError` as soon as the
    /// calling task is cancelled.
    func sleep(until deadline: ContinuousClock.Instant) async throws {
        let id = lock.withLock { table.issue() }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                let entered = lock.withLock { () -> (waits: Bool, startSweep: Bool) in
                    let waits = table.enter(id, deadline: deadline, continuation)
                    defer { if waits { sweeping = true } }
                    return (waits, waits && !sweeping)
                }
                if !entered.waits { continuation.resume(throwing: CancellationError()) }
                if entered.startSweep { startSweeping() }
            }
        } onCancel: {
            lock.withLock { table.cancel(id) }?.resume(throwing: CancellationError())
        }
    }

    /// One task sweeps while anyone waits, and stops when the table is empty.
    private func startSweeping() {
        Task.detached { [self] in
            while true {
                try? await Task.sleep(for: resolution)
                let now = ContinuousClock.now
                let (due, done) = lock.withLock { () -> ([CheckedContinuation<Void, Error>], Bool) in
                    let due = table.due(at: now)
                    if table.isIdle { sweeping = false }
                    return (due, table.isIdle)
                }
                for continuation in due { continuation.resume() }
                if done { return }
            }
        }
    }
}

/// The clock's bookkeeping, without the locking and the tasks: each id is issued, then
/// entered (to wait, or refused when cancelled while entering), then leaves when it is due
/// or cancelled. A cancellation that comes after its waiter was woken finds nothing and
/// keeps nothing, so the table never outlives its waiters.
struct DeadlineTable<Waiter> {
    private var waiting: [UInt64: (deadline: ContinuousClock.Instant, waiter: Waiter)] = [:]
    /// Issued and not yet entered.
    private var entering: Set<UInt64> = []
    /// Those of them cancelled already.
    private var cancelledEarly: Set<UInt64> = []
    private var nextID: UInt64 = 0

    /// Ids held: waiting, entering, or cancelled while entering.
    var tracked: Int { waiting.count + entering.count + cancelledEarly.count }

    /// Nobody waits.
    var isIdle: Bool { waiting.isEmpty }

    mutating func issue() -> UInt64 {
        nextID &+= 1
        entering.insert(nextID)
        return nextID
    }

    /// False when the id was cancelled while entering: the waiter is not kept, and must be
    /// told at once.
    mutating func enter(_ id: UInt64, deadline: ContinuousClock.Instant, _ waiter: Waiter) -> Bool {
        entering.remove(id)
        if cancelledEarly.remove(id) != nil { return false }
        waiting[id] = (deadline, waiter)
        return true
    }

    /// The waiter to tell of the cancellation, if it is waiting.
    mutating func cancel(_ id: UInt64) -> Waiter? {
        if let entry = waiting.removeValue(forKey: id) { return entry.waiter }
        if entering.contains(id) { cancelledEarly.insert(id) }
        return nil
    }

    /// The waiters whose deadline `now` has reached, taken out of the table.
    mutating func due(at now: ContinuousClock.Instant) -> [Waiter] {
        let due = waiting.filter { $0.value.deadline <= now }
        for id in due.keys { waiting[id] = nil }
        return due.values.map(\.waiter)
    }
}
