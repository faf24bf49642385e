#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A class of bad input for the break-test matrix, and how to make it from a command's good
/// input (its `base` lines). Every class is made fresh in a scratch directory for each cell.
enum BreakInput: String, CaseIterable, CustomStringConvertible, Sendable {
    case empty = "empty input"
    case blankFirstLine = "blank first line"
    case byteOrderMark = "byte-order mark"
    case crlf = "CRLF line ends"
    case nulBytes = "NUL bytes"
    case invalidUTF8 = "invalid UTF-8"
    case truncatedLastLine = "truncated last line"
    case hugeLine = "huge line"
    case hugeNumbers = "huge numbers"
    case deepNesting = "deep nesting"
    case randomBytes = "random bytes"
    case videoBytes = "video bytes"
    case fifo = "FIFO"
    case symlinkLoop = "symbolic link loop"
    case unreadablePath = "unreadable path"
    case nonUTF8Path = "non-UTF-8 path"
    case goodAndBadPaths = "good and bad paths"
    case trickledStdin = "stdin a byte at a time"

    var description: String { rawValue }

    /// How the input reaches the command.
    struct Prepared {
        /// Path arguments, as bytes; `-` for standard input.
        var paths: [[UInt8]]
        var stdin: Feed = .none
        /// A FIFO the runner writes `bytes` into once the command is started.
        var fifo: (path: String, bytes: [UInt8])?
        /// Run as an unprivileged user, so that permissions apply (tests may run as root).
        var unprivileged = false
        /// The bytes the command reads, to count their lines.
        var bytes: [UInt8] = []
    }

    enum Feed {
        case none
        case bytes([UInt8])
        /// Written one byte per write(2), with a pause between: every read sees a sliver.
        case trickle([UInt8])
    }

    /// What the command can be given, which decides how the path classes are made.
    struct Reach: Sendable {
        /// Directories, walked for message files (validate).
        var directories = false
        /// Several paths at once (validate, signal-check, crosscheck).
        var severalPaths = false
    }

