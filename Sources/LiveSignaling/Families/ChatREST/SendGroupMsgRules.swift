extension ChatREST.SendGroupMsg: WireValidatable {
    func validate(at path: @autoclosure () -> JSONPath, into sink: inout DiagnosticSink) {
        validateEnvelope(at: path(), into: &sink)
        validateElements(at: path(), into: &sink)
        // The documented members the typed value keeps whole.
        if !unknownFields.isEmpty {
            SpecValues.report(.object(unknownFields), as: .object(Self.optionsSpec), at: path(), into: &sink)
        }
        if let kind, let recommended = Self.recommendedPriority(for: kind, sentWith: priority) {
            sink.report(
                .interopPriority,
                at: path().appending(key: CodingKeys.priority.rawValue),
                "a \(kind.rawValue) message is sent with priority \((priority ?? .normal).rawValue); \(recommended.rawValue) is recommended so it is \(kind == .like ? "dropped first under load" : "not dropped under load")"
            )
        }
    }

    /// The priority a message of `kind` should be sent with, when `priority` is another; nil
    /// when it fits, or when it is unknown (reported as such, and not compared).
    static func recommendedPriority(
        for kind: ChatCustom.Kind,
        sentWith priority: ChatREST.Priority?
    ) -> ChatREST.Priority? {
        guard priority?.isKnown ?? true else { return nil }
        return kind.recommendedPriority == (priority ?? .normal) ? nil : kind.recommendedPriority
    }

    /// The rules of the members around `MsgBody`'s elements, and of its being empty. The typed
    /// reader leaves only these for afterwards: it checks the elements' rules and the priority
    /// as it reads (see ``breaksNoRemainingRule()``).
    func validateEnvelope(at path: @autoclosure () -> JSONPath, into sink: inout DiagnosticSink) {
        sink.requireID(groupID, at: path().appending(key: CodingKeys.groupID.rawValue), "GroupId")
        sink.requireID(fromAccount, at: path().appending(key: CodingKeys.fromAccount.rawValue), "From_Account")
        func priorityPath() -> JSONPath { path().appending(key: CodingKeys.priority.rawValue) }
        if let priority, !priority.isKnown {
            sink.report(
                .wireEnum,
                at: priorityPath(),
                "MsgPriority \(DiagnosticText.quoted(priority.rawValue)) is not \"High\", \"Normal\" or \"Low\" (case-sensitive)"
            )
        }
        if let flag = onlineOnlyFlag, flag != 0, flag != 1 {
            sink.report(
                .wireEnum,
                at: path().appending(key: CodingKeys.onlineOnlyFlag.rawValue),
                "OnlineOnlyFlag is \(flag); it is 0 or 1"
            )
        }
        if body.isEmpty {
            sink.report(
                .wireCount,
                at: path().appending(key: CodingKeys.body.rawValue),
                "MsgBody is empty; a message needs at least one element"
            )
        }
    }

    /// At most one custom element and the rules of its `Data`; an element of another type
    /// checked against ``TIMElement/spec``.
    private func validateElements(at path: @autoclosure () -> JSONPath, into sink: inout DiagnosticSink) {
        func bodyPath() -> JSONPath { path().appending(key: CodingKeys.body.rawValue) }
        var customCount = 0
        // Each element is read in place, through the buffer, and its custom data checked by
        // a method of the content: binding the element and its content copied both (a retain
        // and a release of every string inside), and reading them through the array's
        // subscript copied once more (~130 instructions a message). One copy of a custom
        // content remains, made by the compiler for the call.
        body.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                func elementPath() -> JSONPath { bodyPath().appending(index: index) }
                switch elements[index].content {
                case .custom:
                    customCount += 1
                    if customCount == 2 {
                        sink.report(
                            .wireCount,
                            at: elementPath(),
                            "a second TIMCustomElem; a message carries at most one custom element"
                        )
                    }
                    elements[index].content.validateCustomData(
                        at: elementPath().appending(key: "MsgContent").appending(key: "Data"),
                        into: &sink
                    )
                case .text:
                    break
                case .other:
                    elements[index].validateAsDeclared(at: elementPath(), into: &sink)
                }
            }
        }
    }
}

extension ChatREST.Element.Content {
    /// The rules of a custom element's `Data`; nothing for other contents.
    fileprivate func validateCustomData(at path: @autoclosure () -> JSONPath, into sink: inout DiagnosticSink) {
        switch self {
        case .custom(let custom): custom.data.validate(at: path(), into: &sink)
        case .text, .other: break
        }
    }
}

extension ChatREST.Element {
    /// An element whose content this family keeps whole (every type but custom and text),
    /// checked against ``TIMElement/spec``: its findings, at their paths inside the message
    /// (offsets are found from the paths, as for every rule of this family).
    fileprivate func validateAsDeclared(at path: JSONPath, into sink: inout DiagnosticSink) {
        guard case .other(let content) = content else { return }
        var fields = unknownFields
        fields[CodingKeys.msgType.rawValue] = .string(msgType)
        fields[CodingKeys.content.rawValue] = content
        SpecValues.report(.object(fields), as: .object(TIMElement.spec), at: path, into: &sink)
    }
}
