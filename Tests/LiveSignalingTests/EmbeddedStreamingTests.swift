import Testing

@testable import LiveSignaling

/// The streamed read copies an embedded document out of its string stopping only at quotes
/// and backslashes; the document's own reader checks every other byte. These hold it to the
/// facts the scanner gathers reading the whole message.
@Suite struct EmbeddedStreamingTests {
    static let messages: [String] = [
        #"{"host_user_id":"h1","request_id":"a/b","pk_users":"[{\"uid\":\"h1\",\"rid\":\"r1\",\"u_name\":\"BC\",\"rect\":{\"top\":0,\"left\":0,\"right\":486,\"bottom\":864}}]"}"#,
        #"{"host_user_id":"h1","request_id":"17","pk_users":"[{\"uid\":\"h1\",\"rid\":\"r1\",\"u_name\":\"直播\",\"rect\":{\"top\":0,\"left\":0,\"right\":486,\"bottom\":864}}]"}"#,
        #"{"host_user_id":"h1","request_id":"17","pk_users":"[{\"uid\":\"h1\",\"rid\":\"r1\",\"u_name\":\"B/C\",\"rect\":{\"top\":0,\"left\":0,\"right\":486,\"bottom\":864}}]"}"#,
        #"{"host_user_id":"h1","request_id":"17","pk_users":"[{\"uid\":\"h1\",\"rid\":\"r1\",\"u_name\":\"BC\",\"rect\":{\"top\":0,\"left\":0,\"right\":486,\"bottom\":864}}]"}"#,
    ]

    @Test("a slash inside an embedded document is the outer document's bare slash", arguments: messages)
    func factsMatchTheScanner(_ text: String) throws {
        let bytes = Array(text.utf8)
        let scanned = JSONReader().read(bytes).facts
        let streamed = try bytes.withUnsafeBufferPointer { buffer in
            try StreamedDocument.read(buffer, options: .default) { document throws(TypedReadMiss) in
                // Every member read, as a typed reader reads a room-attribute map with `pk_users`.
                var root = try document.rootObject()
                _ = try root.string("host_user_id")
                _ = try root.string("request_id")
                _ = try root.embedded("pk_users") { users throws(TypedReadMiss) in
                    try users.forEachRootObject { user throws(TypedReadMiss) in
                        _ = try user.string("uid")
                        _ = try user.string("rid")
                        _ = try user.string("u_name")
                        var rect = try user.object("rect")
                        _ = try rect.double("top")
                        _ = try rect.double("left")
                        _ = try rect.double("right")
                        _ = try rect.double("bottom")
                        try rect.finish()
                        try user.finish()
                    }
                }
                try root.finish()
            }.facts
        }
        #expect(streamed == scanned)
        #expect(streamed.hasBareSlash == text.contains("/"))
    }

    /// Every decoded offset of a string with escapes of every width maps to the raw byte that
    /// starts it, as a byte-by-byte walk over the escapes finds it; one past the end maps past
    /// the last raw byte.
    @Test("a decoded offset maps to the raw byte that starts it")
    func rawIndexOfDecodedOffsets() {
        let pieces = [
            "a", "bc", "\\\"", "\\\\", "\\/", "\\n", "\\u0041", "\\u00e9", "\\u4e2d", "\\ud83d\\ude00",
            "abcdefghij", "é", "中",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let count = Int.random(in: 0...12, using: &generator)
            let raw = Array((0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined().utf8)
            // The reference: each escape's raw and decoded widths, one token at a time.
            var starts: [Int] = []
            var index = 0
            while index < raw.count {
                let rawWidth: Int
                let decodedWidth: Int
                if raw[index] == UInt8(ascii: "\\") {
                    if raw[index + 1] != UInt8(ascii: "u") {
                        (rawWidth, decodedWidth) = (2, 1)
                    } else {
                        let hex = String(decoding: raw[(index + 2)..<(index + 6)], as: UTF8.self)
                        let value = Int(hex, radix: 16) ?? 0
                        (rawWidth, decodedWidth) =
                            value < 0x80
                            ? (6, 1) : value < 0x800 ? (6, 2) : (0xD800...0xDBFF).contains(value) ? (12, 4) : (6, 3)
                    }
                } else {
                    (rawWidth, decodedWidth) = (1, 1)
                }
                starts += Array(repeating: index, count: decodedWidth)
                index += rawWidth
            }
            raw.withUnsafeBufferPointer { buffer in
                for decoded in starts.indices {
                    // Inside an escape's output maps to the escape's start.
                    let expected = starts[decoded]
                    #expect(EmbeddedOffsetMap.rawIndex(ofDecoded: decoded, in: buffer) == expected)
                }
                #expect(EmbeddedOffsetMap.rawIndex(ofDecoded: starts.count, in: buffer) == raw.count)
            }
        }
    }
}
