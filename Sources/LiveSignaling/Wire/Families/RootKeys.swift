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

    private static let knownBytes: [[UInt8]] = known.map { Array($0.utf8) }

    /// Candidate index by (length, first byte, last byte), so most keys are compared once.
    private static let slots = 512
    private static let table: [Int16] = {
        var table = [Int16](repeating: -1, count: slots * 2)
        for (index, bytes) in knownBytes.enumerated() {
            var slot = Self.slot(count: bytes.count, first: bytes[0], last: bytes[bytes.count - 1])
            while table[slot] >= 0 { slot = (slot + 1) % (slots * 2) }
            table[slot] = Int16(index)
        }
        return table
    }()

    @inline(__always)
    private static func slot(count: Int, first: UInt8, last: UInt8) -> Int {
        (count &* 31 &+ Int(first) &* 7 &+ Int(last)) % slots
    }

    /// The index in `known` of the key with these raw (unescaped) bytes.
    @inline(__always)
    private static func lookup(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return nil }
        var slot = Self.slot(count: bytes.count, first: base[0], last: base[bytes.count - 1])
        while true {
            let candidate = Int(table[slot])
            guard candidate >= 0 else { return nil }
            let known = knownBytes[candidate]
            if known.count == bytes.count,
                known.withUnsafeBufferPointer({ WireKeyMatching.memoryEqual($0.baseAddress ?? base, base, bytes.count) }
                )
            {
                return candidate
            }
            slot = (slot + 1) % (slots * 2)
        }
    }

    /// The bits of each form's markers.
    static let markerMasks: [UInt64] = FamilyForm.allCases.map { form in
        form.markers.reduce(0) { $0 | bit(of: $1) }
    }

    static func bit(of key: String) -> UInt64 {
        known.firstIndex(of: key).map { 1 << UInt64($0) } ?? 0
    }

    /// Keys present, as bits of `known`.
    private(set) var present: UInt64 = 0
    /// Distinct keys, known or not.
    private(set) var distinctCount = 0
    /// Tape index of the last value under `action_type` and under `type`, the two keys whose
    /// values detection reads (-1 when absent).
    private var actionTypeValue: Int32 = -1
    private var typeValue: Int32 = -1
    private static let actionTypeIndex = known.firstIndex(of: "action_type") ?? -1
    private static let typeIndex = known.firstIndex(of: "type") ?? -1

    init(tape: JSONTape, base: UnsafePointer<UInt8>) {
        guard let root = tape.entries.first, root.kind == .object else { return }
        var unknownSeen: [[UInt8]] = []
        var key = 1
        let end = Int(root.end)
        while key + 1 < end {
            let entry = tape.entries[key]
            let raw = JSONStringDecoding.rawBytes(entry, in: base)
            let bytes: UnsafeBufferPointer<UInt8> = raw
            var matched = false
            if entry.flags & JSONTape.hasEscapes == 0, let index = Self.lookup(bytes) {
                if present & (1 << UInt64(index)) == 0 { distinctCount += 1 }
                present |= 1 << UInt64(index)
                remember(index, value: key + 1)
                matched = true
            }
            if !matched {
                // Rare: an unknown or escaped key; decode it to compare.
                let decoded = entry.flags & JSONTape.hasEscapes == 0 ? Array(raw) : JSONStringDecoding.unescape(raw)
                if let index = Self.knownBytes.firstIndex(of: decoded) {
                    if present & (1 << UInt64(index)) == 0 { distinctCount += 1 }
                    present |= 1 << UInt64(index)
                    remember(index, value: key + 1)
                } else if !unknownSeen.contains(decoded) {
                    unknownSeen.append(decoded)
                    distinctCount += 1
                }
            }
            key = Int(tape.entries[key + 1].end)
        }
    }

    private mutating func remember(_ index: Int, value: Int) {
        if index == Self.actionTypeIndex { actionTypeValue = Int32(truncatingIfNeeded: value) }
        if index == Self.typeIndex { typeValue = Int32(truncatingIfNeeded: value) }
    }

    func has(_ key: String) -> Bool { present & Self.bit(of: key) != 0 }

    func hasAny(_ keys: [String]) -> Bool { keys.contains(where: has) }

    /// Tape index of the value under `action_type` or `type` (the keys detection reads).
    func valueIndex(_ key: String) -> Int? {
        let value = key == "action_type" ? actionTypeValue : key == "type" ? typeValue : -1
        return value >= 0 ? Int(value) : nil
    }

    func markerCount(_ form: FamilyForm) -> Int {
        // The raw value is the case's position in allCases, so no array is built per call.
        (present & Self.markerMasks[form.rawValue]).nonzeroBitCount
    }
}
