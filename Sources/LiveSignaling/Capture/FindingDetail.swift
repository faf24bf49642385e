import SignalDiagnostics

extension CaptureDecoder {
    /// Which findings a verdict (``CaptureDecoder/verdict(_:as:into:)``) builds.
    ///
    /// A finding is a `Diagnostic`: its path, message and offset in the line cost several
    /// heap blocks to build and to free, as much as the rest of a small message's judgement.
    /// A validator that prints only the messages that fail (`livesig validate --quiet`) needs
    /// no more of a valid message's notes and warnings than their number.
    public enum FindingDetail: Hashable, Sendable {
        /// Every finding of every line, in ``MessageVerdict/diagnostics``.
        case all
        /// Every finding of a line that is not valid, as ``all`` builds them. A valid line's
        /// notes and warnings may be counted in ``Verdict/omitted`` instead of built: its
        /// diagnostics and those counts together are every finding ``all`` reports.
        case failingOnly
    }
}

/// The notes and warnings of a valid message that were counted but not built
/// (``CaptureDecoder/FindingDetail/failingOnly``).
public struct OmittedFindings: Hashable, Sendable {
    /// How many notes were counted.
    public var notes = 0
    /// How many warnings were counted.
    public var warnings = 0

    /// Counts of `notes` and `warnings`, by default none.
    public init(notes: Int = 0, warnings: Int = 0) {
        self.notes = notes
        self.warnings = warnings
    }

    /// True when nothing was left out.
    public var isEmpty: Bool { notes == 0 && warnings == 0 }

    /// Counts one finding of `severity` (an error is never left out).
    mutating func count(_ severity: Severity) {
        switch severity {
        case .note: notes += 1
        case .warning: warnings += 1
        case .error: break
        }
    }
}
