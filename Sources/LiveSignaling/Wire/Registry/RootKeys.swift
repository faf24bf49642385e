/// Which of the keys that matter to detection an object has, found by comparing bytes on the
/// tape (no String per key): one bit per known key, each counted once however often it repeats.
struct RootKeys {
    /// Every key some form looks at: the markers, and the keys the special rules read.
    static let known: [String] = {
        var keys: [String] = []
        for form in FamilyForm.allCases {
            for key in form.allKeys where !keys.contains(key) { keys.append(key) }
        }
        return keys
    }()

    /// The lookup tables, gathered so that a document reads them through one global access
    /// (each `static let` read is a `swift_once` call and a retain) instead of several per key.
    /// Written once and never freed: buffers, not arrays, so that reading them (every
    /// message's first key is looked up) retains and releases nothing. Sendable as
    /// ``CompiledSpec`` is: nothing writes them after they are built.
    private struct Tables: @unchecked Sendable {
        /// Every known key's bytes, back to back; key `i` starts at `bytes[starts[i]]`.
        let bytes: UnsafeBufferPointer<UInt8>
        let starts: UnsafeBufferPointer<Int>
        /// Open addressing by fingerprint: a key of up to eight bytes is found with one
        /// compare of its fingerprint and length, a longer one compares the rest too.
        let slots: UnsafeBufferPointer<Slot>
    }

    private struct Slot {
        /// The key's index in `known`; -1 for an empty slot.
        var index: Int16 = -1
        var count: Int16 = 0
        var fingerprint: UInt64 = 0
    }

    /// A power of two, well above the number of known keys (at most 128, one bit each).
    private static let slotCount = 256

    private static let tables: Tables = {
        let knownBytes = known.map { Array($0.utf8) }
        var slots = [Slot](repeating: Slot(), count: slotCount)
        var starts = [0]
        for (index, bytes) in knownBytes.enumerated() {
            starts.append(starts[starts.count - 1] + bytes.count)
            // Every known key has a byte (a form's keys are names); an empty one has no slot.
            let print = bytes.withUnsafeBufferPointer { key in
                key.baseAddress.flatMap { key.isEmpty ? nil : fingerprint($0, count: key.count) }
            }
            guard let print else { continue }
            var slot = Self.slot(print, count: bytes.count)
            while slots[slot].index >= 0 { slot = (slot + 1) & (slotCount - 1) }
            slots[slot] = Slot(index: Int16(index), count: Int16(bytes.count), fingerprint: print)
        }
        return Tables(
            bytes: CompiledSpec.frozen(knownBytes.flatMap { $0 }),
            starts: CompiledSpec.frozen(starts),
            slots: CompiledSpec.frozen(slots)
        )
    }()

    /// Up to eight bytes, a word that holds them all (from four, two overlapping halves), so
    /// that equal fingerprints and lengths mean equal keys; the first eight bytes beyond.
    /// `count` is at least 1. (The streamed check's search for repeated keys compares these
    /// first too.)
    @inline(__always)
    static func fingerprint(_ p: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        let raw = UnsafeRawPointer(p)
        if count >= 8 { return raw.loadUnaligned(as: UInt64.self) }
        if count >= 4 {
            return UInt64(raw.loadUnaligned(as: UInt32.self))
                | UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
        }
        return UInt64(p[0]) | UInt64(p[count / 2]) << 8 | UInt64(p[count - 1]) << 16
    }

    @inline(__always)
    private static func slot(_ fingerprint: UInt64, count: Int) -> Int {
        Int(truncatingIfNeeded: ((fingerprint &+ UInt64(truncatingIfNeeded: count)) &* 0x9E37_79B9_7F4A_7C15) >> 56)
            & (slotCount - 1)
    }

