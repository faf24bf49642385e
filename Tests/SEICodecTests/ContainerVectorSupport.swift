import Foundation
import SEICodec

/// The container vectors of Vectors/sei/containers and FFmpeg's report of each.
enum ContainerVectors {
    static let directory = SEIVector.directory.appendingPathComponent("containers")

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    /// The vectors FFmpeg reported on: NAME for each NAME.ffmpeg.txt.
    static let traced: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".ffmpeg.txt") }.map { String($0.dropLast(".ffmpeg.txt".count)) }.sorted()
    }()

    /// FFmpeg's lines, "pts dts payload_type payload_size payload_hex", and its time base's denominator.
    static func ffmpeg(_ name: String) throws -> (timescale: Int64, lines: [String]) {
        let text = try String(contentsOf: directory.appendingPathComponent(name + ".ffmpeg.txt"), encoding: .utf8)
        var lines = text.split(separator: "\n").map(String.init)
        let header = lines.removeFirst()
        let timescale = header.split(separator: "/").last.flatMap { Int64($0) } ?? 0
        return (timescale, lines)
    }

    /// Reads `bytes` with a TimedSEIReader in pieces of `piece` bytes.
    static func read(
        _ bytes: [UInt8],
        piece: Int,
        container: ContainerFormat? = nil,
        primeMovie: Bool = true
    ) -> (reader: TimedSEIReader, messages: [TimedSEIMessage], diagnostics: [Diagnostic]) {
        var reader = TimedSEIReader(container: container)
        var messages: [TimedSEIMessage] = []
        var diagnostics: [Diagnostic] = []
        if primeMovie, let (offset, size) = movieAfterMedia(bytes) {
            diagnostics += bytes[offset..<(offset + size)].withUnsafeBytes { reader.readMovie($0, at: offset) }
        }
        var position = 0
        while position < bytes.count {
            let end = min(bytes.count, position + piece)
            let result = reader.append(Array(bytes[position..<end]))
            messages += result.messages
            diagnostics += result.diagnostics
            position = end
        }
        let last = reader.finish()
        messages += last.messages
        diagnostics += last.diagnostics
        return (reader, messages, diagnostics)
    }

    /// The offset and size of a top-level `moov` that follows an `mdat`, as livesig finds it
    /// with pread in a file.
    static func movieAfterMedia(_ bytes: [UInt8]) -> (Int, Int)? {
        let boxes = topLevelBoxes(bytes)
        guard let movie = boxes.firstIndex(where: { $0.type == "moov" }),
            boxes[movie].offset + boxes[movie].size <= bytes.count,
            boxes[..<movie].contains(where: { $0.type == "mdat" })
        else { return nil }
        return (boxes[movie].offset, boxes[movie].size)
    }

    /// Each top-level MP4 box whose header is whole, in order: its type, offset and size (the
    /// last may run past the end of a cut stream). Stops at a size below a header's 8 bytes.
    static func topLevelBoxes(_ bytes: [UInt8]) -> [(type: String, offset: Int, size: Int)] {
        var boxes: [(type: String, offset: Int, size: Int)] = []
        var position = 0
        while position + 8 <= bytes.count {
            let size = bytes[position..<(position + 4)].reduce(0) { $0 << 8 | Int($1) }
            guard size >= 8 else { break }
            boxes.append((String(decoding: bytes[(position + 4)..<(position + 8)], as: UTF8.self), position, size))
            position += size
        }
        return boxes
    }

    /// The offset of the first top-level box of `type`.
    static func boxStart(_ type: String, in bytes: [UInt8]) -> Int? {
        topLevelBoxes(bytes).first { $0.type == type }?.offset
    }

    /// Each FLV tag whose 11-byte header is whole, in order: where it starts (the first after
    /// the 9-byte file header and a 4-byte back pointer) and its data size.
    static func flvTags(_ bytes: [UInt8]) -> [(start: Int, dataSize: Int)] {
        var tags: [(start: Int, dataSize: Int)] = []
        var position = 13
        while position + 11 <= bytes.count {
            let size = Int(bytes[position + 1]) << 16 | Int(bytes[position + 2]) << 8 | Int(bytes[position + 3])
            tags.append((position, size))
            position += 11 + size + 4
        }
        return tags
    }

    /// Where the first video tag holding a sequence header (packet type 0) of the codec with
    /// the legacy FLV `codecID` (7 AVC, 12 HEVC) starts.
    static func flvSequenceHeader(_ bytes: [UInt8], codecID: UInt8) -> Int? {
        flvTags(bytes).first {
            bytes[$0.start] == 9 && bytes[$0.start + 11] & 0x0F == codecID && bytes[$0.start + 12] == 0
        }?
        .start
    }

    /// `value` as four big-endian bytes (an FLV back pointer).
    static func bigEndian32(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// The first line where two lists differ, for a short failure message.
    static func firstDifference(_ ours: [String], _ theirs: [String]) -> String? {
        for (index, (a, b)) in zip(ours, theirs).enumerated() where !agree(a, b) {
            return "line \(index + 1): ours \(a.prefix(60)), FFmpeg's \(b.prefix(60))"
        }
        return ours.count == theirs.count ? nil : "ours has \(ours.count) lines, FFmpeg's \(theirs.count)"
    }

    /// Whether our line is FFmpeg's: the same, or, where FFmpeg traced a payload by its fields
    /// and not byte by byte (a decoded picture hash: its payload is "-"), the same but for it.
    static func agree(_ ours: String, _ theirs: String) -> Bool {
        guard theirs.hasSuffix(" -") else { return ours == theirs }
        return ours.split(separator: " ").prefix(4) == theirs.split(separator: " ").prefix(4)
    }

    /// A message in FFmpeg's line form.
    static func line(_ timed: TimedSEIMessage) -> String {
        let message = timed.message
        let payload = SEIHexForTests.string(message.payload)
        let pts = timed.time.map { String($0.pts) } ?? "none"
        let dts = timed.time.map { String($0.dts) } ?? "none"
        return "\(pts) \(dts) \(message.payloadType) \(message.declaredSize) \(payload)"
    }
}

enum SEIHexForTests {
    static func string(_ bytes: [UInt8]) -> String {
        bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }
}
