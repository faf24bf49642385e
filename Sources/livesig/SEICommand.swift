import ArgumentParser
import LiveSignaling
import ValidationReports
import SEICodec

struct SEICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sei",
        abstract: "Read and write H.264/HEVC SEI: heartbeats, user data, vendor payloads.",
        subcommands: [Extract.self, Pack.self, Audit.self]
    )

    enum CodecChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, h264, hevc
        var codec: VideoCodec? { self == .auto ? nil : VideoCodec(rawValue: rawValue) }
    }

    enum FramingChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, annexb, length4, length2, length1
        var framing: NALFraming? {
            switch self {
            case .auto: nil
            case .annexb: .annexB
            case .length4: .lengthPrefixed(size: 4)
            case .length2: .lengthPrefixed(size: 2)
            case .length1: .lengthPrefixed(size: 1)
            }
        }
    }

    enum ContainerChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, annexb, flv, mpegts, mp4
        var container: ContainerFormat? { self == .auto ? nil : ContainerFormat(rawValue: rawValue) }
    }

    /// `zego` (4096), `trtc` (1000) or a number of bytes.
    struct DataLimit: ExpressibleByArgument {
        let bytes: Int
        init?(argument: String) {
            switch argument {
            case "zego": bytes = SEIPacker.Limit.zego
            case "trtc": bytes = SEIPacker.Limit.trtc
            default:
                guard let value = Int(argument), value >= 0 else { return nil }
                bytes = value
            }
        }
    }
}

