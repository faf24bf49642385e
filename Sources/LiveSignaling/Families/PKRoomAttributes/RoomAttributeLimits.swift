extension PKRoomAttributes {
    /// Checks a room-attribute map against ZIM's limits and its string-to-string shape,
    /// whatever version it holds. Lengths are UTF-8 bytes of the decoded strings.
    static func checkLimits(
        _ attributes: JSONObject,
        at path: JSONPath,
        into sink: inout DiagnosticSink,
        typeCheckedElsewhere: (String) -> Bool
    ) {
        if attributes.count > Limits.maxAttributes {
            sink.report(
                .limitAttributeCount,
                at: path,
                "\(attributes.count) attributes; a room holds at most \(Limits.maxAttributes)"
            )
        }
        var total = 0
        for member in attributes.members {
            let memberPath = path.appending(key: member.key)
            if member.key.utf8.count > Limits.maxKeyBytes {
                sink.report(
                    .limitAttributeKey,
                    at: memberPath,
                    "the key is \(member.key.utf8.count) bytes; ZIM allows \(Limits.maxKeyBytes)"
                )
            }
            guard case .string(let value) = member.value else {
                if !typeCheckedElsewhere(member.key) {
                    sink.report(
                        .wireType,
                        at: memberPath,
                        "room attribute values are strings; found \(member.value.typeName)"
                    )
                }
                continue
            }
            let length = value.utf8.count
            total += length
            if length > Limits.maxValueBytes {
                sink.report(
                    .limitAttributeValue,
                    at: memberPath,
                    "the value is \(length) bytes; ZIM allows \(Limits.maxValueBytes)"
                )
            }
        }
        if total > Limits.maxTotalValueBytes {
            sink.report(
                .limitAttributesTotal,
                at: path,
                "the values total \(total) bytes; ZIM allows \(Limits.maxTotalValueBytes) in one room"
            )
        }
    }
}

extension PKRoomAttributes {
    /// True when the attribute map held by the root object of `entries` certainly passes
    /// ``checkLimits(_:at:into:typeCheckedElsewhere:)``: it has at most as many members as a
    /// room allows, every value is a string, and the raw lengths on the tape are within the
    /// limits. Raw lengths bound the decoded ones (an escape never decodes to more bytes than
    /// it takes) and a repeated key only adds to the counts, so a pass here is a pass there;
    /// anything else, including a map that would still pass, gets the full check.
    ///
    /// The full check builds the map as a `JSONValue`, which costs more than reading the
    /// message; the common map is a handful of short strings, and this reads only the tape.
    static func certainlyWithinLimits(_ entries: UnsafeBufferPointer<JSONTape.Entry>) -> Bool {
        guard let root = entries.first, root.kind == .object, Int(root.length) <= Limits.maxAttributes else {
            return false
        }
        let end = Swift.min(Int(root.end), entries.count)
        var total = 0
        var key = 1
        while key + 1 < end {
            let value = entries[key + 1]
            guard Int(entries[key].length) <= Limits.maxKeyBytes, value.kind == .string,
                Int(value.length) <= Limits.maxValueBytes, Int(value.end) > key
            else { return false }
            total += Int(value.length)
            key = Int(value.end)
        }
        return total <= Limits.maxTotalValueBytes
    }
}

extension PKRoomAttributes {
    /// ``certainlyWithinLimits(_:)`` read straight from compact bytes by the streamed cursor,
    /// for a map the encoder has just written: the same bounds on raw lengths, without the
    /// tape (scanning the map cost ~4,400 instructions, as much as writing it). False for
    /// anything outside the cursor's compact subset, such as whitespace: then the tape
    /// decides. (A string's raw length bounds its decoded length, so escapes keep it sound.)
    static func certainlyWithinLimits(compact bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        do throws(StreamedReadMiss) {
            var cursor = try StreamedCursor(bytes, options: .default)
            try cursor.open(UInt8(ascii: "{"))
            var members = 0
            var total = 0
            if cursor.byte(at: cursor.position) != UInt8(ascii: "}") {
                repeat {
                    if members > 0 { try cursor.expect(UInt8(ascii: ",")) }
                    guard Int(try cursor.string().length) <= Limits.maxKeyBytes else { return false }
                    try cursor.expect(UInt8(ascii: ":"))
                    guard cursor.kind(at: cursor.position) == .string else { return false }
                    let length = Int(try cursor.string().length)
                    guard length <= Limits.maxValueBytes else { return false }
                    total += length
                    members += 1
                } while cursor.byte(at: cursor.position) == UInt8(ascii: ",")
            }
            try cursor.close(UInt8(ascii: "}"))
            return cursor.isAtEnd && members <= Limits.maxAttributes && total <= Limits.maxTotalValueBytes
        } catch {
            return false
        }
    }
}

extension WireDocument {
    /// ZIM's limits on the message as a room-attribute map (``PKRoomAttributes/checkLimits(_:at:into:typeCheckedElsewhere:)``),
    /// each finding at the value it is about or, for the whole map, at the root. The keys
    /// `root` declares are judged by their own specs; any other value must be a string.
    func roomAttributeFindings(declaredBy root: ObjectSpec) -> [Diagnostic] {
        // Most maps are a few short strings, which the tape shows without building the map
        // as a value (more work than reading the message).
        if tape.entries.withUnsafeBufferPointer(PKRoomAttributes.certainlyWithinLimits) { return [] }
        guard let object = tape.entries.first, object.kind == .object else { return [] }
        // The attributes are a map: a repeated key is one attribute, holding its last value.
        var attributes = JSONObject()
        var valueOffsets: [String: Int] = [:]
        var key = 1
        while key + 1 < Int(object.end) {
            let name = JSONStringDecoding.decode(tape.entries[key], in: base)
            attributes[name] = JSONTapeValues.value(at: key + 1, in: tape, bytes: base)
            valueOffsets[name] = Int(tape.entries[key + 1].offset)
            key = Int(tape.entries[key + 1].end)
        }
        var sink = DiagnosticSink()
        PKRoomAttributes.checkLimits(attributes, at: .root, into: &sink) { root.member($0) != nil }
        return sink.diagnostics.map { finding in
            var placed = finding
            if case .key(let name)? = finding.path.components.last, let offset = valueOffsets[name] {
                placed.offset = offset
            } else {
                placed.offset = Int(object.offset)
            }
            return placed
        }
    }
}
