import LiveSignaling

/// The middle of JSON report lines, `,"family":…,"version":…,"dialect":…,"valid":…,"diagnostics":[`,
/// rendered once for each verdict a run meets and copied after that. A capture holds a
/// handful of families and dialects, and writing the segment piece by piece (three quoted
/// strings, a number and four runs of bytes) cost ~450 of the ~5,100 instructions a line.
struct VerdictSegments {
    private struct Entry {
        let family: WireFamily?
        let version: Int?
        let dialect: String?
        let failed: Bool
        let bytes: [UInt8]
    }

    /// Verdicts past this many are written piece by piece: searching a longer list would
    /// cost what the copy saves, and a run meets more only when it reads many kinds of
    /// vectors (all of ours hold 38).
    let capacity: Int
    private var entries: [Entry] = []

    init(capacity: Int = 24) {
        self.capacity = capacity
    }

    /// Appends the segment of this verdict: the stored copy, or what `render` writes (kept
    /// when there is room for it).
    mutating func write(
        family: WireFamily?,
        version: Int?,
        dialect: String?,
        failed: Bool,
        into line: inout LineWriter,
        render: (inout LineWriter) -> Void
    ) {
        // Searched in place, the cheap fields first: taking each entry out of the array
        // retained and released its bytes and its dialect (~80 instructions an entry).
        let found = entries.withUnsafeBufferPointer { entries in
            entries.indices.first { index in
                entries[index].family == family && entries[index].failed == failed
                    && entries[index].version == version && entries[index].dialect == dialect
            }
        }
        if let found {
            entries[found].bytes.withUnsafeBufferPointer { line.append($0) }
            return
        }
        guard entries.count < capacity else {
            render(&line)
            return
        }
        let bytes = LineWriter.collect(room: 128, render)
        entries.append(Entry(family: family, version: version, dialect: dialect, failed: failed, bytes: bytes))
        bytes.withUnsafeBufferPointer { line.append($0) }
    }
}
