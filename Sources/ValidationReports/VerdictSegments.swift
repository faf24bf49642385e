import LiveSignaling

/// The part of a report line that depends only on its verdict, rendered once for each
/// verdict a run meets and copied after that: in JSON `,"channel":…,"event":…,"family":…,
/// "version":…,"dialect":…,"valid":…,"diagnostics":[`, in text everything after the line
/// number (`: valid: pk.invite v1 (demo) from zim.call-invite` and the line break). A capture
/// holds a handful of channels, families and dialects, and writing the segment piece by
/// piece (up to five quoted strings, a number and as many runs of bytes) cost more than
/// deciding a short message.
package struct VerdictSegments {
    /// A segment and everything it was rendered from.
    private struct Entry {
        let family: WireFamily?
        let failed: Bool
        let isEnvelope: Bool
        let carriesMessage: Bool
        let channel: CaptureChannel?
        let version: Int?
        let dialect: String?
        let event: String?
        let bytes: [UInt8]

        init(_ verdict: borrowing CaptureDecoder.Verdict, failed: Bool, bytes: [UInt8]) {
            family = verdict.message.family
            self.failed = failed
            isEnvelope = verdict.isEnvelope
            carriesMessage = verdict.carriesMessage
            channel = verdict.channel
            version = verdict.message.version
            dialect = verdict.message.dialect
            event = verdict.event
            self.bytes = bytes
        }
    }

    /// Verdicts past this many are written piece by piece: searching a longer list would
    /// cost what the copy saves, and a run meets more only when it reads many kinds of
    /// vectors (all of ours hold 38).
    package let capacity: Int
    private var entries: [Entry] = []

    package init(capacity: Int = 24) {
        self.capacity = capacity
    }

    /// Appends the segment kept for this verdict and returns true; false when there is none,
    /// and the caller renders it (and offers it to ``keep(_:for:failed:)``).
    package func appendKept(
        for verdict: borrowing CaptureDecoder.Verdict,
        failed: Bool,
        to line: inout LineWriter
    ) -> Bool {
        // Field by field in place, the plain ones first and the strings last. A key built
        // from the verdict, or an entry taken out of the array to compare, copied its
        // strings and bytes (~300 instructions a line).
        let family = verdict.message.family
        let version = verdict.message.version
        let channel = verdict.channel
        for index in entries.indices
        where entries[index].family == family && entries[index].failed == failed
            && entries[index].version == version && entries[index].channel == channel
            && entries[index].isEnvelope == verdict.isEnvelope
            && entries[index].carriesMessage == verdict.carriesMessage
            && entries[index].dialect == verdict.message.dialect && entries[index].event == verdict.event
        {
            entries[index].bytes.withUnsafeBufferPointer { line.append($0) }
            return true
        }
        return false
    }

    /// Keeps `segment`, just rendered for this verdict, when there is room for it.
    package mutating func keep(
        _ segment: UnsafeBufferPointer<UInt8>,
        for verdict: borrowing CaptureDecoder.Verdict,
        failed: Bool
    ) {
        guard entries.count < capacity else { return }
        entries.append(Entry(verdict, failed: failed, bytes: Array(segment)))
    }
}

/// A source's name as its report lines start, rendered once per file: `{"source":"…","line":`
/// for JSON, `…:` for text.
package struct ReportSource {
    package let name: String
    package let jsonPrefix: [UInt8]
    package let textPrefix: [UInt8]

    package init(_ name: String) {
        self.name = name
        jsonPrefix = LineWriter.collect { line in
            line.appendRaw("{\"source\":")
            line.appendQuoted(name)
            line.appendRaw(",\"line\":")
        }
        textPrefix = LineWriter.collect { line in
            line.appendText(name)
            line.appendRaw(":")
        }
    }
}
