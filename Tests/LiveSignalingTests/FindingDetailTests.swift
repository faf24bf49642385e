import Foundation
import LiveSignaling
import SignalDiagnostics
import Testing

/// `CaptureDecoder.FindingDetail.failingOnly` leaves out only what it counts: for every vector,
/// bare and in its channel's envelope, a line that is not valid gets the very verdict `.all`
/// gives, and a valid one the same verdict but for notes and warnings moved from its
/// diagnostics into `omitted`, one for one.
@Suite struct FindingDetailTests {
    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let line: [UInt8]
        let options: JSONReaderOptions
        /// An envelope the in-place reading gives up on after the payload's check passed.
        var afterPayload = false
        var description: String { name }
    }

    /// Each vector as it is, and in envelopes of the first channel carrying its family: as
    /// loggers write them, and with an unknown key or an event after the payload, which the
    /// in-place reading leaves to the full path once the payload's check has passed (counts
    /// taken there must not survive).
    static let cases: [Case] = Vector.all.flatMap { vector -> [Case] in
        var cases = [Case(name: vector.name, line: vector.bytes, options: vector.options)]
        guard let family = vector.family.flatMap(WireFamily.init(rawValue:)),
            let channel = CaptureChannel.allCases.first(where: { $0.families.contains(family) }),
            let text = String(bytes: vector.bytes, encoding: .utf8),
            let payload = channel.payloadIsObject
                ? text : (try? JSONEncoder().encode(text)).map({ String(decoding: $0, as: UTF8.self) })
        else { return cases }
        let lead = #"{"ts":1700000000000,"channel":"\#(channel.rawValue)","room":"r","from":"a","to":"","payload":"#
        for (suffix, tail) in [
            ("", "}"), (" then an unknown key", #","zz":1}"#), (" then an event", #","event":"set"}"#),
        ] {
            let name = vector.name + " in " + channel.rawValue + suffix
            let line = Array((lead + payload + tail).utf8)
            cases.append(Case(name: name, line: line, options: vector.options, afterPayload: !suffix.isEmpty))
        }
        return cases
    }

    /// A line whose valid message has a warning counted, judged into a verdict before each
    /// case: a decoder reading line after line into one verdict must forget it.
    static let counted = cases.first { verdict($0.line, $0.options, .failingOnly).omitted.warnings > 0 }

    static func verdict(
        _ line: [UInt8],
        _ options: JSONReaderOptions,
        _ detail: CaptureDecoder.FindingDetail
    )
        -> CaptureDecoder.Verdict
    {
        var verdict = CaptureDecoder.Verdict()
        line.withUnsafeBytes { CaptureDecoder(options: options, findingDetail: detail).verdict($0, into: &verdict) }
        return verdict
    }

    @Test(arguments: cases)
    func onlyCountedFindingsAreLeftOut(_ test: Case) throws {
        let all = Self.verdict(test.line, test.options, .all)
        let counted = Self.verdict(test.line, test.options, .failingOnly)
        let before = try #require(Self.counted)
        var reused = CaptureDecoder.Verdict()
        let decoder = CaptureDecoder(options: test.options, findingDetail: .failingOnly)
        before.line.withUnsafeBytes { decoder.verdict($0, into: &reused) }
        test.line.withUnsafeBytes { decoder.verdict($0, into: &reused) }
        #expect(reused == counted)
        if test.afterPayload { #expect(counted.omitted.isEmpty) }
        #expect(all.omitted.isEmpty)
        guard all.isValid else {
            #expect(counted == all)
            return
        }
        var kept = counted
        kept.message.diagnostics = all.message.diagnostics
        kept.omitted = OmittedFindings()
        #expect(kept == all)
        // What is left is `.all`'s diagnostics in order, less the counted notes and warnings.
        var left = counted.message.diagnostics[...]
        var notes = 0
        var warnings = 0
        for diagnostic in all.message.diagnostics {
            if left.first == diagnostic {
                left = left.dropFirst()
                continue
            }
            #expect(diagnostic.severity != .error, "\(diagnostic)")
            if diagnostic.severity == .note { notes += 1 } else { warnings += 1 }
        }
        #expect(left.isEmpty)
        #expect(counted.omitted == OmittedFindings(notes: notes, warnings: warnings))
    }

    /// Not vacuous: most of the notes and warnings of valid lines are left out (the rest are
    /// those of lines that the streamed check leaves to the full path).
    @Test func mostNotesAndWarningsAreLeftOut() {
        var found = 0
        var omitted = 0
        for test in Self.cases where !test.afterPayload {
            let all = Self.verdict(test.line, test.options, .all)
            guard all.isValid else { continue }
            found += all.message.diagnostics.count
            let counted = Self.verdict(test.line, test.options, .failingOnly).omitted
            omitted += counted.notes + counted.warnings
        }
        #expect(found > 40)
        #expect(omitted * 4 >= found * 3, "\(omitted) of \(found) left out")
    }
}