extension SEICommand {
    struct Extract: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "extract",
            abstract: "List every SEI message in an H.264/HEVC stream, decoding device-state heartbeats.",
            discussion: """
                Reads FLV (HTTP-FLV, RTMP), MPEG-TS (HLS), MP4 and fragmented MP4, or a raw \
                Annex B or length-prefixed stream, in chunks, so streams of any size use \
                little memory; the container is detected from the first bytes unless \
                --container names it. Each message carries its sample's presentation time \
                (raw streams: the picture number, timed by the SPS's VUI when it has \
                timing).

                --format json prints one object per SEI message, with these keys:
                  "nal_offset", "nal_type", "payload_type", "payload_size", "uuid",
                  "data_hex", "text", "decoded", "diagnostics",
                  "picture", "pts", "dts", "timescale", "time"

                uuid is null unless payload type 5; data_hex is what follows the UUID for \
                type 5, the whole payload otherwise; text is null unless the data is \
                printable UTF-8; one trailing NUL, as x264 and FFmpeg write, is left out of \
                text and reported as the note sei.trailing-nul. Problems in the stream \
                itself print as {"diagnostic":{…}}. An empty input holds no video: a note \
                on stderr, status 0.

                Exit status: 0 when the stream is well-formed, 1 when anything is wrong, 2 \
                on a usage or I/O error.

                Examples:
                  livesig sei extract Vectors/sei/ffmpeg-device-state.h264
                  livesig sei extract Vectors/sei/containers/h264-heartbeats.flv
                  ffmpeg -i rtmp://127.0.0.1/live/room -c copy -f flv - \\
                    | livesig sei extract -
                  livesig sei extract --format json --limit zego recording.h264 | jq .decoded
                """
        )

        @Option(help: "Container: auto, annexb (a raw stream), flv, mpegts or mp4.")
        var container: ContainerChoice = .auto

        @Option(help: "Codec of a raw stream: auto, h264 or hevc.")
        var codec: CodecChoice = .auto

        @Option(help: "Framing of a raw stream: auto, annexb, length4, length2 or length1.")
        var framing: FramingChoice = .auto

        @Option(help: "Report data larger than this: zego (4096), trtc (1000) or a number of bytes.")
        var limit: DataLimit?

        @Option(help: "Output format: text or json.")
        var format: ValidateCommand.OutputFormat = .text

        @Option(help: "Colour: auto (on a terminal, unless NO_COLOR is set), always or never.")
        var color: Style.Choice = .auto

        @Flag(name: .shortAndLong, help: "Print only problems (and no summary).")
        var quiet = false

        @Argument(help: "An H.264 or HEVC file, or - for standard input.")
        var path: String

        func run() throws {
            Terminal.ignoreBrokenPipes()
            let source: InputSource
            do {
                source = try InputSource(path: path)
            } catch {
                Terminal.standardError.write("livesig: \(error)\n")
                throw ExitCode(2)
            }
            defer { source.close() }
            var input = SEIInput(
                source: source,
                reader: TimedSEIReader(
                    container: container.container,
                    codec: codec.codec,
                    framing: framing.framing,
                    dataLimit: limit?.bytes
                )
            )
            var report = SEIReport(source: source.name, format: format)
            report.style = Style(color, terminal: .standardOutput)
            report.quiet = quiet
            var progress = Progress()
            defer { progress.finish() }
            do {
                try input.read(progress: &progress) { result, _ in report.add(result) }
            } catch {
                Terminal.standardError.write("livesig: \(error)\n")
                throw ExitCode(2)
            }
            report.finish(
                bytes: input.reader.bytesRead,
                container: input.reader.container?.description ?? input.reader.unreadContainer
            )
            if report.errors > 0 { throw ExitCode(1) }
        }
    }

    struct Pack: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "pack",
            abstract: "Write one SEI NAL unit holding the given data.",
            discussion: """
                Conventions (ZEGO's ZegoSEIType and TRTC's sendSeiMessage docs): ZEGO's \
                default is payload type 243 with the data as is; user_data_unregistered is \
                type 5 with a 16-byte UUID first; Tencent LivePusher uses 242. --nul ends \
                the data with a NUL, as x264 and FFmpeg's h264_metadata do, so the output \
                matches theirs byte for byte.

                Examples:
                  livesig sei pack --payload-type 243 -o heartbeat.h264 \\
                    --data '{"type":0,"sender_id":"u1","mic":true,"cam":false}'
                  livesig sei pack --payload-type 5 --nul -o sei.h264 \\
                    --uuid dc45e9bd-e6d9-48b7-962c-d820d923eeef --data hello,world
                """
        )

        @Option(help: "SEI payload type (5 user_data_unregistered, 242 Tencent, 243 ZEGO).")
        var payloadType: Int

        @Option(help: "UUID for payload type 5, e.g. dc45e9bd-e6d9-48b7-962c-d820d923eeef.")
        var uuid: String?

        @Option(help: "The data, as text.")
        var data: String?

        @Option(help: "Read the data from this file.")
        var dataFile: String?

        @Flag(help: "End the data with a NUL byte, as C-string writers do.")
        var nul = false

        @Option(help: "Codec: h264 or hevc.")
        var codec: VideoCodec = .h264

        @Option(help: "Framing: annexb, length4, length2 or length1 (auto is for reading only).")
        var framing: FramingChoice = .annexb

        @Flag(help: "HEVC: write a suffix SEI (type 40) instead of a prefix SEI (39).")
        var suffix = false

        @Option(help: "Refuse data larger than this: zego (4096), trtc (1000) or a number of bytes.")
        var limit: DataLimit?

        @Option(name: .shortAndLong, help: "Output file, or - for standard output.")
        var output: String

        func validate() throws {
            guard (data == nil) != (dataFile == nil) else {
                throw ValidationError("give exactly one of --data and --data-file")
            }
            guard payloadType >= 0, payloadType <= SEIPacker.maximumPayloadType else {
                throw ValidationError("--payload-type is between 0 and \(SEIPacker.maximumPayloadType)")
            }
            if payloadType == 5, uuid == nil { throw ValidationError("payload type 5 needs --uuid") }
            if payloadType != 5, uuid != nil { throw ValidationError("--uuid belongs to payload type 5 only") }
            if let uuid, SEIUUID(uuid) == nil {
                throw ValidationError("--uuid must be 32 hexadecimal digits, dashes allowed")
            }
            if framing == .auto { throw ValidationError("--framing must be annexb, length4, length2 or length1") }
        }

        func run() throws {
            Terminal.ignoreBrokenPipes()
            var bytes: [UInt8]
            if let data {
                bytes = Array(data.utf8)
            } else {
                do {
                    let source = try InputSource(path: dataFile ?? "-")
                    defer { source.close() }
                    let (read, truncated) = try source.readAll(limit: SEIPacker.maximumPayloadBytes)
                    if truncated {
                        throw InputSource.OpenError(
                            description: "\(source.name) is larger than \(SEIPacker.maximumPayloadBytes) bytes"
                        )
                    }
                    bytes = read
                } catch {
                    Terminal.standardError.write("livesig: \(error)\n")
                    throw ExitCode(2)
                }
            }
            if nul { bytes.append(0) }
            let payload: SEIPayload =
                if let uuid, let parsed = SEIUUID(uuid) {
                    .userDataUnregistered(uuid: parsed, data: bytes)
                } else {
                    SEIPayload(payloadType: payloadType, bytes: bytes)
                }
            let packer = SEIPacker(
                codec: codec,
                framing: framing.framing ?? .annexB,
                suffix: suffix,
                dataLimit: limit?.bytes
            )
            let packed: [UInt8]
            do {
                packed = try packer.pack([payload])
            } catch {
                Terminal.standardError.write("livesig: error[\(error.diagnostic.code)]: \(error.diagnostic.message)\n")
                throw ExitCode(1)
            }
            if !OutputFile.write(packed, to: output) { throw ExitCode(2) }
        }
    }
}

extension VideoCodec: ExpressibleByArgument {}
