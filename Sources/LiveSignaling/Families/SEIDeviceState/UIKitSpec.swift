/// `sei.device-state` version 2: how ZEGOCLOUD's UIKit kits share camera and microphone
/// state, declared as specs. Version 1 (the best-practice demos' `{type, sender_id, mic, cam}`,
/// which the native live-streaming kits also send during a PK) is in `SEIDeviceState.swift`,
/// beside this file.
///
/// The UIKit sends its SEI through Express's `sendSEI` with no UUID: by default a ZEGO-defined
/// SEI payload (type 243) holding the bare JSON.
///
/// Sources (read at these commits):
/// - ZEGOCLOUD/zego_uikit_flutter@799349a94da173fae6e80b1387b4af959f2cd9c2
///   lib/src/services/internal/core/data/data.dart (sendSEI), core/core.dart (the 300 ms
///   device-state timer), core/data/media.dart (media-player sync), core/defines.dart (the keys)
/// - ZEGOCLOUD/zego_uikit_android@c45ee50f03eed429d0841e0e650690bfcfe12bf7
///   uikit/src/main/java/com/zegocloud/uikit/service/internal/AudioVideoService.java (extra info)
/// - ZEGOCLOUD/zego_uikit_ios@e09016e83490aa6a23fa4ba9f7c0b5561096d87c
///   ZegoUIKit/Services/Internal/ZegoUIKitCore.swift (extra info, pretty-printed)
/// - ZEGOCLOUD/zego_uikit_prebuilt_web@51d6cb05ccc2b6e7b5b4cd0525692c566bc29f19
///   src/sdk/view/pages/ZegoRoom/index.tsx (extra info with hasVideo and hasAudio)
extension SEIDeviceState {
    /// Version 2 of `sei.device-state`, how ZEGOCLOUD's UIKit kits share camera and microphone
    /// state: Flutter's SEI envelope (``SEI``) and every kit's stream extra info (``ExtraInfo``).
    public enum UIKit {
        /// Every key the UIKit forms name, stated once.
        enum Key {
            static let uid = "uid"
            static let type = "type"
            static let sei = "sei"
            // The same flags as version 1's, nested in `sei`.
            static let cam = SEIDeviceState.V1.CodingKeys.cam.stringValue
            static let mic = SEIDeviceState.V1.CodingKeys.mic.stringValue
            static let mediaState = "md_stat"
            static let mediaProgress = "md_pro"
            static let mediaDuration = "md_dur"
            static let mediaSoundLevel = "md_s_l"
            static let isCameraOn = "isCameraOn"
            static let isMicrophoneOn = "isMicrophoneOn"
            static let hasVideo = "hasVideo"
            static let hasAudio = "hasAudio"
            static let mediaType = "md_type"
        }

        /// What the Flutter envelope's `type` names.
        public enum SEIType: String, CaseIterable, Sendable {
            /// The sender's camera and microphone: the heartbeat PK hosts watch.
            case mixerDeviceState
            /// A media player's progress, on the auxiliary stream.
            case mediaSyncInfo
            /// The app's own data (`sendCustomSEI`).
            case custom
        }

        static let deviceState = ObjectSpec(
            "uikit-sei-device-state",
            members: [
                .optional(Key.cam, .boolean, "Camera on (missing reads as off).", allowsNull: false),
                .optional(Key.mic, .boolean, "Microphone on (missing reads as off).", allowsNull: false),
            ]
        )

        static let mediaSync = ObjectSpec(
            "uikit-sei-media-sync",
            members: [
                .optional(
                    Key.mediaState,
                    .integer(
                        IntegerRule(codes: [
                            .init(0, "not playing"), .init(1, "ready"), .init(2, "playing"), .init(3, "paused"),
                            .init(4, "ended"),
                        ])
                    ),
                    "The player's state."
                ),
                .optional(Key.mediaProgress, .integer(IntegerRule(range: 0...Int64.max)), "Progress, ms."),
                .optional(Key.mediaDuration, .integer(IntegerRule(range: 0...Int64.max)), "Duration, ms."),
                .optional(Key.mediaSoundLevel, .number, "Sound level (Dart writes 0.0)."),
            ]
        )

