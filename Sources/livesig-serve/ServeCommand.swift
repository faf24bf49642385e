import ArgumentParser
import Foundation
import ValidationServer

/// `livesig-serve`: the validation service for app servers (docs/serve.md). Settings come from
/// `--config FILE` and from flags, flags winning; SIGTERM or SIGINT shut it down gracefully.
@main
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "livesig-serve",
        abstract: "Validate Tencent Chat and ZIM callbacks and captured messages over HTTP.",
        discussion: """
            Endpoints: POST /v1/tencent/callback, POST /v1/zim/callback, POST \
            /v1/validate, POST and GET /v1/session?room=R, GET /healthz, GET /metrics. \
            Every setting is in docs/serve.md. Prints "listening on HOST:PORT" once it \
            accepts connections.

            Examples:
              livesig-serve --port 8080
              livesig-serve --config serve.json --report-only Group.CallbackBeforeSendMsg
            """
    )

    @Option(help: "A JSON file of settings (docs/serve.md).")
    var config: String?

    @Option(help: "Address to listen on (default 127.0.0.1).")
    var host: String?

    @Option(help: "Port to listen on; 0 takes a free one (default 8080).")
    var port: Int?

    @Option(help: "Largest request body, in bytes (default 65536).")
    var maxBodyBytes: Int?

    @Option(help: "Milliseconds a request body may take to arrive (default 1000).")
    var requestDeadlineMs: Int?

    @Option(help: "Milliseconds a connection may send nothing before it is closed (default 30000).")
    var idleTimeoutMs: Int?

    @Option(help: "Rooms followed at once (default 10000).")
    var maxRooms: Int?

    @Option(help: "Events followed per room (default 10000).")
    var maxEventsPerRoom: Int?

    @Option(help: "Seconds before an idle room may be evicted (default 600).")
    var roomIdleSeconds: Int?

    @Option(help: "Seconds a signed callback's time may be off (default 300).")
    var signatureWindowSeconds: Int?

    @Option(help: "Tencent Chat SDKAppID; other apps' callbacks get 401.")
    var tencentSdkAppId: String?

    @Option(help: "Tencent Chat callback authentication token (prefer the config file).")
    var tencentCallbackToken: String?

    @Option(help: "ZIM callback secret (prefer the config file).")
    var zimCallbackSecret: String?

    @Option(help: "A before-send command that only reports invalid messages (repeatable).")
    var reportOnly: [String] = []

    @Option(help: "A before-send command that refuses invalid messages (repeatable; the default).")
    var refuse: [String] = []

    func run() async throws {
        var settings = ServerSettings()
        if let config {
            guard let data = FileManager.default.contents(atPath: config) else {
                throw ValidationError("cannot read \(config)")
            }
            do {
                settings = try ServerSettings.read(json: Array(data))
            } catch {
                throw ValidationError("\(config): \(error)")
            }
        }
        if let host { settings.host = host }
        if let port { settings.port = port }
        if let maxBodyBytes { settings.maxBodyBytes = maxBodyBytes }
        if let requestDeadlineMs { settings.requestDeadlineMilliseconds = requestDeadlineMs }
        if let idleTimeoutMs { settings.idleTimeoutMilliseconds = idleTimeoutMs }
        if let maxRooms { settings.maxRooms = maxRooms }
        if let maxEventsPerRoom { settings.maxEventsPerRoom = maxEventsPerRoom }
        if let roomIdleSeconds { settings.roomIdleSeconds = roomIdleSeconds }
        if let signatureWindowSeconds { settings.signatureWindowSeconds = signatureWindowSeconds }
        if let tencentSdkAppId { settings.tencentSDKAppID = tencentSdkAppId }
        if let tencentCallbackToken { settings.tencentCallbackToken = tencentCallbackToken }
        if let zimCallbackSecret { settings.zimCallbackSecret = zimCallbackSecret }
        for command in reportOnly { settings.commandModes[command] = .report }
        for command in refuse { settings.commandModes[command] = .refuse }
        if let problem = settings.outOfRange {
            throw ValidationError("\(problem) (flags are the settings' names with dashes)")
        }
        let service = ValidationService(settings: settings)
        let host = settings.host
        let app = service.application { port in
            FileHandle.standardOutput.write(Data("listening on \(host):\(port)\n".utf8))
        }
        try await app.runService()
    }
}
