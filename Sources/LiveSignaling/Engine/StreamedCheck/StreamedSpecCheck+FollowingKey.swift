/// The second look of a prediction: where a root's first key leads several forms (`type`
/// leads a device state, a classic UIKit invitation and a call-type PK invite; `host` both
/// forms of PK room attributes), the member after it tells which one, as each form declares
/// its keys. A wrong first guess is read whole, then read again as the form detection
/// chooses (a classic UIKit invitation ~1,800 instructions, the UIKit's PK attributes ~7,700);
/// this look costs a device state led by `type` or `cam`, whose second key changes nothing,
/// ~210.
extension StreamedSpecCheck {
    /// A prediction that the member after a leading key's changes, by that member's key
    /// (its place in ``RootKeys/known``), or by there being none (``alone``).
    struct Following {
        /// No member follows: the object holds the leading key alone.
        static let alone = -1

        let next: Int
        let predicted: Prediction
    }

    /// What the member after each leading key predicts, in one object: one global read a
    /// message (three cost ~50 instructions in their accessors).
    final class FollowingTables: Sendable {
        /// For each key of ``RootKeys/known`` (by place), what the member after it predicts
        /// where that is not the key's own prediction (``following(among:)``).
        let entries: [[Following]]
        /// For each key, its entries' next keys, hashed: a quick no before the next key is
        /// looked up (a device state, led by `type` or `cam`, is the commonest message of a
        /// room, and its next key changes nothing).
        let nextKeys: [LeadingShapes]
        /// The keys that have entries.
        let followed: RootKeyBits

        init(_ entries: [[Following]]) {
            self.entries = entries
            nextKeys = entries.map { entries in
                LeadingShapes(
                    entries.compactMap { RootKeys.known.indices.contains($0.next) ? RootKeys.known[$0.next] : nil }
                )
            }
            followed = entries.indices.reduce(RootKeyBits()) { bits, place in
                entries[place].isEmpty ? bits : bits | RootKeyBits(index: place)
            }
        }

        /// The entry for `next` after the leading key `key`.
        func predicted(by next: Int, after key: Int) -> Prediction? {
            guard entries.indices.contains(key) else { return nil }
            for entry in entries[key] where entry.next == next { return entry.predicted }
            return nil
        }
    }

    static let followingTables = FollowingTables(following(among: declarations.candidates))

