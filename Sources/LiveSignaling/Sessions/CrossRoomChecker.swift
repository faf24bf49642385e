/// Follows TRTC cross-room connections (Tencent's live showroom guide, https://trtc.io/document/73425): `connectOtherRoom` →
/// connected | error code, then `disconnectOtherRoom`. Numeric (`roomId`) and string
/// (`strRoomId`) rooms never interconnect, so one session uses one kind.
public struct CrossRoomChecker: Sendable {
    /// One step of a TRTC cross-room connection, as the local room sees it.
    public enum Event: Sendable {
        /// `connectOtherRoom` to the remote `userId` in `roomId` or `strRoomId`; all of a session's
        /// connections must name the same kind of room.
        case connect(TRTCConnectOtherRoom.V1)
        /// `onConnectOtherRoom` with no error, for the remote user.
        case connected(user: String)
        /// `onConnectOtherRoom` with an error code.
        case failed(user: String, code: Int)
        /// `disconnectOtherRoom`: ends every connection made.
        case disconnect
    }

    /// The room findings name; nil names none.
    public let room: String?
    private var pending: [String] = []
    private var connected: [String] = []
    private var kind: (numeric: Bool, reference: Int?)?
    /// Findings so far, in the order found.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates a checker for one room's cross-room connections.
    public init(room: String? = nil) {
        self.room = room
    }

    /// Checks one event at `time` (milliseconds); `reference`, such as a capture's line number, is returned
    /// in the findings about it.
    public mutating func observe(_ event: Event, at time: Int, reference: Int? = nil) {
        func report(_ code: DiagnosticCode, _ message: String) {
            diagnostics.append(
                Diagnostic.session(code, time: time, event: reference, room: room, flow: .crossRoom, message: message)
            )
        }
        switch event {
        case .connect(let parameters):
            pending.append(parameters.userID)
            guard let numeric = parameters.room.map({ if case .numeric = $0 { true } else { false } }) else { return }
            if let kind, kind.numeric != numeric {
                report(
                    .sessionRoomKind,
                    "this connection names a \(numeric ? "numeric roomId" : "string strRoomId") room; an earlier one named a \(kind.numeric ? "numeric" : "string") room, and the two kinds never interconnect"
                )
            } else if kind == nil {
                kind = (numeric, reference)
            }
        case .connected(let user):
            guard let index = pending.firstIndex(of: user) else {
                report(.sessionUnmatched, "connected to \(user) without a connectOtherRoom to them")
                return
            }
            pending.remove(at: index)
            connected.append(user)
        case .failed(let user, let code):
            if let index = pending.firstIndex(of: user) {
                pending.remove(at: index)
            } else {
                report(.sessionUnmatched, "a connection error for \(user) without a connectOtherRoom to them")
            }
            report(.sessionTRTCError, "connecting to \(user) failed with \(TRTCErrorCode.describe(code))")
        case .disconnect:
            if connected.isEmpty {
                report(.sessionUnmatched, "disconnectOtherRoom with no cross-room connection")
            }
            connected.removeAll()
        }
    }
}

/// TRTC error codes a cross-room connection or room entry reports (the codes TRTC's error code reference lists).
public enum TRTCErrorCode {
    /// The constant name and meaning of each listed code, by code.
    public static let names: [Int: (name: String, meaning: String)] = [
        -3308: ("ERR_TRTC_CONNECT_SERVER_TIMEOUT", "the request timed out"),
        -3317: ("ERR_TRTC_INVALID_SDK_APPID", "sdkAppId is incorrect"),
        -3318: ("ERR_TRTC_INVALID_ROOM_ID", "the room ID is incorrect (roomId and strRoomId are not interchangeable)"),
        -3319: ("ERR_TRTC_INVALID_USER_ID", "userId is incorrect"),
        -3320: ("ERR_TRTC_INVALID_USER_SIG", "userSig is incorrect"),
        -3340: ("ERR_TRTC_ENTER_ROOM_REFUSED", "the request was refused"),
        -100018: ("ERR_TRTC_USER_SIG_CHECK_FAILED", "userSig verification failed"),
        -1301: ("ERR_CAMERA_START_FAIL", "the camera failed to open"),
        -1302: ("ERR_MIC_START_FAIL", "the microphone failed to open"),
        -1314: ("ERR_CAMERA_NOT_AUTHORIZED", "the camera is not authorized"),
        -1316: ("ERR_CAMERA_OCCUPY", "the camera is occupied"),
        -1317: ("ERR_MIC_NOT_AUTHORIZED", "the microphone is not authorized"),
        -1319: ("ERR_MIC_OCCUPY", "the microphone is occupied"),
    ]

    /// A code as findings write it, such as `-3318 ERR_TRTC_INVALID_ROOM_ID: …`; `error <code>` when unlisted.
    public static func describe(_ code: Int) -> String {
        guard let entry = names[code] else { return "error \(code)" }
        return "\(code) \(entry.name): \(entry.meaning)"
    }
}
