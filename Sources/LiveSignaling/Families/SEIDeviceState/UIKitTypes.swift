extension SEIDeviceState.UIKit {
    /// Flutter's SEI envelope: a device state, a media player's progress, or the app's own data.
    public struct SEI: SpecBacked {
        public static var form: FormSpec { SEIDeviceState.UIKit.seiForm }
        public let fields: JSONObject

        public init(checked fields: JSONObject) { self.fields = fields }

        /// Makes a device state as Flutter's kit sends it: `uid`, `type` `mixerDeviceState`, and `sei` holding
        /// `cam` and `mic`.
        public init(deviceStateOf userID: String, cam: Bool, mic: Bool) {
            fields = [
                Key.uid: .string(userID), Key.type: .string(SEIType.mixerDeviceState.rawValue),
                Key.sei: [Key.cam: .bool(cam), Key.mic: .bool(mic)],
            ]
        }

        /// The sender's user ID (`uid`).
        public var userID: String? { string(Key.uid) }
        /// What `sei` holds (`type`); nil when `type` is missing or not one of ``SEIType``.
        public var type: SEIType? { string(Key.type).flatMap(SEIType.init(rawValue:)) }

        /// The device state it carries, as the demos' heartbeat (missing flags read as off, as
        /// the kit reads them); nil for the other types.
        public var deviceState: SEIDeviceState.V1? {
            guard type == .mixerDeviceState, let userID, let payload = self[Key.sei]?.objectValue else { return nil }
            return SEIDeviceState.V1(
                type: SEIDeviceState.deviceStateType,
                senderID: userID,
                mic: payload[Key.mic]?.boolValue ?? false,
                cam: payload[Key.cam]?.boolValue ?? false
            )
        }
    }

    /// The stream extra info every UIKit writes beside a published stream.
    public struct ExtraInfo: SpecBacked {
        public static var form: FormSpec { SEIDeviceState.UIKit.extraInfoForm }
        public let fields: JSONObject

        public init(checked fields: JSONObject) { self.fields = fields }

        /// Makes extra info holding only `isCameraOn` and `isMicrophoneOn`, in that order.
        public init(cameraOn: Bool, microphoneOn: Bool) {
            fields = [Key.isCameraOn: .bool(cameraOn), Key.isMicrophoneOn: .bool(microphoneOn)]
        }

        /// Whether the camera is on (`isCameraOn`); nil when the flag is absent or not a boolean.
        public var isCameraOn: Bool? { self[Key.isCameraOn]?.boolValue }
        /// Whether the microphone is on (`isMicrophoneOn`); nil when the flag is absent or not a boolean.
        public var isMicrophoneOn: Bool? { self[Key.isMicrophoneOn]?.boolValue }
    }
}
