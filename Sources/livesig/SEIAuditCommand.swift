import ArgumentParser
import LiveSignaling
import ValidationReports
import SEICodec

extension SEICommand {
    struct Audit: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "audit",
            abstract: "Watch the device-state heartbeats in a stream: who went silent, when, for how long.",
            discussion: """
                Hosts send a device-state SEI every 200–500 ms and the mixer carries every \
                host's into the mixed stream. This command reads FLV, MPEG-TS, MP4 and \
                fragmented MP4 (or a raw stream) and times each heartbeat by its sample's \
                presentation time; a raw stream is timed by picture number over the SPS's \
                VUI frame rate, or over --fps when it has none.

                It reports each silence as receivers would show it: reconnecting past \
                --reconnect-after seconds, removed past --remove-after. Identical data from \
                one sender within --repeat-window (TRTC repeatCount) counts once; camera and \
                microphone changes are noted. Stream problems and invalid heartbeats are \
                errors. Reading a pipe (a live pull), each silence is also printed, and \
                flushed, the moment the stream's time passes the threshold. An empty input \
                holds no video: a note on stderr, status 0.

                Exit status: 0 when nobody was removed (nor, with --strict, reconnecting) \
                and the stream and its heartbeats are sound, 1 otherwise, 2 on a usage or \
                I/O error.

                Examples:
                  livesig sei audit --fps 15 mixed.h264
                  livesig sei audit --reconnect-after 3 --format json recording.mp4
                  ffmpeg -i rtmp://127.0.0.1/live/room -c copy -f flv - \\
                    | livesig sei audit -
                """
        )

        @Option(help: "Pictures per second of a raw stream whose SPS has no VUI timing.")
        var fps: Double = 30

        @OptionGroup var thresholds: HeartbeatThresholds

        @Option(help: "Seconds within which identical data from one sender is one heartbeat.")
        var repeatWindow: Double = 0.1

        @Option(help: "Container: auto, annexb (a raw stream), flv, mpegts or mp4.")
        var container: SEICommand.ContainerChoice = .auto

        @Option(help: "Codec of a raw stream: auto, h264 or hevc.")
        var codec: SEICommand.CodecChoice = .auto

        @Option(help: "Framing of a raw stream: auto, annexb, length4, length2 or length1.")
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
            let output = BufferedOutput(.standardOutput)
            let style = Style(color, terminal: .standardOutput)
            do {
                let source = try InputSource(path: path)
                defer { source.close() }
                name = source.name
                var input = SEIInput(
                    source: source,
                    reader: TimedSEIReader(
                        container: container.container,
                        codec: codec.codec,
                        framing: framing.framing,
                        frameRate: nil
                    )
                )
                let live = !input.isRegularFile
                var progress = Progress()
                defer { progress.finish() }
                try input.read(progress: &progress) { result, reader in
                    let notices = audit.take(result, reader: reader)
                    guard live, !notices.isEmpty else { return }
                    for notice in notices {
                        output.write(
                            format == .json
                                ? audit.liveJSON(source: name, notice)
                                : audit.liveText(source: name, notice, style: style)
                        )
                    }
                    output.flush()
                }
            } catch {
                Terminal.standardError.write("livesig: \(error)\n")
                throw ExitCode(2)
            }
            let findings = audit.finish()
            output.write(
                format == .json
                    ? audit.json(source: name, findings: findings)
                    : audit.text(source: name, findings: findings, style: style)
            )
            output.flush()
            if audit.failed { throw ExitCode(1) }
            let failing: [Severity] = strict ? [.error, .warning] : [.error]
            if findings.contains(where: { failing.contains($0.severity) }) { throw ExitCode(1) }
        }
    }
}