        /// `{"uid":"user_1","type":"mixerDeviceState","sei":{"cam":true,"mic":false}}`
        static let envelope = ObjectSpec(
            "uikit-sei",
            members: [
                .required(Key.uid, .id, "The sender's user ID."),
                .required(Key.type, .string(StringRule(values: SEIType.allCases.map(\.rawValue))), "What `sei` holds."),
                .required(Key.sei, .object(ObjectSpec("uikit-sei-payload", members: [])), "The payload."),
            ],
            variants: [
                Variant(
                    member: Key.sei,
                    selectedBy: Key.type,
                    cases: [
                        .init(strings: [SEIType.mixerDeviceState.rawValue], .object(deviceState)),
                        .init(
                            strings: [SEIType.mediaSyncInfo.rawValue],
                            .object(mediaSync),
                            finding: .init(.seiApplicationData, "a media player's progress, not a device state")
                        ),
                        .init(
                            strings: [SEIType.custom.rawValue],
                            .object(ObjectSpec("uikit-sei-custom", members: [])),
                            finding: .init(
                                .seiApplicationData,
                                "the app's own data (sendCustomSEI), not a device state"
                            )
                        ),
                    ]
                )
            ]
        )

        /// `{"isCameraOn":true,"isMicrophoneOn":false}`: the flags iOS force-casts to Bool, so
        /// a `null` (which iOS itself may write) crashes an iOS receiver.
        static let extraInfo = ObjectSpec(
            "uikit-extra-info",
            members: [
                .optional(Key.isCameraOn, .boolean, "Camera on.", allowsNull: false),
                .optional(Key.isMicrophoneOn, .boolean, "Microphone on.", allowsNull: false),
                .optional(Key.hasVideo, .boolean, "The stream has video (Web).", allowsNull: false),
                .optional(Key.hasAudio, .boolean, "The stream has audio (Web).", allowsNull: false),
                .optional(
                    Key.mediaType,
                    .integer(IntegerRule(codes: [.init(0, "audio only"), .init(1, "video"), .init(2, "unknown")])),
                    "A media player's stream (Flutter).",
                    allowsNull: false
                ),
            ]
        )

        static let seiForm = FormSpec(
            family: .seiDeviceState,
            version: 2,
            name: "uikit-sei",
            markers: [Key.uid, Key.sei],
            root: envelope,
            dialects: [
                DialectSpec("flutter", style: .flutter, signal: .otherwise, writer: "Flutter UIKit, jsonEncode")
            ],
            summary: "ZEGOCLOUD UIKit device state: Flutter's SEI envelope and every kit's stream extra info",
            sources: [
                "ZEGOCLOUD/zego_uikit_flutter@799349a94da173fae6e80b1387b4af959f2cd9c2:lib/src/services/internal/core/data/data.dart"
            ]
        )

        static let extraInfoForm = FormSpec(
            family: .seiDeviceState,
            version: 2,
            name: "uikit-extra-info",
            markers: [Key.isCameraOn, Key.isMicrophoneOn, Key.hasVideo, Key.hasAudio, Key.mediaType],
            root: extraInfo,
            dialects: [
                DialectSpec(
                    "ios-extra-info",
                    style: .applePretty,
                    signal: .prettyPrinted,
                    writer: "iOS UIKit, pretty-printed"
                ),
                DialectSpec(
                    "web-extra-info",
                    style: .compact,
                    signal: .rootKey(Key.hasVideo),
                    writer: "Web prebuilt, JSON.stringify"
                ),
                DialectSpec(
                    "extra-info",
                    style: .compact,
                    signal: .otherwise,
                    writer: "Android, Flutter, React Native"
                ),
            ],
            summary: "ZEGOCLOUD UIKit device state: Flutter's SEI envelope and every kit's stream extra info",
            sources: [
                "ZEGOCLOUD/zego_uikit_android@c45ee50f03eed429d0841e0e650690bfcfe12bf7:uikit/src/main/java/com/zegocloud/uikit/service/internal/AudioVideoService.java",
                "ZEGOCLOUD/zego_uikit_ios@e09016e83490aa6a23fa4ba9f7c0b5561096d87c:ZegoUIKit/Services/Internal/ZegoUIKitCore.swift",
                "ZEGOCLOUD/zego_uikit_prebuilt_web@51d6cb05ccc2b6e7b5b4cd0525692c566bc29f19:src/sdk/view/pages/ZegoRoom/index.tsx",
            ]
        )
    }
}