    /// The following tables over `candidates` (as ``leading`` keeps them):
    /// - a form that claims a key alone (``FormSpec/claimsSoleKey``: the Android document's
    ///   `{"action_type": 10000}`, where the key leads a co-host envelope) for that key alone;
    /// - where several forms declare a key and the key predicts one, each key that only one
    ///   other declares too (with its aliases), or only one of those that lead with the key,
    ///   for that one.
    static func following(among candidates: [(Prediction, FormSpec)]) -> [[Following]] {
        // Each candidate's root keys (aliases with them) and first key, and the candidates
        // that declare each key as a member: read once here. (Comparing the declarations'
        // strings for every known key cost ~2 M instructions at the first message.)
        let declared = candidates.map { predicted, spec in
            (
                predicted: predicted,
                keys: spec.root.members.flatMap { [$0.key] + $0.aliases.map(\.key) },
                first: spec.root.members.first?.key
            )
        }
        var declaringByKey: [String: [Int]] = [:]
        for (index, (_, spec)) in candidates.enumerated() {
            for member in spec.root.members { declaringByKey[member.key, default: []].append(index) }
        }
        var entries = [[Following]](repeating: [], count: RootKeys.known.count)
        for (predicted, spec) in candidates {
            guard let key = spec.claimsSoleKey?.key, let place = RootKeys.known.firstIndex(of: key) else { continue }
            entries[place].append(Following(next: Following.alone, predicted: predicted))
        }
        let places = Dictionary(RootKeys.known.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for (key, declaringIndices) in declaringByKey where declaringIndices.count > 1 {
            // Only a leading key has a prediction to change.
            guard let place = places[key], leading.keys.contains(index: place),
                leading.predicted.indices.contains(place), let predicted = leading.predicted[place]
            else { continue }
            let declaring = declaringIndices.map { declared[$0] }
            // The keys those forms declare, each once, in a stable order.
            var seen: Set<String> = [key]
            for next in declaring.flatMap(\.keys) where seen.insert(next).inserted {
                guard let nextPlace = places[next] else { continue }
                var both = declaring.filter { $0.keys.contains(next) }
                // Of several, the one that leads with the key, if one does (a classic UIKit
                // invitation, `type` then `inviter_id`; the advanced one declares both later).
                if both.count > 1 { both = both.filter { $0.first == key } }
                guard both.count == 1, both[0].predicted != predicted else { continue }
                entries[place].append(Following(next: nextPlace, predicted: both[0].predicted))
            }
        }
        return entries
    }

    /// What the member after the leading key `key` (whose closing quote is before `index`)
    /// predicts; nil where it changes nothing, or where the first value is not a number, a
    /// string or a literal (an object is not stepped over here).
    @inline(__always)
    static func followingPrediction(
        of key: Int,
        _ p: UnsafePointer<UInt8>,
        after index: Int,
        end: Int
    ) -> Prediction? {
        let tables = followingTables
        guard tables.followed.contains(index: key) else { return nil }
        return followingPrediction(ofLeading: key, tables, p, after: index, end: end)
    }

    /// ``followingPrediction(of:_:after:end:)`` past its quick no: apart, so that the messages
    /// it turns away do not pay for its frame.
    @inline(never)
    private static func followingPrediction(
        ofLeading key: Int,
        _ tables: FollowingTables,
        _ p: UnsafePointer<UInt8>,
        after index: Int,
        end: Int
    ) -> Prediction? {
        var index = index
        skipWhitespace(p, &index, end)
        guard index < end, p[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        skipWhitespace(p, &index, end)
        guard index < end else { return nil }
        if p[index] == UInt8(ascii: "\"") {
            index = JSONStringScan.closingQuote(p, from: index + 1, end: end) + 1
        } else {
            guard p[index] != UInt8(ascii: "{"), p[index] != UInt8(ascii: "[") else { return nil }
            // A number or a literal: up to the next delimiter.
            while index < end, !isDelimiter(p[index]) { index += 1 }
        }
        skipWhitespace(p, &index, end)
        guard index < end else { return nil }
        if p[index] == UInt8(ascii: "}") { return tables.predicted(by: Following.alone, after: key) }
        // Another member follows: only a key with entries for its next key reads that key (the
        // Android document's `action_type` has one for being alone only).
        guard p[index] == UInt8(ascii: ","), tables.nextKeys.indices.contains(key), !tables.nextKeys[key].isEmpty
        else { return nil }
        let nextKeys = tables.nextKeys[key]
        index += 1
        skipWhitespace(p, &index, end)
        guard let nextKey = JSONStringScan.plainString(p, at: index, end: end), !nextKey.isEmpty else { return nil }
        let (start, close) = (nextKey.lowerBound, nextKey.upperBound)
        guard nextKeys.mayHold(first: p[start], last: p[close - 1], count: close - start),
            let next = RootKeys.index(ofRaw: UnsafeBufferPointer(start: p + start, count: close - start))
        else { return nil }
        return tables.predicted(by: next, after: key)
    }

    @inline(__always)
    private static func skipWhitespace(_ p: UnsafePointer<UInt8>, _ index: inout Int, _ end: Int) {
        while index < end, JSONWhitespace.contains(p[index]) { index += 1 }
    }

    /// Whether `byte` ends a number or a literal: a comma, a closing bracket or whitespace.
    @inline(__always)
    private static func isDelimiter(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
            || JSONWhitespace.contains(byte)
    }
}
