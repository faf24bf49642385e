import Foundation
import SEICodec

/// A vector of Vectors/sei: a stream or SEI unit and what extraction must find.
struct SEIVector: CustomStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let expectation: [String: any Sendable]

    var description: String { name }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Vectors/sei")

    static let all: [SEIVector] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".expected.json") }.sorted().compactMap { file in
            let stem = String(file.dropLast(".expected.json".count))
            guard
                let data = names.first(where: {
                    $0.hasPrefix(stem + ".") && !$0.hasSuffix(".json") && !$0.hasSuffix(".cmd")
                }),
                let bytes = try? Data(contentsOf: directory.appendingPathComponent(data)),
                let json = try? JSONSerialization.jsonObject(
                    with: Data(contentsOf: directory.appendingPathComponent(file))
                ) as? [String: Any]
            else { return nil }
            return SEIVector(name: stem, bytes: [UInt8](bytes), expectation: json.mapValues { SendableBox(value: $0) })
        }
    }()

    subscript(key: String) -> Any? { (expectation[key] as? SendableBox)?.value }

    var extractor: SEIExtractor {
        let options = self["options"] as? [String: Any] ?? [:]
        var extractor = SEIExtractor()
        extractor.dataLimit = options["data_limit"] as? Int
        switch options["framing"] as? String {
        case "annexb": extractor.framing = .annexB
        case "length4": extractor.framing = .length4
        default: break
        }
        return extractor
    }
}

/// JSONSerialization's values, carried across the Sendable boundary of test arguments.
struct SendableBox: @unchecked Sendable {
    let value: Any
}

extension SEIMessage {
    /// The expectation file's form of this message.
    var expectationFields: [String: String] {
        [
            "nal_offset": String(nalOffset), "nal_type": String(nalType), "payload_type": String(payloadType),
            "payload_size": String(declaredSize), "uuid": uuid?.description ?? "null", "data_hex": dataHex,
        ]
    }
}

func expectationFields(_ json: [String: Any]) -> [String: String] {
    var fields: [String: String] = [:]
    for key in ["nal_offset", "nal_type", "payload_type", "payload_size"] {
        fields[key] = (json[key] as? Int).map(String.init) ?? "?"
    }
    fields["uuid"] = json["uuid"] as? String ?? "null"
    fields["data_hex"] = json["data_hex"] as? String ?? ""
    return fields
}
