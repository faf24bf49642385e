@testable import LiveSignaling
import Testing

/// The pre-checks of room-attribute limits (on the tape, and on the encoder's compact bytes)
/// may say "within limits" only when the full check finds nothing, and must say so for maps at every bound (or the fast path it opens
/// would never be taken); past a bound it hands the map to the full check.
@Suite("Room-attribute limit pre-check")
struct AttributeLimitPrecheckTests {
    typealias Limits = PKRoomAttributes.Limits

    /// A map of `count` attributes whose keys are `keyBytes` long and whose values are
    /// `valueBytes` long (the last one `lastValueBytes`, when given).
    static func map(count: Int, keyBytes: Int = 8, valueBytes: Int = 10, lastValueBytes: Int? = nil) -> String {
        let members = (0..<count).map { index in
            let stem = "k\(index)"
            let key = stem + String(repeating: "x", count: max(keyBytes - stem.utf8.count, 0))
            let length = index == count - 1 ? lastValueBytes ?? valueBytes : valueBytes
            return "\"\(key)\":\"\(String(repeating: "v", count: length))\""
        }
        return "{" + members.joined(separator: ",") + "}"
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        let precheckPasses: Bool
        let codes: [DiagnosticCode]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "ordinary", text: map(count: 3), precheckPasses: true, codes: []),
        Case(name: "count at limit", text: map(count: Limits.maxAttributes), precheckPasses: true, codes: []),
        Case(
            name: "count past limit",
            text: map(count: Limits.maxAttributes + 1),
            precheckPasses: false,
            codes: [.limitAttributeCount]
        ),
        Case(
            name: "key at limit",
            text: map(count: 2, keyBytes: Limits.maxKeyBytes),
            precheckPasses: true,
            codes: []
        ),
        Case(
            name: "key past limit",
            text: map(count: 2, keyBytes: Limits.maxKeyBytes + 1),
            precheckPasses: false,
            codes: [.limitAttributeKey, .limitAttributeKey]
        ),
        Case(
            name: "value at limit",
            text: map(count: 2, valueBytes: Limits.maxValueBytes),
            precheckPasses: true,
            codes: []
        ),
        Case(
            name: "value past limit",
            text: map(count: 2, valueBytes: 1, lastValueBytes: Limits.maxValueBytes + 1),
            precheckPasses: false,
            codes: [.limitAttributeValue]
        ),
        Case(
            name: "total at limit",
            text: map(count: 5, valueBytes: Limits.maxTotalValueBytes / 5),
            precheckPasses: true,
            codes: []
        ),
        Case(
            name: "total past limit",
            text: map(count: 6, valueBytes: Limits.maxValueBytes, lastValueBytes: Limits.maxTotalValueBytes % 1024 + 1),
            precheckPasses: false,
            codes: [.limitAttributesTotal]
        ),
        // An escaped key whose raw bytes pass the limit though its decoded bytes do not goes to
        // the full check, which finds it within.
        Case(
            name: "escaped key within limit when decoded",
            text: #"{"\u0041bcdefghijklm":"v"}"#,
            precheckPasses: false,
            codes: []
        ),
        // The same for a value: raw bytes past the limit, decoded bytes within it.
        Case(
            name: "escaped value within limit when decoded",
            text: #"{"k":""# + String(repeating: #"\""#, count: Limits.maxValueBytes / 2 + 1) + #""}"#,
            precheckPasses: false,
            codes: []
        ),
        Case(name: "empty map", text: "{}", precheckPasses: true, codes: []),
        Case(name: "number value", text: #"{"count":3}"#, precheckPasses: false, codes: [.wireType]),
    ]

    @Test("agrees with the full check", arguments: cases)
    func agrees(_ testCase: Case) throws {
        let bytes = Array(testCase.text.utf8)
        var tape = JSONTape()
        let passes = bytes.withUnsafeBytes { raw in
            JSONScanner.scan(raw, into: &tape, options: .default) == nil
                && tape.entries.withUnsafeBufferPointer(PKRoomAttributes.certainlyWithinLimits)
        }
        guard case .object(let attributes)? = JSONReader().read(bytes).value else {
            Issue.record("not an object: \(testCase.text)")
            return
        }
        var sink = DiagnosticSink()
        PKRoomAttributes.checkLimits(attributes, at: .root, into: &sink) { _ in false }
        #expect(passes == testCase.precheckPasses)
        // The encoder's pre-check reads the bytes without a tape, to the same bounds.
        let compactPasses = bytes.withUnsafeBufferPointer(PKRoomAttributes.certainlyWithinLimits(compact:))
        #expect(compactPasses == testCase.precheckPasses)
        #expect(sink.diagnostics.map(\.code) == testCase.codes)
        if passes { #expect(sink.diagnostics.isEmpty) }
    }

    @Test("the encoder still refuses a map past a limit, and writes one at it")
    func encoderRefuses() throws {
        func attributes(requestIDBytes: Int) -> WireMessage {
            .pkRoomAttributesV2(
                PKRoomAttributes.V2(
                    hostUserID: "host",
                    requestID: String(repeating: "r", count: requestIDBytes),
                    pkUsers: .empty
                )
            )
        }
        #expect(throws: Never.self) { try SignalEncoder().encode(attributes(requestIDBytes: Limits.maxValueBytes)) }
        do {
            _ = try SignalEncoder().encode(attributes(requestIDBytes: Limits.maxValueBytes + 1))
            Issue.record("a value past the limit was encoded")
        } catch .limit(let diagnostics) {
            #expect(diagnostics.map(\.code) == [.limitAttributeValue])
        } catch {
            Issue.record("\(error)")
        }
    }
}
