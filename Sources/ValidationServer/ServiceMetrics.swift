import CoreMetrics
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
    }

    /// One message judged: by family and verdict, and each finding by family and code.
    public func message(_ verdict: MessageVerdict, valid: Bool, endpoint: Endpoint) {
        let family = verdict.family?.rawValue ?? "none"
        CoreMetrics.Counter(
            label: "livesig_messages_total",
            dimensions: [
                ("endpoint", endpoint.rawValue), ("family", family), ("verdict", valid ? "valid" : "invalid"),
            ],
            factory: factory
        ).increment()
        for diagnostic in verdict.diagnostics {
            CoreMetrics.Counter(
                label: "livesig_diagnostics_total",
                dimensions: [
                    ("family", family), ("code", diagnostic.code.rawValue),
                    ("severity", diagnostic.severity.rawValue),
                ],
                factory: factory
            ).increment()
        }
    }

    /// A request answered without doing what it asked, and why.
    public func refused(_ endpoint: Endpoint, _ reason: RefusalReason) {
        CoreMetrics.Counter(
            label: "livesig_requests_refused_total",
            dimensions: [("endpoint", endpoint.rawValue), ("reason", reason.rawValue)],
            factory: factory
        ).increment()
    }

    /// A vendor callback and what was answered: allow, refuse, report (allowed, finding
    /// counted) or unknown (a command or event this service does not handle, allowed).
    public func callback(_ command: String, outcome: String) {
        CoreMetrics.Counter(
            label: "livesig_callbacks_total",
            dimensions: [("command", command), ("outcome", outcome)],
            factory: factory
        ).increment()
    }

    /// Session events fed to a room's checkers, or not fed and why.
    public func sessionEvent(_ outcome: String) {
        CoreMetrics.Counter(label: "livesig_session_events_total", dimensions: [("outcome", outcome)], factory: factory)
            .increment()
    }

    public func rooms(_ count: Int) {
        CoreMetrics.Gauge(label: "livesig_rooms", factory: factory).record(count)
    }

    public func roomEvicted() {
        CoreMetrics.Counter(label: "livesig_rooms_evicted_total", factory: factory).increment()
    }

    public func latency(_ endpoint: Endpoint, _ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        CoreMetrics.Timer(
            label: "livesig_request_duration_seconds",
            dimensions: [("endpoint", endpoint.rawValue)],
            factory: factory
        ).recordNanoseconds(nanoseconds)
    }

    /// The registry in Prometheus' text format.
    public func exposition() -> [UInt8] {
        var buffer: [UInt8] = []
        registry.emit(into: &buffer)
        return buffer
    }
}

/// The endpoints, as metric labels.
public enum Endpoint: String, Sendable {
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
