import Hummingbird
import LiveSignaling
import ValidationReports

extension ValidationService {
    /// `POST /v1/session?room=R` (or with `X-Livesig-Room: R`): JSON Lines of capture envelopes of room R, in order, each
    /// judged and fed to R's session checkers. The room names the load balancer's route; a
    /// line naming another room is refused (counted) rather than fed where it does not live.
    /// Answers `{"fed":…,"invalid":…,"not_fed":…,"wrong_room":…}`.
    func sessionFeed(_ request: Request) async throws -> Response {
        guard let room = routedRoom(request) else {
            return refuse(
                .session,
                .malformed,
                status: .badRequest,
                "name the room: ?room=R or the X-Livesig-Room header"
            ).response
        }
        let bytes: [UInt8]
        switch try await body(of: request, for: .session) {
        case .success(let body): bytes = body
        case .failure(let refused): return refused.response
        }
        let decoder = CaptureDecoder()
        var counts: [String: Int] = ["fed": 0, "invalid": 0, "not_fed": 0, "wrong_room": 0]
        for (_, message) in MessageLayout.messages(of: bytes) {
            let line = decoder.decode(Array(message))
            metrics.message(line.result.verdict, valid: line.isValid, endpoint: .session)
            if let named = line.envelope?.room, named != room {
                metrics.refused(.session, .wrongRoom)
                counts["wrong_room", default: 0] += 1
                continue
            }
            switch await feed(line, room: room) {
            case .fed: counts["fed", default: 0] += 1
            case .invalid: counts["invalid", default: 0] += 1
            case .roomFull, .roomsFull: counts["not_fed", default: 0] += 1
            }
        }
        let answer: JSONValue = .object(
            JSONObject(
                ["fed", "invalid", "not_fed", "wrong_room"].map {
                    .init(key: $0, value: .number(JSONNumber(counts[$0] ?? 0)))
                }
            )
        )
        return json(JSONWriter(style: .compact).write(answer) + [0x0A])
    }

    /// `GET /v1/session?room=R`: `livesig session check --format json` for what R was fed so far.
    func sessionFindings(_ request: Request) async throws -> Response {
        guard let room = routedRoom(request) else {
            return refuse(
                .findings,
                .malformed,
                status: .badRequest,
                "name the room: ?room=R or the X-Livesig-Room header"
            ).response
        }
        guard let report = await rooms.report(room: room) else {
            return refuse(.findings, .notFound, status: .notFound, "no session is followed for this room").response
        }
        return Response(
            status: .ok,
            headers: [.contentType: "application/x-ndjson"],
            body: .init(byteBuffer: ByteBuffer(string: report))
        )
    }

    /// The room a request names for routing: the `X-Livesig-Room` header (taken as it is, for
    /// rooms such as Tencent's `@TGS#…` group IDs), else the `room` query parameter.
    func routedRoom(_ request: Request) -> String? {
        if let field = request.headers.first(where: { $0.name.canonicalName == "x-livesig-room" }) {
            return field.value
        }
        return request.uri.queryParameters.get("room")
    }

    /// Feeds a line to a room and counts what became of it.
    @discardableResult
    func feed(_ line: CaptureDecoder.Line, room: String) async -> RoomSessions.Outcome {
        let outcome = await rooms.feed(line, room: room)
        metrics.sessionEvent(outcome.rawValue)
        if outcome == .roomsFull { metrics.refused(.session, .roomsFull) }
        return outcome
    }
}
