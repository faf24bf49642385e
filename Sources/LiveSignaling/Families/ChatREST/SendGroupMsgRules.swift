extension ChatREST {
    /// The showroom guides' priorities (https://trtc.io/document/73425): a message is sent
    /// with the priority its kind recommends (``ChatCustom/Kind/recommendedPriority``), Normal
    /// when it gives none. The kind is that of the first custom element's message that has one,
    /// else a bullet screen when the body has a text element. An unknown spelling is
    /// `wire.enum`, and not compared.
    static let recommendedPriority = ObjectRule(
        "recommended-priority",
        reading: Key.priority,
        elements: .init(
            of: TIMGroupMessage.Key.msgBody,
            by: TIMGroupMessage.Key.msgType,
            watching: [TIMElement.textType]
        ),
        meaning: "Gifts and product pop-ups are sent High, bullet screens Normal and likes Low "
            + "(interop.priority, a warning): the kind is the first custom element's message's, "
            + "else a bullet screen when there is a text element."
    ) { facts in
        guard let kind = facts.carriedKind ?? (facts.holds(0) ? .bullet : nil) else { return nil }
        let priority: Priority
        switch facts.member {
        case .absent: priority = defaultPriority
        case .string(let text): priority = Priority(rawValue: text)
        case .other: return nil
        }
        let recommended = kind.recommendedPriority
        // A recommended priority is a known one, so the spelling is looked up only when it
        // differs (most messages keep the recommendation; the lookup is most of the rule's cost).
        guard recommended != priority, priority.isKnown else { return nil }
        let why = kind == .like ? "dropped first under load" : "not dropped under load"
        return .init(
            .interopPriority,
            "a \(kind.rawValue) message is sent with priority \(priority.rawValue); "
                + "\(recommended.rawValue) is recommended so it is \(why)"
        )
    }
}

// The typed value's rules are its form's: it is checked by encoding it and walking the form
// over its bytes, as a message read from the wire is.
extension ChatREST.SendGroupMsg: WireValidatable {
    var ruleForm: FormSpec { ChatREST.form }
}
