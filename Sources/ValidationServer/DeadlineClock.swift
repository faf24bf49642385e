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
    private var waiting: [UInt64: Waiter] = [:]
    /// Waiters cancelled before they were entered in the table; each leaves it as it enters.
    private var cancelledEarly: Set<UInt64> = []
    private var nextID: UInt64 = 0
    private var sweeping = false

    private struct Waiter {
        let deadline: ContinuousClock.Instant
        let continuation: CheckedContinuation<Void, Error>
    }

    init(resolution: Duration) {
        self.resolution = resolution
    }

    /// Returns once `deadline` has passed, or throws `CancellationError` as soon as the
    /// calling task is cancelled.
    func sleep(until deadline: ContinuousClock.Instant) async throws {
        let id = lock.withLock {
            nextID &+= 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                let startSweep = lock.withLock { () -> Bool? in
                    if cancelledEarly.remove(id) != nil { return nil }
                    waiting[id] = Waiter(deadline: deadline, continuation: continuation)
                    defer { sweeping = true }
                    return !sweeping
                }
                switch startSweep {
                case nil: continuation.resume(throwing: CancellationError())
                case true?: startSweeping()
                case false?: break
                }
            }
        } onCancel: {
            let waiter = lock.withLock { () -> Waiter? in
                guard let waiter = waiting.removeValue(forKey: id) else {
                    cancelledEarly.insert(id)
                    return nil
                }
                return waiter
            }
            waiter?.continuation.resume(throwing: CancellationError())
        }
    }

    /// One task sweeps while anyone waits, and stops when the table is empty.
    private func startSweeping() {
        Task.detached { [self] in
            while true {
                try? await Task.sleep(for: resolution)
                let now = ContinuousClock.now
                let (due, done) = lock.withLock { () -> ([Waiter], Bool) in
                    let due = waiting.filter { $0.value.deadline <= now }
                    for id in due.keys { waiting[id] = nil }
                    if waiting.isEmpty { sweeping = false }
                    return (Array(due.values), waiting.isEmpty)
                }
                for waiter in due { waiter.continuation.resume() }
                if done { return }
            }
        }
    }
}
