import Testing
import ValidationServer

/// Bad input and limits: each answered with a diagnostic body and counted, at the bound and
/// just past it.
@Suite struct LimitsTests {
    @Test func bodyAtTheCapIsReadAndOneByteMoreIsRefused() async throws {
        var settings = ServerSettings()
        settings.maxBodyBytes = 200
        try await withServer(settings) { client, _ in
            let message = #"{"type":0,"sender_id":"host_A","mic":true,"cam":true}"#
            let atCap = message + String(repeating: " ", count: 200 - message.utf8.count)
            let fits = try await client.post("/v1/validate", atCap)
            #expect(fits.status == .ok)
            #expect(fits.text.contains(#""family":"sei.device-state""#))
            let over = try await client.post("/v1/validate", atCap + " ")
            #expect(over.status == .contentTooLarge)
            #expect(over.text.contains(#""error":"too_large""#))
            #expect(
                try await client.metric(#"livesig_requests_refused_total{endpoint="validate",reason="too_large"}"#) == 1
            )
        }
    }

    @Test func malformedCallbackGets400WithTheReadersDiagnostic() async throws {
        try await withServer { client, _ in
            let response = try await client.post(
                Fixtures.tencentURI(Fixtures.beforeSend),
                #"{"GroupId":"g","MsgBody":[}"#
            )
            #expect(response.status == .badRequest)
            #expect(
                response.text.hasPrefix(
                    #"{"error":"malformed","message":"the body is not JSON","diagnostics":[{"code":"json."#
                )
            )
            #expect(
                try await client.metric(#"livesig_requests_refused_total{endpoint="tencent",reason="malformed"}"#) == 1
            )
        }
    }

    @Test func callbackWithoutMsgBodyGets400() async throws {
        try await withServer { client, _ in
            let response = try await client.post(Fixtures.tencentURI(Fixtures.beforeSend), #"{"GroupId":"g"}"#)
            #expect(response.status == .badRequest)
            #expect(response.text.contains("MsgBody is missing"))
        }
    }

    @Test func roomCapEvictsAnIdleRoomOrRefuses() async throws {
        let line = try Fixtures.file("Vectors/sessions/cohost-clean.jsonl").split(separator: "\n")[0]
        var settings = ServerSettings()
        settings.maxRooms = 1
        settings.roomIdleSeconds = 0
        try await withServer(settings) { client, _ in
            _ = try await client.post("/v1/session?room=room_A", String(line))
            let other = String(line).replacingOccurrences(of: #""room":"room_A""#, with: #""room":"room_B""#)
            let second = try await client.post("/v1/session?room=room_B", other)
            #expect(second.text == #"{"fed":1,"invalid":0,"not_fed":0,"wrong_room":0}"# + "\n")
            #expect(try await client.metric("livesig_rooms_evicted_total") == 1)
            #expect(try await client.get("/v1/session?room=room_A").status == .notFound)
        }
        settings.roomIdleSeconds = 3600
        try await withServer(settings) { client, _ in
            _ = try await client.post("/v1/session?room=room_A", String(line))
            let other = String(line).replacingOccurrences(of: #""room":"room_A""#, with: #""room":"room_B""#)
            let second = try await client.post("/v1/session?room=room_B", other)
            #expect(second.text == #"{"fed":0,"invalid":0,"not_fed":1,"wrong_room":0}"# + "\n")
            #expect(
                try await client.metric(#"livesig_requests_refused_total{endpoint="session",reason="rooms_full"}"#) == 1
            )
        }
    }

    @Test func eventsPastTheRoomsCapAreCountedNotFed() async throws {
        let capture = try Fixtures.file("Vectors/sessions/cohost-clean.jsonl")
        let lines = capture.split(separator: "\n")
        #expect(lines.count >= 3)
        var settings = ServerSettings()
        settings.maxEventsPerRoom = 2
        try await withServer(settings) { client, _ in
            let response = try await client.post("/v1/session?room=room_A", lines.prefix(3).joined(separator: "\n"))
            #expect(response.text == #"{"fed":2,"invalid":0,"not_fed":1,"wrong_room":0}"# + "\n")
            #expect(try await client.metric(#"livesig_session_events_total{outcome="room_full"}"#) == 1)
        }
    }

    @Test func settingsFileRejectsUnknownNamesAndValuesOutOfRange() throws {
        let good = try ServerSettings.read(
            json: Array(#"{"port":0,"max_rooms":5,"command_modes":{"Group.CallbackBeforeSendMsg":"report"}}"#.utf8)
        )
        #expect(good.port == 0 && good.maxRooms == 5 && good.mode(of: "Group.CallbackBeforeSendMsg") == .report)
        #expect(throws: ServerSettings.Problem.self) { try ServerSettings.read(json: Array(#"{"max_room":5}"#.utf8)) }
        #expect(throws: ServerSettings.Problem.self) { try ServerSettings.read(json: Array(#"{"port":65536}"#.utf8)) }
        #expect(throws: ServerSettings.Problem.self) {
            try ServerSettings.read(json: Array(#"{"max_body_bytes":0}"#.utf8))
        }
        var settings = ServerSettings()
        settings.maxRooms = 0
        #expect(settings.outOfRange == "max_rooms must be an integer from 1 to 10000000")
    }
}

/// A request for no route is refused as every request is: a JSON body, counted. The router
/// answered an empty 404 that no counter saw.
@Suite struct UnknownRouteTests {
    @Test func anUnknownRouteGetsAJSONBodyAndIsCounted() async throws {
        try await withServer { client, _ in
            let unknown = try await client.get("/v2/nothing")
            #expect(unknown.status == .notFound)
            #expect(unknown.text.hasPrefix(#"{"error":"not_found","message":"no route for GET /v2/nothing""#))
            let wrongMethod = try await client.put("/v1/validate", "{}")
            #expect(wrongMethod.status == .notFound)
            #expect(wrongMethod.text.contains(#""message":"no route for PUT /v1/validate""#))
            #expect(
                try await client.metric(#"livesig_requests_refused_total{endpoint="other",reason="not_found"}"#) == 2
            )
            // A route's own 404 is still its own.
            #expect(try await client.get("/v1/session?room=r").text.contains("no session is followed"))
        }
    }
}

/// A body that stops arriving is answered 408 once the deadline passes. HummingbirdTesting's
/// clients send whole bodies, so this one writes a request by hand on a socket.
@Suite struct DeadlineTests {
    @Test func bodyThatStopsArrivingGets408() async throws {
        var settings = ServerSettings()
        settings.requestDeadlineMilliseconds = 200
        try await withListeningServer(settings) { port in
            let reply = try RawSocket.exchange(
                port: port,
                "POST /v1/validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n{\"type\":"
            )
            #expect(reply.hasPrefix("HTTP/1.1 408"))
            #expect(reply.contains(#""error":"deadline""#))
        }
    }
}

/// A connection whose request head never ends is closed once it has sent nothing for the idle
/// timeout; it used to stay open for good, so enough of them took every file descriptor.
@Suite struct IdleTimeoutTests {
    @Test func aHeadThatNeverEndsIsClosed() async throws {
        var settings = ServerSettings()
        settings.idleTimeoutMilliseconds = 300
        try await withListeningServer(settings) { port in
            let start = ContinuousClock.now
            // Half a head, then silence: the client waits up to 30 s for the server to close.
            let reply = try RawSocket.exchange(port: port, "POST /v1/validate HTTP/1.1\r\nHost: 127.0")
            #expect(reply.isEmpty)
            #expect(ContinuousClock.now - start < .seconds(10))
        }
    }
}

/// The service on a free port of 127.0.0.1, for tests that talk to it over a socket of their
/// own; stopped when `body` returns.
func withListeningServer(_ settings: ServerSettings, _ body: (Int) throws -> Void) async throws {
    var settings = settings
    settings.host = "127.0.0.1"
    settings.port = 0
    let ports = PortBox()
    let app = ValidationService(settings: settings).application { port in await ports.set(port) }
    try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await app.run() }
        var port = 0
        for _ in 0..<1000 where port == 0 {
            try await Task.sleep(for: .milliseconds(20))
            port = await ports.port
        }
        try #require(port > 0)
        try body(port)
        group.cancelAll()
    }
}

actor PortBox {
    var port = 0
    func set(_ value: Int) { port = value }
}
