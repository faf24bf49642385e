extension ChatCallback {
    /// A group message callback's body (``groupMessageForm``): which callback, the group, the
    /// sender and the message's elements, unwrapped as read.
    public struct GroupMessage: SpecBacked {
        public static var form: FormSpec { ChatCallback.groupMessageForm }
        public let fields: JSONObject

        public init(checked fields: JSONObject) { self.fields = fields }

        /// Which callback this is (`CallbackCommand`): ``ChatCallback/beforeSendCommand``,
        /// ``ChatCallback/afterSendCommand`` or ``ChatCallback/sendExceptionCommand``.
        public var command: String? { string(Key.command) }
        /// Whether the message waits for the reply (before send), rather than being reported
        /// after it was delivered or failed to be.
        public var isBeforeSend: Bool { command == ChatCallback.beforeSendCommand }
        /// The group the message was sent to (`GroupId`).
        public var groupID: String? { string(Key.groupID) }
        /// The sender's user ID (`From_Account`).
        public var fromAccount: String? { string(Key.from) }
        /// The elements of the message, as objects.
        public var elements: [JSONObject] { self[Key.msgBody]?.arrayValue?.compactMap(\.objectValue) ?? [] }
        /// The `Data` of each custom element, in order, as sent: what a live room's app sends
        /// as `chat.custom` (or its own data).
        public var customData: [String] { customElements.map(\.data) }
        /// Each custom element's index in `MsgBody` (where findings about its `Data` are, at
        /// `$.MsgBody[index].MsgContent.Data`) and its `Data`, in order.
        public var customElements: [(index: Int, data: String)] {
            let body = self[Key.msgBody]?.arrayValue ?? []
            return body.enumerated().compactMap { index, element in
                guard let element = element.objectValue, element["MsgType"]?.stringValue == TIMElement.customType,
                    let data = element["MsgContent"]?.objectValue?["Data"]?.stringValue
                else { return nil }
                return (index, data)
            }
        }
        /// When the event happened, in milliseconds, whether sent as a number or a string.
        public var eventTime: Int? {
            switch self[Key.eventTime] {
            case .number(let number)?: number.exactly(Int.self)
            case .string(let text)?: Int(text)
            default: nil
            }
        }
    }

    /// An app server's reply (``replyForm``), in the order the pages print it.
    public struct Reply: SpecBacked {
        public static var form: FormSpec { ChatCallback.replyForm }
        public let fields: JSONObject

        public init(checked fields: JSONObject) { self.fields = fields }

        /// `ActionStatus` "OK" with `ErrorCode` and `ErrorInfo`; a replacement message body
        /// (before send, with code 0 only) when given.
        public init(errorCode: Int, errorInfo: String = "", replacementBody: [JSONValue]? = nil) {
            var fields: JSONObject = [
                Key.actionStatus: "OK", Key.errorInfo: .string(errorInfo),
                Key.errorCode: .number(JSONNumber(errorCode)),
            ]
            if let replacementBody { fields[Key.msgBody] = .array(replacementBody) }
            self.fields = fields
        }

        /// Deliver the message (before send), or acknowledge it (after send).
        public static let allow = Reply(errorCode: 0)
        /// Do not deliver it; the sender gets error 10016.
        public static func refuse(_ info: String) -> Reply { Reply(errorCode: 1, errorInfo: info) }
        /// Drop it silently; the sender is told it was sent.
        public static let drop = Reply(errorCode: 2)

        /// What the reply decides (`ErrorCode`): before send, 0 delivers, 1 refuses, 2 drops silently, and
        /// 10100 to 10200 refuses with the app's own code.
        public var errorCode: Int? { integer(Key.errorCode) }
        /// Why the message was refused (`ErrorInfo`); empty when the reply gives no reason.
        public var errorInfo: String? { string(Key.errorInfo) }
    }
}
