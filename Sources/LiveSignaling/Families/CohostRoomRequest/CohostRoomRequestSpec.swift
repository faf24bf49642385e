extension CohostRoomRequest {
    /// Where the form was read: the co-hosting guide's "JSON signal encoding" and the Flutter
    /// demo's envelope.
    static let sources = [
        "https://www.zegocloud.com/docs/live-streaming-ios-swift/best-practice/implement-co-hosting",
        "ZEGOCLOUD/zegocloud_sdk_demo_flutter@46526cb7f117c34739c556818d249598c822c67b:best_practices/lib/internal/sdk/zim/define/zim_room_request.dart",
    ]

    /// The envelope's keys, as ``V1`` names them.
    private typealias Key = V1.CodingKeys

    /// The five-key envelope, as a shape of ``V1``: the rules of every co-hosting command
    /// message, stated once. Which action it is chooses what `request_id` and `extended_data`
    /// must hold (``payload(answering:)``).
    static let envelopeForm = FormSpec(
        family: .cohostRoomRequest,
        version: 1,
        name: "cohost envelope",
        markers: FamilyForm.cohostEnvelope.markers,
        root: ObjectSpec(
            "co-host envelope",
            members: [
                .required(
                    Key.action.rawValue,
                    .integer(
                        IntegerRule(
                            range: 0...Int64.max,
                            codes: Action.known.map { .init(Int64($0.rawValue), $0.description) }
                        )
                    ),
                    "Request, accept, reject or cancel. Receivers force-cast it to UInt."
                ),
                .required(Key.senderID.rawValue, .id, "The user who sends the message."),
                .required(Key.receiverID.rawValue, .id, "The user the message is for."),
                .optional(
                    Key.requestID.rawValue,
                    .text,
                    "\"\" on a first send (absent from the Android demo); then the ZIM message ID of that send."
                ),
                .required(
                    Key.extendedData.rawValue,
                    .embedded(.object(payload(answering: nil))),
                    "The request's own document, in a string: what it asks for."
                ),
            ],
            variants: [
                // An answer or a cancel names the request it is about.
                Variant(
                    member: Key.requestID.rawValue,
                    selectedBy: Key.action.rawValue,
                    cases: [
                        .init(Action.known.filter { $0 != .request }.map { Int64($0.rawValue) }, .id, required: true)
                    ]
                ),
                Variant(
                    member: Key.extendedData.rawValue,
                    selectedBy: Key.action.rawValue,
                    cases: Action.known.map { .init([Int64($0.rawValue)], .embedded(.object(payload(answering: $0)))) }
                ),
            ]
        ),
        dialects: [
            Dialect.ios.spec(signal: .prettyPrinted, writer: "the iOS demo (JSONSerialization, .prettyPrinted)"),
            Dialect.android.spec(signal: .escapedSlash, writer: "the Android demo (org.json)"),
            Dialect.flutter.spec(
                signal: .otherwise,
                writer: "the Flutter demo (jsonEncode); the Android demo writes the same bytes when nothing needs \\/"
            ),
        ],
        summary: "A co-hosting request or its answer, as a ZIM command message",
        sources: sources
    )

    /// `extended_data` on its own, as the co-hosting guide prints it, or under the Android
    /// document's key.
    static let payloadForm = FormSpec(
        family: .cohostRoomRequest,
        version: 1,
        name: "cohost payload",
        markers: FamilyForm.cohostPayload.markers,
        root: payload(answering: nil),
        dialects: [
            Dialect.payload.spec(signal: .rootKey(typeKey), writer: "the co-hosting guide's examples"),
            Dialect.androidDocument.spec(signal: .otherwise, writer: "the Android document"),
        ],
        summary: "The extended_data document of a co-hosting request, on its own",
        sources: sources,
        // Under the Android document's key, told from an envelope's by being alone and
        // holding a room code, which no action is.
        claimsSoleKey: .init(
            key: ExtendedData.TypeKey.actionType.rawValue,
            minimum: Int64(RequestType.lowestRoomCode)
        )
    )

    /// The key the demos write the request type under.
    static let typeKey = ExtendedData.TypeKey.roomRequestType.rawValue

    /// The `extended_data` document, in an envelope with `action` (nil: on its own, or an
    /// unknown action, which contradicts nothing). A known code the action contradicts, as
    /// ``Action/agrees(with:)`` says, is taken with `interop.action-mismatch`; a code of the
    /// Android demo's table with `interop.android-code-table`, whatever the action.
    static func payload(answering action: Action?) -> ObjectSpec {
        let codes = RequestType.allKnown.map { type -> IntegerRule.Code in
            let finding: Variant.Case.Finding? =
                if type.isAndroidTable {
                    .init(
                        .interopAndroidCodeTable,
                        "room_request_type \(type.rawValue) is from the Android demo's table (\(type.meaning)); iOS and Flutter read it as an unknown request"
                    )
                } else if let action, !action.agrees(with: type) {
                    .init(
                        .interopActionMismatch,
                        "action_type says \(action) but room_request_type says \(type); receivers act on different fields"
                    )
                } else {
                    nil
                }
            return .init(Int64(type.rawValue), type.meaning, finding: finding)
        }
        return ObjectSpec(
            "co-host extended_data",
            members: [
                MemberSpec.required(typeKey, .integer(IntegerRule(codes: codes)), "What the request asks for.")
                    .aliased(
                        ExtendedData.TypeKey.actionType.rawValue,
                        finding: .init(
                            .interopAndroidDocForm,
                            "the type is under \"action_type\" as the Android document shows; the demos read \"room_request_type\""
                        )
                    ),
                .optional("request_id", .id, "The message ID the sender copies in after a successful send."),
            ]
        )
    }
}

extension CohostRoomRequest.Dialect: DeclaredDialect {}