    /// The index in `known` of the key with these raw (unescaped) bytes.
    @inline(__always)
    private static func lookup(
        _ bytes: UnsafeBufferPointer<UInt8>,
        in tables: Tables,
        _ known: UnsafePointer<UInt8>
    ) -> Int? {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return nil }
        let count = bytes.count
        let print = fingerprint(base, count: count)
        var slot = Self.slot(print, count: count)
        while true {
            let candidate = tables.slots[slot]
            guard candidate.index >= 0 else { return nil }
            if candidate.fingerprint == print, Int(candidate.count) == count,
                count <= 8
                    || WireKeyMatching.memoryEqual(known + tables.starts[Int(candidate.index)] + 8, base + 8, count - 8)
            {
                return Int(candidate.index)
            }
            slot = (slot + 1) & (slotCount - 1)
        }
    }

    /// The bit of the known key with these bytes (no escapes), or 0.
    static func bit(ofRaw key: UnsafeBufferPointer<UInt8>) -> RootKeyBits {
        index(ofRaw: key).map(RootKeyBits.init(index:)) ?? RootKeyBits()
    }

    /// The index in ``known`` of the key with these bytes (no escapes), or nil.
    static func index(ofRaw key: UnsafeBufferPointer<UInt8>) -> Int? {
        let tables = Self.tables
        return tables.bytes.baseAddress.flatMap { lookup(key, in: tables, $0) }
    }

    static func bit(of key: String) -> RootKeyBits {
        known.firstIndex(of: key).map(RootKeyBits.init(index:)) ?? RootKeyBits()
    }

    /// Keys present, as bits of `known`.
    private(set) var present = RootKeyBits()
    /// Distinct keys, known or not.
    private(set) var distinctCount = 0
    /// The root is an object (only an object has keys to count).
    private(set) var isObject = false
    /// Tape index of the last value under `action_type` and under `type`, the two keys whose
    /// values detection reads (-1 when absent).
    private var actionTypeValue: Int32 = -1
    private var typeValue: Int32 = -1
    private static let actionTypeIndex = known.firstIndex(of: "action_type") ?? -1
    private static let typeIndex = known.firstIndex(of: "type") ?? -1

    @inline(__always)
    init(tape: JSONTape, base: UnsafePointer<UInt8>) {
        let tables = Self.tables
        // The scanner warns of every repeated key (and of nothing else): without a warning,
        // each key is counted as it comes. (Read here: the closures below would copy the tape.)
        let keysAreDistinct = tape.warnings.isEmpty
        guard let known = tables.bytes.baseAddress else { return }
        tape.entries.withUnsafeBufferPointer { entries in
            read(entries, base, tables, known, keysAreDistinct: keysAreDistinct)
        }
    }

    /// The keys a streamed spec check read from the root: none escaped, none repeated.
    init(raw keys: some Sequence<JSONTape.Entry>, base: UnsafePointer<UInt8>) {
        isObject = true
        let tables = Self.tables
        guard let known = tables.bytes.baseAddress else { return }
        for key in keys {
            let raw = UnsafeBufferPointer(start: base + Int(key.offset) + 1, count: Int(key.length))
            distinctCount += 1
            if let index = Self.lookup(raw, in: tables, known) { present |= RootKeyBits(index: index) }
        }
    }

    private mutating func read(
        _ entries: UnsafeBufferPointer<JSONTape.Entry>,
        _ base: UnsafePointer<UInt8>,
        _ tables: Tables,
        _ known: UnsafePointer<UInt8>,
        keysAreDistinct: Bool
    ) {
        guard let root = entries.first, root.kind == .object else { return }
        isObject = true
        let actionTypeIndex = Self.actionTypeIndex
        let typeIndex = Self.typeIndex
        var unknownSeen: [[UInt8]] = []
        var key = 1
        let end = Swift.min(Int(root.end), entries.count)
        while key + 1 < end {
            let entry = entries[key]
            let raw = JSONStringDecoding.rawBytes(entry, in: base)
            let index: Int?
            if entry.flags & JSONTape.hasEscapes == 0 {
                index = Self.lookup(raw, in: tables, known)
                if index == nil { countUnknown(Array(raw), keysAreDistinct, &unknownSeen) }
            } else {
                // Rare: a key with escapes, compared decoded.
                let decoded = JSONStringDecoding.unescape(raw)
                index = decoded.withUnsafeBufferPointer { Self.lookup($0, in: tables, known) }
                if index == nil { countUnknown(decoded, keysAreDistinct, &unknownSeen) }
            }
            if let index {
                if !present.contains(index: index) { distinctCount += 1 }
                present |= RootKeyBits(index: index)
                if index == actionTypeIndex { actionTypeValue = Int32(truncatingIfNeeded: key + 1) }
                if index == typeIndex { typeValue = Int32(truncatingIfNeeded: key + 1) }
            }
            key = Int(entries[key + 1].end)
        }
    }

    /// Counts an unknown key (a PK room's attributes are mostly these): at once when no key
    /// repeats, else once per spelling (`spelling` is made only then).
    @inline(__always)
    private mutating func countUnknown(
        _ spelling: @autoclosure () -> [UInt8],
        _ keysAreDistinct: Bool,
        _ seen: inout [[UInt8]]
    ) {
        if keysAreDistinct {
            distinctCount += 1
            return
        }
        let bytes = spelling()
        if !seen.contains(bytes) {
            seen.append(bytes)
            distinctCount += 1
        }
    }

    /// The bits of these keys; every one of them must be known (a form's key).
    static func bits(of keys: [String]) -> RootKeyBits {
        keys.reduce(RootKeyBits()) { $0 | bit(of: $1) }
    }

    func has(_ key: String) -> Bool { !(present & Self.bit(of: key)).isEmpty }

    func hasAny(_ bits: RootKeyBits) -> Bool { !(present & bits).isEmpty }

    /// Tape index of the value under `action_type` or `type` (the keys detection reads).
    func valueIndex(_ key: String) -> Int? {
        let value = key == "action_type" ? actionTypeValue : key == "type" ? typeValue : -1
        return value >= 0 ? Int(value) : nil
    }

    /// How many of the keys in `markers` (bits of `known`) are present.
    func markerCount(_ markers: RootKeyBits) -> Int {
        (present & markers).count
    }
}
