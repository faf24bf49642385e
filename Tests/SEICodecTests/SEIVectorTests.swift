import Foundation
import SEICodec
import Testing

@Suite("SEI vectors")
struct SEIVectorTests {
    @Test("the vectors are all there")
    func count() {
        #expect(SEIVector.all.count >= 40)
    }

    @Test("each vector yields exactly its messages and diagnostics", arguments: SEIVector.all)
    func vector(_ vector: SEIVector) throws {
        let result = vector.extractor.extract(from: vector.bytes)
        #expect(result.codec.rawValue == vector["codec"] as? String)
        #expect(result.framing.description == vector["framing"] as? String)
        let diagnostics = result.diagnostics.map { "\($0.code)@\($0.offset ?? -1)" }
        let expected = (vector["diagnostics"] as? [[String: Any]] ?? []).map {
            "\($0["code"] ?? "")@\($0["offset"] ?? "")"
        }
        #expect(diagnostics == expected)
        if let messages = vector["messages"] as? [[String: Any]] {
            #expect(result.messages.map(\.expectationFields) == messages.map(expectationFields))
            for (message, json) in zip(result.messages, messages) {
                if let text = json["text"] as? String {
                    #expect(message.text?.text == text)
                }
                #expect(
                    (message.text?.droppedNUL ?? false)
                        == ((json["notes"] as? [String])?.contains("sei.trailing-nul") ?? false)
                )
            }
        }
    }

    @Test(
        "real encoders' streams yield exactly the UUIDs and texts they wrote",
        arguments: SEIVector.all.filter { $0["peer"] != nil }
    )
    func peers(_ vector: SEIVector) throws {
        let result = vector.extractor.extract(from: vector.bytes)
        #expect(result.diagnostics.isEmpty)
        #expect(result.unitCount > 3)
        let wanted = try #require(vector["peer_messages"] as? [[String: Any]])
        for want in wanted {
            let uuid = try #require(want["uuid"] as? String)
            let found = result.messages.filter { $0.uuid?.description == uuid }
            #expect(found.count == 1, "one message with \(uuid)")
            #expect(found.first?.text?.text == want["text"] as? String)
            let nul = (want["notes"] as? [String])?.contains("sei.trailing-nul") ?? false
            #expect(found.first?.text?.droppedNUL == nul)
        }
    }

    @Test("the packer writes byte for byte the SEI unit FFmpeg's h264_metadata wrote")
    func ffmpegEquivalence() throws {
        let vector = try #require(SEIVector.all.first { $0.name == "ffmpeg-hello-world" })
        let equivalent = try #require(vector["pack_equivalent"] as? [String: String])
        let uuidText = try #require(equivalent["uuid"])
        let uuid = try #require(SEIUUID(uuidText))
        let data = try #require(equivalent["data_hex"]).hexBytes
        #expect(data.count == 12)
        let packed = try SEIPacker().nalUnit([.userDataUnregistered(uuid: uuid, data: data)])
        let ffmpegUnit = try vector.bytes.withUnsafeBytes { buffer -> [UInt8] in
            var scanner = NALScanner(buffer)
            while let unit = scanner.next() {
                if unit.isSEI { return Array(buffer[unit.offset..<(unit.offset + unit.length)]) }
            }
            throw CocoaError(.fileReadCorruptFile)
        }
        #expect(packed == ffmpegUnit)
        #expect(ffmpegUnit[2] == 28, "16 UUID + 11 text + NUL")
    }
}

extension String {
    var hexBytes: [UInt8] {
        var bytes: [UInt8] = []
        var index = startIndex
        while index < endIndex, let next = self.index(index, offsetBy: 2, limitedBy: endIndex) {
            bytes.append(UInt8(self[index..<next], radix: 16) ?? 0)
            index = next
        }
        return bytes
    }
}
