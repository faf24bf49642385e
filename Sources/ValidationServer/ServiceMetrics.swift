import CoreMetrics
import Foundation
import LiveSignaling
import Prometheus

/// The service's counters and latency histograms, written through swift-metrics into a
/// Prometheus registry of the server's own (not the process-wide MetricsSystem, so that
/// servers in one test process do not share counts), and served on `GET /metrics`.
///
/// Label values come from closed lists only (families, codes, verdicts, known commands,
/// endpoints, refusal reasons): a label taken from a request would let callers grow the
/// registry without bound.
public struct ServiceMetrics: Sendable {
    public let registry: PrometheusCollectorRegistry
    private let factory: PrometheusMetricsFactory
    private let counters = CounterCache()
    private let timers: [Endpoint: CoreMetrics.Timer]

    public init() {
        registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        // Latencies of a validation service are micro- to milliseconds.
        factory.defaultDurationHistogramBuckets = [
            .microseconds(50), .microseconds(100), .microseconds(250), .microseconds(500),
            .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10),
            .milliseconds(50), .milliseconds(250), .seconds(1), .seconds(2),
        ]
        self.factory = factory
        var timers: [Endpoint: CoreMetrics.Timer] = [:]
        for endpoint in Endpoint.allCases {
            timers[endpoint] = CoreMetrics.Timer(
                label: "livesig_request_duration_seconds",
                dimensions: [("endpoint", endpoint.rawValue)],
                factory: factory
            )
        }
        self.timers = timers
    }

    /// The counter of a label and dimensions, made once: making one looks it up in the
    /// registry under the registry's lock and allocates a handle, several times a request.
    private func counter(_ label: String, _ dimensions: [(String, String)]) -> CoreMetrics.Counter {
        var key = label
        for (name, value) in dimensions {
            key += "\u{1F}" + name + "=" + value
        }
        return counters.counter(key) { CoreMetrics.Counter(label: label, dimensions: dimensions, factory: factory) }
    }

    /// One message judged: by family and verdict, and each finding by family and code.
    public func message(_ verdict: MessageVerdict, valid: Bool, endpoint: Endpoint) {
        let family = verdict.family?.rawValue ?? "none"
        counter(
            "livesig_messages_total",
            [("endpoint", endpoint.rawValue), ("family", family), ("verdict", valid ? "valid" : "invalid")]
        ).increment()
        for diagnostic in verdict.diagnostics {
            counter(
                "livesig_diagnostics_total",
                [("family", family), ("code", diagnostic.code.rawValue), ("severity", diagnostic.severity.rawValue)]
            ).increment()
        }
    }

    /// A request answered without doing what it asked, and why.
    public func refused(_ endpoint: Endpoint, _ reason: RefusalReason) {
        counter("livesig_requests_refused_total", [("endpoint", endpoint.rawValue), ("reason", reason.rawValue)])
            .increment()
    }

    /// A vendor callback and what was answered: allow, refuse, report (allowed, finding
    /// counted) or unknown (a command or event this service does not handle, allowed).
    public func callback(_ command: String, outcome: String) {
        counter("livesig_callbacks_total", [("command", command), ("outcome", outcome)]).increment()
    }

    /// Session events fed to a room's checkers, or not fed and why.
    public func sessionEvent(_ outcome: String) {
        counter("livesig_session_events_total", [("outcome", outcome)]).increment()
    }

    public func rooms(_ count: Int) {
        CoreMetrics.Gauge(label: "livesig_rooms", factory: factory).record(count)
    }

    public func roomEvicted() {
        counter("livesig_rooms_evicted_total", []).increment()
    }

    public func latency(_ endpoint: Endpoint, _ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        timers[endpoint]?.recordNanoseconds(nanoseconds)
    }

    /// The registry in Prometheus' text format.
    public func exposition() -> [UInt8] {
        var buffer: [UInt8] = []
        registry.emit(into: &buffer)
        return buffer
    }
}

/// The endpoints, as metric labels.
public enum Endpoint: String, Sendable, CaseIterable {
    case validate, tencent, zim, session, findings, other
}

public enum RefusalReason: String, Sendable {
    case tooLarge = "too_large"
    case malformed
    case unauthorized
    case stale
    case deadline
    case roomsFull = "rooms_full"
    case wrongRoom = "wrong_room"
    case notFound = "not_found"
}

/// Counters by key, behind a lock: the handles are made once and shared by every request.
private final class CounterCache: @unchecked Sendable {
    private let lock = NSLock()
    private var counters: [String: CoreMetrics.Counter] = [:]

    func counter(_ key: String, make: () -> CoreMetrics.Counter) -> CoreMetrics.Counter {
        lock.lock()
        defer { lock.unlock() }
        if let counter = counters[key] { return counter }
        let counter = make()
        counters[key] = counter
        return counter
    }
}
