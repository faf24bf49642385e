import Foundation
import LiveSignaling
import Testing

/// Vectors/captures/*.jsonl against their `.expected.jsonl`: per line the channel, family,
/// version, dialect, verdict and every finding's code, path and offset, in order.
@Suite struct CaptureVectorTests {
    struct Line: CustomStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        let expected: JSONObject
        var description: String { name }
    }

    static let lines: [Line] = {
        let directory = Vector.packageRoot.appendingPathComponent("Vectors/captures")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var lines: [Line] = []
        for name in names.sorted() where name.hasSuffix(".expected.jsonl") {
            let capture = name.replacingOccurrences(of: ".expected.jsonl", with: ".jsonl")
            guard let expectations = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path),
                let bytes = FileManager.default.contents(atPath: directory.appendingPathComponent(capture).path)
            else { continue }
            let captureLines = [UInt8](bytes).split(separator: 0x0A, omittingEmptySubsequences: false)
            for text in [UInt8](expectations).split(separator: 0x0A) {
                guard let expected = JSONReader().read(text).value?.objectValue,
                    let number = expected["line"]?.numberValue?.exactly(Int.self), number <= captureLines.count
                else { continue }
                lines.append(
                    Line(name: "\(capture):\(number)", bytes: Array(captureLines[number - 1]), expected: expected)
                )
            }
        }
        return lines
    }()

    @Test func everyCaptureLineHasAnExpectation() {
        #expect(Self.lines.count == 264)
    }

    @Test(arguments: lines)
    func decodesAsExpected(_ line: Line) {
        let decoded = CaptureDecoder().decode(line.bytes)
        let expected = line.expected
        #expect(decoded.channel?.rawValue == expected["channel"]?.stringValue)
        #expect(decoded.result.family?.rawValue == expected["family"]?.stringValue)
        #expect(decoded.result.version == expected["version"]?.numberValue?.exactly(Int.self))
        #expect(decoded.result.dialect == expected["dialect"]?.stringValue)
        #expect(decoded.isValid == expected["valid"]?.boolValue)
        let want = (expected["diagnostics"]?.arrayValue ?? []).map { item in
            let object = item.objectValue ?? [:]
            return
                "\(object["code"]?.stringValue ?? "?") \(object["path"]?.stringValue ?? "?") @\(object["offset"]?.numberValue?.exactly(Int.self).map(String.init) ?? "-")"
        }
        let got = decoded.result.diagnostics.map { "\($0.code) \($0.path) @\($0.offset.map(String.init) ?? "-")" }
        #expect(got == want)
    }
}

/// Only a line naming `"payload"` is read as an envelope, and the search for it skips ahead
/// by the byte under the needle's end; wherever the key falls, and whatever letters of the
/// needle come before it, it must be found.
@Suite("Envelope detection")
struct EnvelopeDetectionTests {
    @Test("the payload key is found at every offset, after any of its own letters", arguments: Array(0...20))
    func payloadKeyAnywhere(padding: Int) {
        for filler in ["x", "d", "a", "payloa", "\"", "yl"] {
            let pad = String(String(repeating: filler, count: padding).prefix(padding)).replacingOccurrences(
                of: "\"",
                with: "\\\""
            )
            let lines = [
                #"{"ts":1,"channel":"zim.command","room":"\#(pad)","payload":"{}"}"#,
                #"{"payload":"{}","channel":"zim.command","room":"\#(pad)"}"#,
                #"{"room":"\#(pad)payload","channel":"zim.command","payload":"{}"}"#,
            ]
            for line in lines {
                #expect(CaptureDecoder().decode(Array(line.utf8)).isEnvelope, "\(line)")
            }
        }
    }

    @Test("a line without the payload key is a raw message, however close its keys come")
    func nearMisses() {
        let line = #"{"channel":"zim.command","payloa":"x","xpayload":1,"payload ":2,"Payload":3}"#
        #expect(!CaptureDecoder().decode(Array(line.utf8)).isEnvelope)
    }
}
