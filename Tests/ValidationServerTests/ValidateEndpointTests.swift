import Foundation
import Testing
import ValidationServer

/// `POST /v1/validate` answers what `livesig validate --format json` prints, byte for byte:
/// the livesig built beside this test runs on the same file.
@Suite struct ValidateEndpointTests {
    /// Runs the livesig built beside this test and returns its standard output. It waits
    /// without blocking a thread of the concurrency pool: the servers of the other tests
    /// answer on those threads (2 on a 2-core machine).
    static func livesig(_ arguments: [String]) async throws -> String {
        let process = Process()
        var candidate = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).deletingLastPathComponent()
        // …/debug/LiveSignalingPackageTests.xctest → …/debug/livesig
        while candidate.path != "/"
            && !FileManager.default.isExecutableFile(atPath: candidate.appendingPathComponent("livesig").path)
        {
            candidate = candidate.deletingLastPathComponent()
        }
        process.executableURL = candidate.appendingPathComponent("livesig")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: Fixtures.packageRoot)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("livesig-\(UUID().uuidString).out")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            process.terminationHandler = { _ in finished.resume() }
            do { try process.run() } catch { finished.resume() }
        }
        try handle.close()
        return try String(contentsOf: output, encoding: .utf8)
    }

    @Test(arguments: [
        "Vectors/captures/showcase.jsonl", "Vectors/captures/envelopes.jsonl", "Vectors/pk.invite/demo-accept.json",
    ])
    func answersAsLivesigDoes(path: String) async throws {
        guard FileManager.default.fileExists(atPath: Fixtures.packageRoot + "/" + path) else {
            Issue.record("missing vector \(path)")
            return
        }
        let expected = try await Self.livesig(["validate", "--format", "json", path])
        #expect(expected.hasSuffix("}}\n"))
        var settings = ServerSettings()
        settings.maxBodyBytes = 1 << 20
        try await withServer(settings) { client, _ in
            let response = try await client.post("/v1/validate?source=\(path)", try Fixtures.file(path))
            #expect(response.status == .ok)
            #expect(response.text == expected)
        }
    }

    @Test func familyIsCheckedAndUnknownOnesRefused() async throws {
        try await withServer { client, _ in
            let unknown = try await client.post("/v1/validate?family=pk.nope", "{}")
            #expect(unknown.status == .badRequest)
            let forced = try await client.post("/v1/validate?family=chat.custom", Fixtures.giftCountString)
            #expect(forced.text.contains(#""family":"chat.custom""#) && forced.text.contains(#""valid":false"#))
        }
    }

    @Test func healthAndMetricsCountsMove() async throws {
        try await withServer { client, _ in
            #expect(try await client.get("/healthz").text == "ok\n")
            let series = #"livesig_messages_total{endpoint="tencent",family="chat.custom",verdict="invalid"}"#
            let code = #"livesig_diagnostics_total{family="chat.custom",code="wire.type",severity="error"}"#
            #expect(try await client.metric(series) == 0)
            for _ in 0..<3 {
                let body = Fixtures.groupMessage(Fixtures.beforeSend, data: Fixtures.giftCountString)
                _ = try await client.post(Fixtures.tencentURI(Fixtures.beforeSend), body)
            }
            let body = Fixtures.groupMessage(Fixtures.beforeSend, data: Fixtures.validGift)
            _ = try await client.post(Fixtures.tencentURI(Fixtures.beforeSend), body)
            #expect(try await client.metric(series) == 3)
            #expect(try await client.metric(code) == 3)
            #expect(
                try await client.metric(
                    #"livesig_messages_total{endpoint="tencent",family="chat.custom",verdict="valid"}"#
                ) == 1
            )
            #expect(
                try await client.metric(
                    #"livesig_callbacks_total{command="Group.CallbackBeforeSendMsg",outcome="refuse"}"#
                ) == 3
            )
            let text = try await client.get("/metrics").text
            #expect(text.contains(#"livesig_request_duration_seconds_count{endpoint="tencent"} 4"#))
        }
    }
}
