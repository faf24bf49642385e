import Foundation
import LiveSignaling
import Testing

/// Stripped of its envelope, a valid captured message is detected by its own keys. Detection
/// may then fail to know it (`{}` is Web's accept only on the call-invite channel), but it must
/// never name a different family than its channel's decoding did, with one known exception:
/// `{"data":…}` alone is a custom message's key as much as Web's co-host "busy" answer's, and
/// read raw it stays the custom message (the earlier form wins the tie).
@Suite struct RawDetectionTests {
    struct Line: CustomStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        var description: String { name }
    }

    static let lines: [Line] = {
        let directory = Vector.packageRoot.appendingPathComponent("Vectors/captures")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var lines: [Line] = []
        for name in names.sorted() where name.hasSuffix(".jsonl") && !name.hasSuffix(".expected.jsonl") {
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) else {
                continue
            }
            for (index, text) in [UInt8](data).split(separator: 0x0A).enumerated() {
                lines.append(Line(name: "\(name):\(index + 1)", bytes: Array(text)))
            }
        }
        return lines
    }()

    @Test func theCapturesHoldEnvelopesOfEveryFamily() {
        let families = Set(
            Self.lines.compactMap { line -> WireFamily? in
                let decoded = CaptureDecoder().decode(line.bytes)
                return decoded.isEnvelope ? decoded.result.family : nil
            }
        )
        #expect(families == Set(WireFamily.allCases))
    }

    @Test(arguments: lines)
    func strippedOfItsEnvelopeAMessageKeepsItsFamily(_ line: Line) throws {
        let decoded = CaptureDecoder().decode(line.bytes)
        guard decoded.isEnvelope, decoded.isValid, let family = decoded.result.family,
            case .object(let envelope)? = JSONReader().read(line.bytes).value
        else { return }
        let payload: [UInt8]
        switch envelope["payload"] {
        case .string(let text)?: payload = Array(text.utf8)
        case .object(let object)?: payload = JSONWriter().write(.object(object))
        default: return
        }
        // The app's own SEI is whatever the app sends: a showroom command is a custom message's
        // shape, and read raw it is one. So is the app's own command on the co-hosting channel
        // (the Android demo's gift has a PK invitation's room_id, user_id and user_name).
        if family == .seiApplicationData { return }
        if family == .cohostRoomRequest, decoded.result.dialect == CohostRoomRequest.Dialect.application.rawValue {
            return
        }
        let raw = SignalDecoder().decode(payload)
        if payload == Array(#"{"data":"busy"}"#.utf8) {
            #expect(raw.family == .chatCustom)
            return
        }
        #expect(raw.family == family || raw.family == nil, "raw detection says \(String(describing: raw.family))")
    }
}
