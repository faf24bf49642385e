import Foundation
import LiveSignaling
import SEICodec
import Testing

/// Every input a fuzzer ever found a problem with (Fuzz/FailCases/<fuzzer>/), run through the
/// same checks its fuzzer makes, so a fixed finding stays fixed.
struct FailCase: CustomStringConvertible, Sendable {
    let fuzzer: String
    let name: String
    let bytes: [UInt8]
    var description: String { "\(fuzzer)/\(name)" }

    static let all: [FailCase] = {
        let root = CrossVector.root.appendingPathComponent("Fuzz/FailCases")
        let fuzzers = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return fuzzers.sorted().flatMap { fuzzer -> [FailCase] in
            let folder = root.appendingPathComponent(fuzzer)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.sorted().compactMap { name in
                (try? Data(contentsOf: folder.appendingPathComponent(name))).map {
                    FailCase(fuzzer: fuzzer, name: name, bytes: [UInt8]($0))
                }
            }
        }
    }()

    /// The family picked by a first selector byte, as the fuzzers read it.
    static func family(selector: UInt8) -> WireFamily? {
        let index = Int(selector) % (WireFamily.allCases.count + 1)
        return index < WireFamily.allCases.count ? WireFamily.allCases[index] : nil
    }
}

@Suite("Fuzzer fail cases")
struct FailCasesTests {
    @Test("there is at least one fail case, and each names a fuzzer that exists")
    func inventory() {
        #expect(!FailCase.all.isEmpty)
        let fuzzers =
            [
                "FuzzJSONReader", "FuzzDecodeAuto", "FuzzFamilyRoundTrip", "FuzzEmbeddedJSON", "FuzzNALFraming",
                "FuzzSEIMessages", "FuzzSEIRoundTrip", "FuzzCValidator", "FuzzDifferential", "FuzzCapture",
                "FuzzSessions", "FuzzPictureCounter",
            ] + DemuxerFailCases.fuzzers
        for failCase in FailCase.all { #expect(fuzzers.contains(failCase.fuzzer), "\(failCase)") }
    }

    @Test("each fail case passes its fuzzer's checks", .timeLimit(.minutes(1)), arguments: FailCase.all)
    func check(_ failCase: FailCase) throws {
        let selectorFuzzers = ["FuzzFamilyRoundTrip", "FuzzCValidator", "FuzzDifferential"]
        var bytes = failCase.bytes
        var family: WireFamily?
        if selectorFuzzers.contains(failCase.fuzzer), let selector = bytes.first {
            family = FailCase.family(selector: selector)
            bytes.removeFirst()
        }
        switch failCase.fuzzer {
        case "FuzzNALFraming", "FuzzSEIMessages", "FuzzSEIRoundTrip":
            for framing in [nil, NALFraming.annexB, .lengthPrefixed(size: 1), .lengthPrefixed(size: 2), .length4] {
                let result = SEIExtractor(framing: framing, dataLimit: 64).extract(from: bytes)
                #expect(result.messages.allSatisfy { $0.offset < bytes.count })
            }
        case "FuzzCapture":
            try CaptureCrossCheckTests.expectAgreement(bytes)
            #expect(StreamedCheckTests.disagreement(bytes) == nil)
        case "FuzzSessions":
            var checker = CaptureSessionChecker()
            for (index, line) in bytes.split(separator: 0x0A).enumerated() {
                checker.observe(CaptureDecoder().decode(Array(line)), line: index + 1)
            }
            let findings = checker.finish()
            #expect(
                zip(findings, findings.dropFirst()).allSatisfy { ($0.session?.time ?? 0) <= ($1.session?.time ?? 0) }
            )
        case _ where DemuxerFailCases.fuzzers.contains(failCase.fuzzer):
            #expect(DemuxerFailCases.disagreement(bytes, fuzzer: failCase.fuzzer) == nil)
        case "FuzzPictureCounter":
            var whole = PictureCounter(codec: .h264, framing: .annexB)
            #expect(whole.append(Array(bytes.dropFirst(2))).count == whole.pictures)
        default:
            // Every JSON fuzzer's property: no trap, Swift and C agree, and what is valid
            // re-encodes in its dialect to the same message.
            let swift = Validators.swift(bytes, family: family?.rawValue, options: .default)
            let c = try #require(Validators.c(bytes, family: family?.rawValue, options: .default))
            #expect(swift == c, "Swift: \(swift)\nC:     \(c)")
            let decoded = SignalDecoder().decode(bytes, as: family)
            #expect(StreamedCheckTests.disagreement(bytes, family: family) == nil)
            if decoded.isValid, let message = decoded.message,
                let encoded = try? SignalEncoder().encode(message, dialect: decoded.dialect)
            {
                #expect(SignalDecoder().decode(encoded, as: family).message == message)
            }
        }
    }
}
