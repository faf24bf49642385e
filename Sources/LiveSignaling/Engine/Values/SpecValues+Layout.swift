extension SpecValues {
    /// A spec form's value laid out for a person (``MessageInspection``): every document the
    /// spec says a string carries expanded in place, a custom element's `Data` too when it
    /// holds JSON, with the paths of those documents and of the keys the spec does not declare.
    struct Layout {
        var value: JSONValue
        var embedded: [JSONPath] = []
        var unknown: [JSONPath] = []
    }

    /// `value` is the walker's (documents the spec declares are already expanded; an app
    /// message is still its string, as sent).
    static func layout(_ value: JSONValue, as spec: ValueSpec) -> Layout {
        var layout = Layout(value: .null)
        layout.value = lay(value, as: spec, at: .root, into: &layout)
        return layout
    }

    private static func lay(
        _ value: JSONValue,
        as spec: ValueSpec,
        at path: JSONPath,
        into layout: inout Layout
    )
        -> JSONValue
    {
        switch (spec, value) {
        case (.embedded(let inner), .object), (.embedded(let inner), .array):
            layout.embedded.append(path)
            return lay(value, as: inner, at: path.embedded, into: &layout)
        case (.appMessage, .string(let text)):
            // Judged as its family, which declares no document inside: expanded, not walked.
            guard let document = JSONReader().read(Array(text.utf8)).value, document.isContainer else { return value }
            layout.embedded.append(path)
            return document
        case (.array(let array), .array(let elements)):
            return .array(
                elements.enumerated().map {
                    lay($0.element, as: array.element, at: path.appending(index: $0.offset), into: &layout)
                }
            )
        case (.object(let object), .object(let members)):
            var laid = JSONObject()
            for member in members.members {
                let at = path.appending(key: member.key)
                guard let declared = object.member(member.key) else {
                    layout.unknown.append(at)
                    laid.members.append(member)
                    continue
                }
                let chosen = object.choice(for: member.key, in: members)?.spec
                laid.members.append(
                    .init(
                        key: member.key,
                        value: lay(member.value, as: chosen ?? declared.value, at: at, into: &layout)
                    )
                )
            }
            return .object(laid)
        default:
            return value
        }
    }
}
