import Testing

@testable import ValidationServer

/// The shared body-deadline clock: a sleep ends after its deadline, never before, and a
/// cancelled one ends at once, however the cancellation races its start.
@Suite(.timeLimit(.minutes(1)))
struct DeadlineClockTests {
    @Test func aSleepEndsOnlyOnceItsDeadlineHasPassed() async throws {
        let clock = DeadlineClock(resolution: .milliseconds(5))
        let deadlines = (1...20).map { ContinuousClock.now + .milliseconds($0 * 3) }
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for deadline in deadlines {
                group.addTask {
                    try await clock.sleep(until: deadline)
                    return ContinuousClock.now >= deadline
                }
            }
            for try await onTime in group { #expect(onTime) }
        }
    }

    /// An hour's sleep, cancelled before and after it has started waiting: each throws
    /// CancellationError instead of waiting out the hour (the time limit fails a wait).
    @Test func aCancelledSleepEndsAtOnce() async {
        let clock = DeadlineClock(resolution: .milliseconds(5))
        for startFirst in [false, true] {
            let sleeper = Task {
                if startFirst { await Task.yield() }
                try await clock.sleep(until: .now + .seconds(3600))
            }
            if startFirst { try? await Task.sleep(for: .milliseconds(20)) }
            sleeper.cancel()
            let result = await sleeper.result
            #expect(throws: CancellationError.self) { try result.get() }
        }
    }

    /// Each order of entering, waking and cancelling leaves the table empty: a cancellation
    /// that came after the wake-up was once kept for ever.
    @Test func everyOrderLeavesNothingBehind() {
        let now = ContinuousClock.now
        var table = DeadlineTable<Int>()
        // Entered, woken, then cancelled (the task was still leaving the handler).
        let woken = table.issue()
        let wokenEntered = table.enter(woken, deadline: now, 1)
        let wokenDue = table.due(at: now)
        let lateCancel = table.cancel(woken)
        #expect(wokenEntered && wokenDue == [1] && lateCancel == nil)
        #expect(table.tracked == 0)
        // Cancelled before it entered: refused as it enters.
        let early = table.issue()
        let earlyCancel = table.cancel(early)
        let earlyEntered = table.enter(early, deadline: now, 2)
        #expect(earlyCancel == nil && !earlyEntered)
        #expect(table.tracked == 0)
        // Cancelled while waiting: handed back, and not woken later.
        let waiting = table.issue()
        let waitingEntered = table.enter(waiting, deadline: now + .seconds(60), 3)
        let notYet = table.due(at: now)
        let handedBack = table.cancel(waiting)
        let afterDeadline = table.due(at: now + .seconds(61))
        #expect(waitingEntered && notYet.isEmpty && handedBack == 3 && afterDeadline.isEmpty)
        #expect(table.tracked == 0)
        #expect(table.isIdle)
    }
}
