/// Runs a body repeatedly for at least `minimum` seconds and reports how many times per second.
public enum Measure {
    /// Calls `body` in rounds until `minimum` seconds pass; returns rounds per second.
    public static func rate(minimum seconds: Double = 1.0, _ body: () -> Int) -> (perSecond: Double, checksum: Int) {
        let clock = ContinuousClock()
        var rounds = 0
        var checksum = 0
        _ = body()  // warm up
        let start = clock.now
        var elapsed = Duration.zero
        while elapsed < .milliseconds(Int(seconds * 1000)) {
            checksum &+= body()
            rounds += 1
            elapsed = clock.now - start
        }
        let secondsTaken = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (Double(rounds) / secondsTaken, checksum)
    }
}
