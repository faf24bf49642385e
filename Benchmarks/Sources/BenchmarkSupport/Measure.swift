/// Times peers against each other on a shared, noisy machine.
public enum Measure {
    /// One peer of a workload: a name and a body that does one round of work and returns a
    /// checksum (so the optimiser cannot drop the work).
    public struct Peer {
        public var subject: String
        public var body: () -> Int

        public init(_ subject: String, _ body: @escaping () -> Int) {
            self.subject = subject
            self.body = body
        }
    }

    /// Runs the peers' rounds in turn, A B C A B C …, until `minimum` seconds pass, and
    /// returns each peer's rate (rounds per second) in its fastest round.
    ///
    /// This machine is a shared VM whose neighbours slow whole stretches of a run. Taking
    /// turns puts every peer in the same stretches, and the fastest round is what the code
    /// can do; measured one after the other with a mean, ratios moved by ±30 % between runs.
    public static func rates(minimum seconds: Double, _ peers: [Peer]) -> [(perSecond: Double, checksum: Int)] {
        let clock = ContinuousClock()
        var fastest = [Duration](repeating: .seconds(1_000_000), count: peers.count)
        var checksums = [Int](repeating: 0, count: peers.count)
        for peer in peers { _ = peer.body() }  // warm up
        let start = clock.now
        repeat {
            for (index, peer) in peers.enumerated() {
                let roundStart = clock.now
                checksums[index] &+= peer.body()
                fastest[index] = min(fastest[index], clock.now - roundStart)
            }
        } while clock.now - start < .milliseconds(Int(seconds * 1000) * peers.count)
        return zip(fastest, checksums).map { duration, checksum in
            let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
            return (1 / seconds, checksum)
        }
    }
}
