import Foundation
@_spi(Testing) import LiveSignaling
import Testing

/// The session checkers' line decoder reads common envelopes in place; on every capture line
/// of the vectors, and on each line cut, stretched or bent, it must give what the full
/// decoder gives, or leave the line to it.
@Suite struct SessionLineDecoderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func captureLines() throws -> [[UInt8]] {
        var lines: [[UInt8]] = []
        for folder in ["Vectors/captures", "Vectors/sessions"] {
            let directory = root.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            for name in names.sorted() where name.hasSuffix(".jsonl") && !name.hasSuffix(".expected.jsonl") {
                let data = try Data(contentsOf: directory.appendingPathComponent(name))
                lines += data.split(separator: 0x0A).map { Array($0) }
            }
        }
        return lines
    }

    /// Variants a line in place must not misread: keys reordered, repeated, escaped or
    /// unknown, values of the wrong kind, the payload's channel after it, a raw tab in the
    /// payload string, the line cut.
    static func variants(of line: [UInt8]) -> [[UInt8]] {
        let text = String(decoding: line, as: UTF8.self)
        var out: [[UInt8]] = [line, Array(line.dropLast()), line + Array(" ".utf8), Array("\t".utf8) + line]
        let edits: [(String, String)] = [
            ("\"ts\":", "\"ts\":-"), ("\"ts\":", "\"ts\":1.5,\"x\":"), ("\"room\":", "\"r\\u006fom\":"),
            ("\"channel\":\"sei\"", "\"channel\":\"SEI\""), ("\"from\":", "\"from\":1,\"f\":"),
            ("{\"ts\"", "{\"event\":\"invite\",\"ts\""), ("\"to\":", "\"to\":\"a\",\"to\":"),
            ("\\\"mic\\\":true", "\\\"mic\\\":\\\"on\\\""), ("\\\"type\\\":0", "\\\"type\\\":0.0"),
            ("\"payload\":\"", "\"payload\":\" "),
            // A raw tab inside the payload string: the line is broken, though unescaped the
            // tab would read as whitespace between the payload's tokens.
            ("\\\"sender_id\\\"", "\t\\\"sender_id\\\""),
        ]
        for (from, to) in edits where text.contains(from) {
            out.append(Array(text.replacingOccurrences(of: from, with: to).utf8))
        }
        return out
    }

    @Test func inPlaceReadsGiveTheFullDecodersLine() throws {
        let decoder = SessionLineDecoder()
        let full = CaptureDecoder()
        var inPlace = 0
        var checked = 0
        for line in try Self.captureLines() {
            for variant in Self.variants(of: line) {
                let fast = variant.withUnsafeBytes { decoder.inPlace($0) }
                guard let fast else { continue }
                inPlace += 1
                let slow = full.decode(variant)
                #expect(fast.envelope == slow.envelope, "\(String(decoding: variant, as: UTF8.self))")
                #expect(fast.result == slow.result, "\(String(decoding: variant, as: UTF8.self))")
                #expect(fast.isValid == slow.isValid)
                checked += 1
            }
        }
        // Not vacuous: most clean envelope lines are read in place.
        #expect(inPlace > 150, "\(inPlace) lines read in place")
        #expect(checked == inPlace)
    }

    /// Whatever the path, the decoder's line is the full decoder's.
    @Test func everyLineDecodesAsTheFullDecoderDecodesIt() throws {
        let decoder = SessionLineDecoder()
        let full = CaptureDecoder()
        for line in try Self.captureLines() {
            for variant in Self.variants(of: line) {
                let ours = decoder.decode(variant)
                let theirs = full.decode(variant)
                #expect(ours.envelope == theirs.envelope)
                #expect(ours.result.family == theirs.result.family)
                #expect(ours.isValid == theirs.isValid)
            }
        }
    }
}
