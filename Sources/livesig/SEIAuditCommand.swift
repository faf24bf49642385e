import ArgumentParser
import LiveSignaling
import ValidationReports
import SEICodec

extension SEICommand {
    struct Audit: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Watch the device-state heartbeats in a stream: who went silent, when, for how long.",
            discussion: """
                Hosts send a device-state SEI every 200–500 ms and the mixer carries every host's
                into the mixed stream. This command times each heartbeat by the picture it precedes
                (picture number over --fps: raw elementary streams carry no clock) and reports each
                silence as receivers would show it: reconnecting past --reconnect-after seconds,
                removed past --remove-after. Identical data from one sender within --repeat-window
                (TRTC repeatCount) counts once; camera and microphone changes are noted.
                Exit status: 0 when nobody was removed (nor, with --strict, reconnecting), 1 otherwise,
                2 on a usage or I/O error.

                Examples:
                  livesig sei audit --fps 15 mixed.h264
                  livesig sei audit --reconnect-after 3 --format json recording.h265
                """
        )

        @Option(help: "Pictures per second of the stream.")
        var fps: Double = 30

        @OptionGroup var thresholds: HeartbeatThresholds

        @Option(help: "Seconds within which identical data from one sender is one heartbeat.")
        var repeatWindow: Double = 0.1

        @Option(help: "Codec: auto, h264 or hevc.")
        var codec: SEICommand.CodecChoice = .auto

        @Option(help: "Framing: auto, annexb, length4, length2 or length1.")
        var framing: SEICommand.FramingChoice = .auto

        @Flag(help: "Count reconnecting senders as failures too.")
        var strict = false

        @Option(help: "Output format: text or json.")
        var format: ValidateCommand.OutputFormat = .text

        @Option(help: "Colour: auto (on a terminal, unless NO_COLOR is set), always or never.")
        var color: Style.Choice = .auto

        @Argument(help: "An H.264 or HEVC stream, or - for standard input.")
        var path: String

        func validate() throws {
            guard fps > 0, fps <= 1000 else { throw ValidationError("--fps is between 0 and 1000") }
            try HeartbeatThresholds.requireSeconds([("--repeat-window", repeatWindow)])
        }

        func run() throws {
            Terminal.ignoreBrokenPipes()
            var audit = HeartbeatAudit(
                fps: fps,
                monitor: HeartbeatMonitor(
                    reconnectAfter: thresholds.reconnectMilliseconds,
                    removeAfter: thresholds.removeMilliseconds,
                    repeatWindow: Int(repeatWindow * 1000)
                )
            )
            let name: String
            do {
                let source = try InputSource(path: path)
                defer { source.close() }
                name = source.name
                var reader = ChunkReader(descriptor: source.descriptor)
                var progress = Progress()
                let total = InputWalker.size(of: source.descriptor)
                defer { progress.finish() }
                try reader.forEachChunk { chunk in
                    audit.read(chunk, codec: codec.codec, framing: framing.framing)
                    progress.update(done: audit.bytesRead, total: total)
                }
            } catch {
                Terminal.standardError.write("livesig: \(error)\n")
                throw ExitCode(2)
            }
            let findings = audit.finish()
            let output = BufferedOutput(.standardOutput)
            let style = Style(color, terminal: .standardOutput)
            output.write(
                format == .json
                    ? audit.json(source: name, findings: findings)
                    : audit.text(source: name, findings: findings, style: style)
            )
            output.flush()
            let failing: [Severity] = strict ? [.error, .warning] : [.error]
            if findings.contains(where: { failing.contains($0.severity) }) { throw ExitCode(1) }
        }
    }
}
