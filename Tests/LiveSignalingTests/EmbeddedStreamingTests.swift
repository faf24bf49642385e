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
                var root = try document.rootObject()
                _ = try PKRoomAttributes.V2(reading: &root)
            }.facts
        }
        #expect(streamed == scanned)
        #expect(streamed.hasBareSlash == text.contains("/"))
    }
}
