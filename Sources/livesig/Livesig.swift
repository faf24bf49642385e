import ArgumentParser
import LiveSignaling

@main
struct Livesig: ParsableCommand {
    // Every command names itself: without a `commandName`, argument-parser derives the name
    // from the type's with `String(describing:)` on every run, ~1 M instructions a command at
    // start-up (a quarter of the start-up of `livesig validate`).
    static let configuration = CommandConfiguration(
        commandName: "livesig",
        abstract: "Validate, inspect and build live-streaming signaling messages and SEI.",
        discussion: """
            Examples:
              livesig validate Vectors/captures/showcase.jsonl
              livesig json check message.json
            """,
        version: LiveSignalingRelease.version,
        subcommands: [
            ValidateCommand.self, InspectCommand.self, EncodeCommand.self, FamiliesCommand.self, SessionCommand.self,
            SEICommand.self,
            CrosscheckCommand.self, JSONCommand.self,
        ]
    )

    /// Exit codes everywhere: 0 fine, 1 findings, 2 usage or I/O error.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Self.exit(withError: exit)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                Self.exit(withError: error)
            }
            // ArgumentParser's usage errors use 64; this tool promises 2.
            Terminal.standardError.write(fullMessage(for: error) + "\n")
            Self.exit(withError: ExitCode(2))
        }
    }
}
