#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes done, rate and time left on stderr, redrawn on one line at most four times a second;
/// silent unless stderr is a terminal.
struct Progress {
    private let enabled = Terminal.standardError.isTerminal
    private let start = Progress.now()
    private var lastDraw = 0.0
    private var drawn = false

    mutating func update(done: Int, total: Int?) {
        guard enabled else { return }
        let now = Progress.now()
        guard now - lastDraw >= 0.25 else { return }
        lastDraw = now
        let elapsed = max(now - start, 0.001)
        let rate = Double(done) / elapsed
        var text = "\r\(megabytes(done))"
        if let total, total > 0 {
            text += " of \(megabytes(total))"
            let left = Double(total - done) / max(rate, 1)
            text += String(
                " (\(Int(Double(done) * 100 / Double(total)))%), \(megabytes(Int(rate)))/s, \(Int(left)) s left   "
            )
        } else {
            text += ", \(megabytes(Int(rate)))/s   "
        }
        Terminal.standardError.write(text)
        drawn = true
    }

    func finish() {
        if drawn { Terminal.standardError.write("\r\u{1B}[K") }
    }

    private func megabytes(_ bytes: Int) -> String {
        let value = Double(bytes) / 1_000_000
        return value < 10 ? "\(Double(Int(value * 10)) / 10) MB" : "\(Int(value)) MB"
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
