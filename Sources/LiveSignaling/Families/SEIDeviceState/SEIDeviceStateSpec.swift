/// `sei.device-state` version 1 declared: the demos' and the PK battle guide's heartbeat, and
/// the stream extra info that carries the same two flags. Every reader of the version (the
/// walker, the streamed check, the schema, the C tables, the protocol page) takes its rules
/// from these two shapes; the typed values in `SEIDeviceState.swift` keep only their fields.
extension SEIDeviceState {
    private typealias Key = V1.CodingKeys

    /// The keys only a device state names: stream extra info has none of them.
    private static let deviceStateNames = [Key.type, .senderID, .senderIDCamel].map(\.stringValue)

    /// `{"type":0,"sender_id":"u1","mic":true,"cam":false}`, or with `senderID` (never both).
    static let deviceStateForm = FormSpec(
        family: .seiDeviceState,
        version: 1,
        name: "sei device-state",
        markers: deviceStateNames,
        root: ObjectSpec(
            "SEI device state",
            members: [
                .required(
                    Key.type.stringValue,
                    .integer(IntegerRule(codes: [.init(Int64(deviceStateType), "device state")])),
                    "What the message is: 0, a device state, is the only type defined."
                ),
                .optional(Key.senderID.stringValue, .id, "The sending host (the demo apps).", allowsNull: false),
                .optional(
                    Key.senderIDCamel.stringValue,
                    .id,
                    "The sending host (the PK battle guide).",
                    allowsNull: false
                ),
                .required(Key.mic.stringValue, .boolean, "Microphone on."),
                .required(Key.cam.stringValue, .boolean, "Camera on."),
            ],
            // A mixed stream carries several senders: a receiver reads one key or the other,
            // so a message naming its sender twice, or not at all, names no one for certain.
            exactlyOneOf: [[Key.senderID, Key.senderIDCamel].map(\.stringValue)]
        ),
        dialects: [
            Dialect.demo.spec(
                signal: .rootKey(Key.senderID.stringValue),
                writer: "the best-practice demos and the native live-streaming kits during a PK"
            ),
            Dialect.document.spec(signal: .otherwise, writer: "the PK battle guide's example"),
        ],
        summary: "The heartbeat a ZEGO host sends in SEI every 200–500 ms during a PK: its camera and microphone",
        sources: [
            "https://www.zegocloud.com/docs/live-streaming/implement-pk-battles",
            "ZEGOCLOUD/zegocloud_sdk_demo_ios@37035a3a98f659b1fe551e7a859cd76af7bb6232:best_practice/ZegoCloudSDKDemo/Internal/Business/PK/PKDefines.swift",
            "ZEGOCLOUD/zego_uikit_prebuilt_live_streaming_ios@a168ff1b40242de1582c2be7f3006cbae4f3f5aa:ZegoUIKitPrebuiltLiveStreaming/Internal/PKService.swift",
        ],
        disagreements: [
            "The demos name the sender `sender_id`; the PK battle guide names it `senderID` and writes `cam` first."
        ]
    )

    /// `{"cam":true,"mic":false}`: the flags alone, set beside the stream rather than in it.
    static let streamExtraInfoForm = FormSpec(
        family: .seiDeviceState,
        version: 1,
        name: "sei stream-extra-info",
        markers: [Key.cam, .mic].map(\.stringValue),
        root: ObjectSpec(
            "stream extra info",
            members: [
                .required(Key.cam.stringValue, .boolean, "Camera on."),
                .required(Key.mic.stringValue, .boolean, "Microphone on."),
            ]
        ),
        dialects: [Dialect.extraInfo.spec(signal: .otherwise, writer: "the demos' stream extra info")],
        summary: "The same two flags set as stream extra info, beside the stream rather than in its SEI",
        sources: ["https://www.zegocloud.com/docs/live-streaming/implement-pk-battles"]
    )

    /// The two shapes: a device state, and stream extra info.
    static let shapes = [deviceStateForm, streamExtraInfoForm]

    /// How the shape is chosen: stream extra info when the object has a flag and none of the
    /// keys only a device state names (a flag beside a `type` or a sender is a device state's,
    /// a broken one); a device state otherwise, its rules saying what is missing.
    static let shapeRules = [
        ShapeRule(shape: 1, any: streamExtraInfoForm.markers, none: deviceStateNames),
        ShapeRule(shape: 0),
    ]
}

extension SEIDeviceState.Dialect: DeclaredDialect {}
