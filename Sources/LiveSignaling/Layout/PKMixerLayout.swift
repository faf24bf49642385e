/// The mixer layouts of a PK battle (the host-side stream mixing of ZEGOCLOUD's PK battle guide, https://www.zegocloud.com/docs/live-streaming/implement-pk-battles): where each host's video sits on the mixed
/// canvas, with the local host first — on the left, which is where each room's audience
/// expects its own host. The `rect`s of `pk_users` are these rectangles.
///
/// | hosts | layout |
/// |---|---|
/// | 1 | the whole canvas |
/// | 2 | side by side, each half the width |
/// | 3 | the local host tall on the left half; two stacked on the right |
/// | 4 | a 2×2 grid |
/// | 5 | two across the top half, three across the bottom half |
/// | 6–9 | rows of three, as many rows as needed, sharing the height |
///
/// Two slips in the guide's sample code are not reproduced: its 4-host grid uses the canvas
/// width for the cell height, and its 7–9-host grid puts the third row on the second.
/// Cells use integer division, as the samples do, so on odd sizes a sliver stays unused.
public enum PKMixerLayout {
    /// The mixed video's size in pixels.
    public struct Canvas: Hashable, Sendable, CustomStringConvertible {
        /// The width in pixels.
        public var width: Int
        /// The height in pixels.
        public var height: Int

        /// Creates a canvas of `width` by `height` pixels.
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        /// The iOS demo's canvas.
        public static let iOSDemo = Canvas(width: 972, height: 864)
        /// The Android and Flutter demos' and the documents' canvas.
        public static let document = Canvas(width: 810, height: 720)
        /// The canvases a checker tries when none is given.
        public static let known: [Canvas] = [.iOSDemo, .document]

        /// The size as width×height, such as `972×864`.
        public var description: String { "\(width)×\(height)" }
    }

    /// PK battles hold from one host to as many as `pk_users` may list.
    public static let hostRange = 1...PKRoomAttributes.Limits.maxPKUsers

    /// The rectangles for `hosts` hosts, local host first; nil when `hosts` is outside ``hostRange``
    /// or the canvas is empty.
    public static func rects(hosts: Int, canvas: Canvas) -> [PKRoomAttributes.Rect]? {
        guard hostRange.contains(hosts), canvas.width > 0, canvas.height > 0 else { return nil }
        let width = canvas.width
        let height = canvas.height
        func rect(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> PKRoomAttributes.Rect {
            PKRoomAttributes.Rect(x: Double(x), y: Double(y), width: Double(w), height: Double(h))
        }
        switch hosts {
        case 1:
            return [rect(0, 0, width, height)]
        case 2:
            return (0..<2).map { rect(width / 2 * $0, 0, width / 2, height) }
        case 3:
            return [
                rect(0, 0, width / 2, height),
                rect(width / 2, 0, width / 2, height / 2),
                rect(width / 2, height / 2, width / 2, height / 2),
            ]
        case 4:
            return (0..<4).map { rect(width / 2 * ($0 % 2), height / 2 * ($0 / 2), width / 2, height / 2) }
        case 5:
            let top = (0..<2).map { rect(width / 2 * $0, 0, width / 2, height / 2) }
            let bottom = (0..<3).map { rect(width / 3 * $0, height / 2, width / 3, height / 2) }
            return top + bottom
        default:
            let rows = (hosts + 2) / 3
            let cellHeight = height / rows
            return (0..<hosts).map { rect(width / 3 * ($0 % 3), cellHeight * ($0 / 3), width / 3, cellHeight) }
        }
    }

    /// The `pk_users` entries for hosts in mixer order (the local host first).
    public static func pkUsers(
        _ hosts: [(userID: String, roomID: String, userName: String)],
        canvas: Canvas
    ) -> [PKRoomAttributes.PKUser]? {
        guard let rects = rects(hosts: hosts.count, canvas: canvas) else { return nil }
        return zip(hosts, rects).map {
            PKRoomAttributes.PKUser(userID: $0.0.userID, roomID: $0.0.roomID, userName: $0.0.userName, rect: $0.1)
        }
    }
}