    func prepare(base: [[UInt8]], reach: Reach, in scratch: TemporaryDirectory) throws -> Prepared {
        let good = Array(base.joined(separator: [0x0A])) + [0x0A]
        func file(_ bytes: [UInt8], _ name: String = "input.jsonl") throws -> Prepared {
            try scratch.write(bytes, to: name)
            return Prepared(paths: [Array((scratch.path + "/" + name).utf8)], bytes: bytes)
        }
        /// The base with its second line (or only line) replaced.
        func secondLine(_ line: [UInt8]) -> [UInt8] {
            var lines = base
            lines[min(1, lines.count - 1)] = line
            return Array(lines.joined(separator: [0x0A])) + [0x0A]
        }
        switch self {
        case .empty: return try file([])
        case .blankFirstLine: return try file([0x0A] + good)
        case .byteOrderMark: return try file([0xEF, 0xBB, 0xBF] + good)
        case .crlf: return try file(good.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] })
        case .nulBytes:
            var line = base[min(1, base.count - 1)]
            line.insert(0, at: line.count / 2)
            return try file(secondLine(line))
        case .invalidUTF8:
            // A byte that starts no UTF-8 sequence, inside the line's first string.
            var line = base[min(1, base.count - 1)]
            line.insert(0xFF, at: 2)
            return try file(secondLine(line))
        case .truncatedLastLine:
            let last = base[base.count - 1]
            let kept = base.dropLast().map { $0 + [0x0A] }.joined()
            return try file(Array(kept) + last.prefix(last.count / 2))
        case .hugeLine:
            // 3 MiB: three times the 1 MiB limit on a message.
            let huge = "{\"ts\":1,\"channel\":\"sei\",\"payload\":\"" + String(repeating: "x", count: 3 << 20) + "\"}"
            return try file(secondLine(Array(huge.utf8)))
        case .hugeNumbers:
            let digits = String(repeating: "9", count: 400)
            return try file(secondLine(Array("{\"ts\":\(digits),\"type\":1e999999,\"mic\":-\(digits)}".utf8)))
        case .deepNesting:
            return try file(secondLine(Array(repeating: UInt8(ascii: "["), count: 100_000)))
        case .randomBytes:
            return try file(Self.randomBytes(count: 50_000))
        case .videoBytes:
            return try file(Self.videoBytes(), "clip.h264")
        case .fifo:
            if reach.directories {
                // A FIFO among the files of a directory: nobody will ever write to it.
                try scratch.makeDirectory("captures")
                try scratch.write(good, to: "captures/a.jsonl")
                guard mkfifo(scratch.path + "/captures/b.jsonl", 0o644) == 0 else {
                    throw ProcessFailure(description: "mkfifo")
                }
                return Prepared(paths: [Array((scratch.path + "/captures").utf8)], bytes: good)
            }
            // A FIFO given by name, as `<(command)` gives one: read once a writer comes.
            let path = scratch.path + "/pipe.jsonl"
            guard mkfifo(path, 0o644) == 0 else { throw ProcessFailure(description: "mkfifo") }
            return Prepared(paths: [Array(path.utf8)], fifo: (path, good), bytes: good)
        case .symlinkLoop:
            if reach.directories {
                try scratch.makeDirectory("captures")
                try scratch.write(good, to: "captures/a.jsonl")
                guard symlink(".", scratch.path + "/captures/again") == 0 else {
                    throw ProcessFailure(description: "symlink")
                }
                return Prepared(paths: [Array((scratch.path + "/captures").utf8)], bytes: good)
            }
            let path = scratch.path + "/self.jsonl"
            guard symlink("self.jsonl", path) == 0 else { throw ProcessFailure(description: "symlink") }
            return Prepared(paths: [Array(path.utf8)])
        case .unreadablePath:
            var prepared = try file(good)
            guard chmod(scratch.path + "/input.jsonl", 0) == 0 else { throw ProcessFailure(description: "chmod") }
            prepared.unprivileged = geteuid() == 0
            prepared.bytes = []
            return prepared
        case .nonUTF8Path:
            let name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".jsonl".utf8)
            let path = Array((scratch.path + "/").utf8) + name
            guard let handle = fopen(path.map { CChar(bitPattern: $0) } + [0], "wb") else {
                throw ProcessFailure(description: "fopen")
            }
            _ = good.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, handle) }
            fclose(handle)
            return Prepared(paths: [path], bytes: good)
        case .goodAndBadPaths:
            var prepared = try file(good)
            prepared.paths.append(Array((scratch.path + "/missing.jsonl").utf8))
            // Opens, then fails to read: even root cannot read it.
            if reach.severalPaths { prepared.paths.append(Array("/proc/self/mem".utf8)) }
            return prepared
        case .trickledStdin:
            return Prepared(paths: [[UInt8(ascii: "-")]], stdin: .trickle(good), bytes: good)
        }
    }

    /// Deterministic noise (a linear congruential generator), so a failure reproduces.
    static func randomBytes(count: Int) -> [UInt8] {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    /// The start of an H.264 Annex B stream: an SPS, a PPS, an SEI and a slice header, with
    /// no line break. Bytes a camera pipeline would hand over, not JSON.
    static func videoBytes() -> [UInt8] {
        let units: [[UInt8]] = [
            [0x67, 0x42, 0xC0, 0x1E, 0xD9, 0x00, 0xA0, 0x47, 0xFE, 0xC8],
            [0x68, 0xCE, 0x38, 0x80],
            [0x06, 0x05, 0x04, 0x6C, 0x69, 0x76, 0x65, 0x80],
            [0x65, 0x88, 0x84, 0x00, 0x33, 0xFF, 0xFE, 0xF6, 0xF0, 0xFE, 0x05, 0x36, 0x56, 0x04, 0x50],
        ]
        return units.flatMap { [0x00, 0x00, 0x00, 0x01] + $0 }
    }
}
