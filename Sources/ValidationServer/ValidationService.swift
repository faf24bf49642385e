import Foundation
import Hummingbird
import LiveSignaling
import Logging

/// The validation service: the routes, the limits every request goes through, and the
/// application that runs them (docs/serve.md). It holds no wire rules: verdicts come from
/// LiveSignaling, report lines from ValidationReports, session findings from the library's
/// checkers.
public struct ValidationService: Sendable {
    public let settings: ServerSettings
    public let metrics: ServiceMetrics
    let rooms: RoomSessions
    /// Unix seconds, for the signature windows; the tests set the clock.
    let clock: @Sendable () -> Int

    public init(settings: ServerSettings, clock: @escaping @Sendable () -> Int = ValidationService.unixSeconds) {
        self.settings = settings
        metrics = ServiceMetrics()
        rooms = RoomSessions(settings: settings, metrics: metrics)
        self.clock = clock
    }

    public static let unixSeconds: @Sendable () -> Int = { Int(Date().timeIntervalSince1970) }

    public func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: UnknownRouteMiddleware(service: self))
        // A constant answer: the liveness probe, and Hummingbird's minimal endpoint that
        // scripts/bench-serve measures beside the callbacks in the same process.
        router.get("healthz") { _, _ in "ok\n" }
        router.get("metrics") { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "text/plain; version=0.0.4"],
                body: .init(byteBuffer: ByteBuffer(bytes: metrics.exposition()))
            )
        }
        router.post("v1/validate") { request, _ in
            try await timed(.validate) { try await validate(request) }
        }
        router.post("v1/tencent/callback") { request, _ in
            try await timed(.tencent) { try await tencentCallback(request) }
        }
        router.post("v1/zim/callback") { request, _ in
            try await timed(.zim) { try await zimCallback(request) }
        }
        router.post("v1/session") { request, _ in
            try await timed(.session) { try await sessionFeed(request) }
        }
        router.get("v1/session") { request, _ in
            try await timed(.findings) { try await sessionFindings(request) }
        }
        return router
    }

    /// The application on the configured address; `onServerRunning` learns the bound port.
    public func application(
        logger: Logger = Logger(label: "livesig-serve"),
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        Application(
            router: router(),
            server: .http1(
                configuration: .init(idleTimeout: .milliseconds(Int64(settings.idleTimeoutMilliseconds)))
            ),
            configuration: .init(address: .hostname(settings.host, port: settings.port), serverName: "livesig-serve"),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) },
            logger: logger
        )
    }

    func timed(_ endpoint: Endpoint, _ body: () async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        defer { metrics.latency(endpoint, ContinuousClock.now - start) }
        return try await body()
    }

    // MARK: Bodies and refusals

    /// The request's body, or the response refusing it: 413 past the cap (before reading it
    /// when the length is declared), 408 when it has not all come within the deadline (a
    /// body trickling in). Judging a body is bounded by its cap and takes no waiting, so the
    /// deadline is spent here or not at all.
    func body(of request: Request, for endpoint: Endpoint) async throws -> Result<[UInt8], RefusedRequest> {
        let limit = settings.maxBodyBytes
        let tooLarge = "the body is larger than the limit of \(limit) bytes"
        if let declared = request.headers[.contentLength].flatMap({ Int($0) }), declared > limit {
            return .failure(refuse(endpoint, .tooLarge, status: .contentTooLarge, tooLarge))
        }
        let deadline = settings.requestDeadlineMilliseconds
        let body = request.body
        do {
            let collected = try await withThrowingTaskGroup(of: ByteBuffer?.self) { group in
                group.addTask { try await body.collect(upTo: limit) }
                group.addTask {
                    try await DeadlineClock.shared.sleep(until: .now + .milliseconds(deadline))
                    return nil
                }
                defer { group.cancelAll() }
                return try await group.next() ?? nil
            }
            guard let collected else {
                return .failure(
                    refuse(
                        endpoint,
                        .deadline,
                        status: .requestTimeout,
                        "the body did not arrive within \(deadline) ms"
                    )
                )
            }
            return .success(Array(collected.readableBytesView))
        } catch let error as HTTPResponseError where error.status == .contentTooLarge {
            return .failure(refuse(endpoint, .tooLarge, status: .contentTooLarge, tooLarge))
        }
    }

    struct RefusedRequest: Error {
        let response: Response
    }

    func refuse(
        _ endpoint: Endpoint,
        _ reason: RefusalReason,
        status: HTTPResponse.Status,
        _ message: String,
        diagnostics: [Diagnostic] = []
    ) -> RefusedRequest {
        metrics.refused(endpoint, reason)
        let body = ProblemBody.json(error: reason, message: message, diagnostics: diagnostics)
        return RefusedRequest(response: json(body, status: status))
    }

    func json(_ bytes: [UInt8], status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [.contentType: "application/json"],
            body: .init(byteBuffer: ByteBuffer(bytes: bytes))
        )
    }
}
