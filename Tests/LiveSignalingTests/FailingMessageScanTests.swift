#if DEBUG
import Foundation
import Testing

@_spi(Testing) @testable import LiveSignaling

/// A failing message is explained by one walk over one scan of each of its documents: for
/// these messages (a co-host request with a document in its `extended_data`, bare and in a
/// capture line; a REST body carrying a custom message), the verdict scans no document twice,
/// decodes nothing through Codable, and tries the streamed check once before the tape takes
/// over. (The log exists in debug builds only.)
@Suite struct FailingMessageScanTests {
    /// A co-host request whose payload breaks a rule inside its `extended_data` (a code the
    /// family does not define), and the document that holds it.
    static let inner = #"{"room_request_type":10009}"#
    static let payload =
        #"{"action_type":10000,"sender_id":"a","receiver_id":"b","request_id":"","extended_data":"# + quoted(inner)
        + "}"

    static func quoted(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static func logged<Result>(_ body: () -> Result) -> (Result, ReadPassLog) {
        let log = ReadPassLog()
        let result = ReadPassLog.$current.withValue(log) { body() }
        return (result, log)
    }

    @Test func aFailingMessageIsScannedOnce() {
        let bytes = Array(Self.payload.utf8)
        let (verdict, log) = Self.logged { SignalDecoder().verdict(bytes) }
        #expect(verdict.diagnostics.map(\.code) == [.wireEnum, .wireEnum])
        #expect(log.scannedDocuments == [Self.payload.utf8.count, Self.inner.utf8.count])
        #expect(log.streamedChecks == 1)
        #expect(log.codableDecodes == 0)
    }

    /// In a capture line the envelope is read in place, its payload copied out of the string
    /// once and scanned once, as the bare message is.
    @Test func aFailingCaptureLineIsScannedOnce() {
        let line = Array((#"{"ts":1,"channel":"zim.command","payload":"# + Self.quoted(Self.payload) + "}").utf8)
        let (verdict, log) = Self.logged { line.withUnsafeBytes { CaptureDecoder().verdict($0) } }
        #expect(verdict.message.diagnostics.map(\.code) == [.wireEnum, .wireEnum])
        #expect(log.scannedDocuments == [Self.payload.utf8.count, Self.inner.utf8.count])
        #expect(log.streamedChecks == 1)
        #expect(log.codableDecodes == 0)
    }

    /// The same message made valid is judged by the streamed check alone: nothing is scanned.
    @Test func aValidMessageIsNotScannedAtAll() {
        let valid = Self.payload.replacingOccurrences(of: "10009", with: "10000")
            .replacingOccurrences(of: #""action_type":10000"#, with: #""action_type":0"#)
        let (verdict, log) = Self.logged { SignalDecoder().verdict(Array(valid.utf8)) }
        #expect(verdict.isValid)
        #expect(log.scannedDocuments.isEmpty)
        #expect(log.streamedChecks == 1)
        #expect(log.codableDecodes == 0)
    }
}

/// A REST body carrying a custom message, both breaking a rule: the carried document is
/// scanned once, by the walk of its carrier, and judged with no value built.
extension FailingMessageScanTests {
    @Test func aFailingCarriedMessageIsScannedOnce() {
        let carried = #"{"cmd":"like_msg","msg":{"type":1,"likeCount":0}}"#
        let body =
            #"{"GroupId":"","MsgBody":[{"MsgType":"TIMCustomElem","MsgContent":{"Data":"# + Self.quoted(carried)
            + "}}]}"
        let (verdict, log) = Self.logged { SignalDecoder().verdict(Array(body.utf8)) }
        #expect(verdict.diagnostics.map(\.code) == [.interopPriority, .wireEmptyID, .wireRange])
        #expect(log.scannedDocuments == [body.utf8.count, carried.utf8.count])
        #expect(log.codableDecodes == 0)
    }
}
#endif
