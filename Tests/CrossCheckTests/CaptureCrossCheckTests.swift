import CSignalCheck
import Foundation
import LiveSignaling
import Testing

/// Capture lines (envelopes and raw messages) through CaptureDecoder and through
/// sc_validate_capture_line: channel, family, version, dialect, verdict and every finding's
/// code, path and byte offset must agree.
@Suite struct CaptureCrossCheckTests {
    struct Line: CustomStringConvertible, Sendable {
        let file: String
        let number: Int
        let bytes: [UInt8]
        var description: String { "\(file):\(number)" }
    }

    static let lines: [Line] = {
        var lines: [Line] = []
        for folder in ["captures", "sessions"] {
            let directory = CrossVector.root.appendingPathComponent("Vectors/\(folder)")
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for file in files.sorted() where file.hasSuffix(".jsonl") && !file.hasSuffix(".expected.jsonl") {
                guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(file).path)
                else {
                    continue
                }
                for (index, line) in [UInt8](data).split(separator: 0x0A, omittingEmptySubsequences: false).enumerated()
                where !line.isEmpty {
                    lines.append(Line(file: file, number: index + 1, bytes: Array(line)))
                }
            }
        }
        return lines
    }()

    @Test func theCapturesAreThere() {
        #expect(Self.lines.filter { $0.file == "showcase.jsonl" }.count == 26)
        #expect(Self.lines.filter { $0.file == "envelopes.jsonl" }.count == 48)
        #expect(Self.lines.filter { $0.file == "heartbeat-gaps.jsonl" }.count == 468)
    }

    @Test(arguments: lines)
    func swiftAndCAgree(_ line: Line) throws {
        try Self.expectAgreement(line.bytes)
    }

    /// An event holding a NUL is no event the channel names, in C as in Swift: C compared it
    /// as the C string it stops at (`"timeout"`), read the line as an event that carries no
    /// message, and gave it no family (found by FuzzCapture).
    @Test("an event with a NUL in it is not the name it starts with", arguments: ["timeout", "delete", "connect"])
    func eventWithNUL(_ event: String) throws {
        let channel = ["timeout": "zim.call-invite", "delete": "zim.room-attributes", "connect": "trtc.connect"][event]
        for payload in [#"{}"#, #""{}""#] {
            let line =
                #"{"ts":9,"channel":""# + (channel ?? "") + #"","event":""# + event
                + #"\u0000","payload":"# + payload + "}"
            try Self.expectAgreement(Array(line.utf8))
        }
    }

    /// The comparison the FuzzCapture fuzzer makes, as expectations.
    static func expectAgreement(_ bytes: [UInt8]) throws {
        let swift = CaptureDecoder().decode(bytes)
        var result = sc_result()
        var channel: UnsafePointer<CChar>?
        let status = bytes.withUnsafeBufferPointer {
            sc_validate_capture_line($0.baseAddress, $0.count, nil, nil, &result, &channel)
        }
        try #require(status == 0)
        defer { sc_result_free(&result) }
        #expect(channel.map { String(cString: $0) } == swift.channel?.rawValue)
        #expect(result.family.map { String(cString: $0) } == swift.result.family?.rawValue)
        #expect((result.version == 0 ? nil : Int(result.version)) == swift.result.version)
        #expect(result.dialect.map { String(cString: $0) } == swift.result.dialect)
        #expect((result.valid != 0) == swift.isValid)
        var cFindings: [String] = []
        for index in 0..<result.diagnostic_count {
            let diagnostic = result.diagnostics[index]
            cFindings.append(
                Verdict.finding(
                    String(cString: diagnostic.code),
                    String(cString: diagnostic.path),
                    diagnostic.offset < 0 ? nil : diagnostic.offset
                )
            )
        }
        let swiftFindings = swift.result.diagnostics.map {
            Verdict.finding($0.code.rawValue, $0.path.description, $0.offset)
        }
        #expect(cFindings.sorted() == swiftFindings.sorted())
    }
}
