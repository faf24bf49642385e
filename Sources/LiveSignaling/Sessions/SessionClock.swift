/// The session checkers' clock: milliseconds, added and compared without trapping on any value
/// a capture holds, and written as people read them in findings (`12.345 s`).
public enum SessionClock {
    /// `time + duration`, held at Int.max: times come from captures, and may be anything.
    static func adding(_ time: Int, _ duration: Int) -> Int {
        let (sum, overflow) = time.addingReportingOverflow(duration)
        return overflow ? (duration > 0 ? .max : .min) : sum
    }

    /// Seconds as milliseconds, held at Int.max.
    static func milliseconds(seconds: Int) -> Int {
        let (product, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        return overflow ? (seconds > 0 ? .max : .min) : product
    }

    /// `later - earlier`, held within Int's range.
    static func elapsed(from earlier: Int, to later: Int) -> Int {
        let (difference, overflow) = later.subtractingReportingOverflow(earlier)
        return overflow ? (later > earlier ? .max : .min) : difference
    }

    /// Milliseconds as people read them in findings: `12.345 s`.
    public static func describe(_ milliseconds: Int) -> String {
        SessionContext.text(milliseconds: milliseconds)
    }
}
