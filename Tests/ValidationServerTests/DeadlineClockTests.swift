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
}
