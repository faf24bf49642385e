/// The verdict on a message of any form, by its declaration, read straight from its bytes
/// (``StreamedCursor``'s subset, whitespace between tokens included, its facts recorded for
/// the dialect) with no tape and no value: it passes a message only when the tape's walk
/// (``WireDocument/judge(_:)``) would find nothing but what a spec states as data (a note, a
/// case's, a null's or an alias's finding, each placed with its path as it is made), and
/// misses on anything it does not settle (any other finding, a byte outside the subset, a key
/// written with escapes, more members than it keeps), leaving the message to the tape, which
/// reports.
///
/// A message is first checked in one reading against the form its first key predicts, when it
/// predicts one (a form of several shapes told by its root's keys read loosely before), and
/// passes as that form when detection over the keys read chooses it
/// (`StreamedSpecCheck+Prediction.swift`). Otherwise its root is read for its keys, kept for
/// detection (a UIKit invitation and a device state both start with `type`), and then its
/// members' values are checked against the chosen spec where they lie: only those values are
/// read a second time.
enum StreamedSpecCheck {
    /// Members of one object it keeps track of; an object with more goes to the tape. As
    /// many as a ZIM room holds attributes and a few more (a chat callback declares 15 of its
    /// own): a room-attribute map at its limit of 20 is checked in place.
    static let maxMembers = 24

    /// One member as read: its key and where its value starts. Kept in 28 bytes, so that the
    /// root's members, the trail and the findings stay within the 1,024 bytes the stack takes
    /// (`withWorkspace`): the value's string, when kept, is told by its length and flags, its
    /// offset being the value's start.
    struct Member {
        var key: JSONTape.Entry
        /// Where the value starts; a message fits 32 bits, as the tape's offsets do
        /// (``JSONReaderOptions/maximumDocumentSize``).
        private var start: UInt32
        private var stringLength: UInt32 = 0
        private var stringFlags: UInt8 = 0
        private var holdsString = false

        init(key: JSONTape.Entry, valueStart: Int) {
            self.key = key
            self.start = UInt32(truncatingIfNeeded: valueStart)
        }

        var valueStart: Int { Int(start) }

        /// The value, when it is a string the first reading read whole (the root's); kind
        /// `.null` otherwise. Checked from here, a string value of the root is read once.
        var string: JSONTape.Entry {
            get {
                holdsString
                    ? JSONTape.Entry(kind: .string, flags: stringFlags, offset: start, length: stringLength, end: 0)
                    : JSONTape.Entry(kind: .null, flags: 0, offset: 0, length: 0, end: 0)
            }
            set {
                holdsString = newValue.kind == .string
                stringFlags = newValue.flags
                stringLength = newValue.length
            }
        }
    }

    /// Findings a message may carry and still be checked here, at most; one with more goes to
    /// the tape, which reports them all. (TUILiveKit's Flutter gift, the most a vector has,
    /// carries six: three nulls for each user.)
    static let maxFindings = 8

    /// The form a message passed as, and the name of its dialect.
    typealias Judgement = (form: FamilyForm, dialect: String)

    /// Containers open at once, embedded documents counted, that the check follows: a message
    /// nested deeper goes to the tape.
    static let maxTrail = 16
}
