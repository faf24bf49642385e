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
