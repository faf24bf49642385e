import LiveSignaling
import Testing

@Suite struct LayoutTests {
    typealias Rect = PKRoomAttributes.Rect

    @Test(arguments: [PKMixerLayout.Canvas.iOSDemo, .document, PKMixerLayout.Canvas(width: 1001, height: 777)])
    func everyLayoutTilesTheCanvasWithTheLocalHostOnTheLeft(_ canvas: PKMixerLayout.Canvas) throws {
        for hosts in 1...9 {
            let rects = try #require(PKMixerLayout.rects(hosts: hosts, canvas: canvas))
            #expect(rects.count == hosts)
            #expect(rects[0].left == 0 && rects[0].top == 0, "the local host is top left")
            var area = 0.0
            for (index, rect) in rects.enumerated() {
                #expect(rect.left >= 0 && rect.top >= 0 && rect.width > 0 && rect.height > 0)
                #expect(rect.right <= Double(canvas.width) && rect.bottom <= Double(canvas.height))
                for other in rects[(index + 1)...] {
                    let overlaps =
                        rect.left < other.right && other.left < rect.right && rect.top < other.bottom
                        && other.top < rect.bottom
                    #expect(!overlaps, "\(hosts) hosts: cells \(rect) and \(other) overlap")
                }
                area += rect.width * rect.height
            }
            // Integer division may leave slivers, never more than a few pixels per edge; rows
            // of three leave whole cells empty for 7 and 8 hosts.
            let canvasArea = Double(canvas.width * canvas.height)
            let filled = hosts == 7 || hosts == 8 ? canvasArea * Double(hosts) / 9 : canvasArea
            #expect(area <= canvasArea && area >= filled - Double(3 * (canvas.width + canvas.height)), "\(hosts) hosts")
        }
    }

    @Test func theSeedLayoutsOnTheIOSCanvas() throws {
        let canvas = PKMixerLayout.Canvas.iOSDemo
        #expect(
            PKMixerLayout.rects(hosts: 2, canvas: canvas) == [
                Rect(top: 0, left: 0, right: 486, bottom: 864), Rect(top: 0, left: 486, right: 972, bottom: 864),
            ]
        )
        #expect(
            PKMixerLayout.rects(hosts: 3, canvas: canvas)
                == [
                    Rect(top: 0, left: 0, right: 486, bottom: 864), Rect(top: 0, left: 486, right: 972, bottom: 432),
                    Rect(top: 432, left: 486, right: 972, bottom: 864),
                ]
        )
        // 5: two across the top, three across the bottom at y = 432 (the seed's constant).
        let five = try #require(PKMixerLayout.rects(hosts: 5, canvas: canvas))
        #expect(five.map(\.top) == [0, 0, 432, 432, 432])
        #expect(five.map(\.width) == [486, 486, 324, 324, 324])
        // 7: three rows of three cells 288 high; the third row really is the third.
        let seven = try #require(PKMixerLayout.rects(hosts: 7, canvas: canvas))
        #expect(seven.map(\.top) == [0, 0, 0, 288, 288, 288, 576])
        #expect(PKMixerLayout.rects(hosts: 0, canvas: canvas) == nil)
        #expect(PKMixerLayout.rects(hosts: 10, canvas: canvas) == nil)
        #expect(PKMixerLayout.rects(hosts: 2, canvas: .init(width: 0, height: 864)) == nil)
    }

    @Test func checkFindsTheCanvasOrSaysWhereItDeparts() throws {
        let hosts = [("A", "r1", "Alice"), ("B", "r2", "Bob"), ("C", "r3", "Cleo")].map {
            (userID: $0.0, roomID: $0.1, userName: $0.2)
        }
        let users = try #require(PKMixerLayout.pkUsers(hosts, canvas: .document))
        let check = PKLayoutCheck(users, localHost: "A")
        #expect(check.matches)
        #expect(check.canvas == .document)
        // Any canvas the rectangles span is tried too.
        let odd = try #require(PKMixerLayout.pkUsers(hosts, canvas: .init(width: 640, height: 360)))
        #expect(PKLayoutCheck(odd).canvas == .init(width: 640, height: 360))
        var moved = users
        moved[2].rect.top += 1
        let broken = PKLayoutCheck(moved)
        #expect(!broken.matches)
        #expect(
            broken.problems.first?.hasPrefix("pk_users[2] (C) is {top 361, left 405, right 810, bottom 720}") == true
        )
        #expect(PKLayoutCheck(users, localHost: "B").problems == ["the local host B is not first (on the left); A is"])
        #expect(PKLayoutCheck([]).problems == ["0 hosts; a PK mixer layout holds 1 to 9"])
        // Hostile rectangles do not trap.
        var hostile = users
        hostile[0].rect = Rect(top: -.infinity, left: .nan, right: 1e300, bottom: .greatestFiniteMagnitude)
        #expect(!PKLayoutCheck(hostile).matches)
    }

    @Test func streamIDsRoundTripAndNameTheirConvention() throws {
        let ids: [(StreamID, String, StreamID.Convention)] = [
            (.host(room: "room1", user: "u1"), "room1_u1_main_host", .host),
            (.cohost(room: "room1", user: "u_2"), "room1_u_2_main_cohost", .cohost),
            (.mix(room: "room1"), "room1_mix", .mixDemo),
            (.mixDocument(room: "room1"), "room1__mix", .mixDocument),
        ]
        for (id, text, convention) in ids {
            #expect(id.rawValue == text)
            #expect(StreamID(text) == id)
            #expect(id.convention == convention)
        }
        // A room with '_' needs the room to split a main stream right.
        #expect(StreamID("live_1_u1_main_host") == .host(room: "live", user: "1_u1"))
        #expect(StreamID("live_1_u1_main_host", room: "live_1") == .host(room: "live_1", user: "u1"))
        #expect(StreamID("live_1__mix", room: "live_1") == .mixDocument(room: "live_1"))
        #expect(StreamID("other_mix", room: "live_1") == nil)
        for bad in ["", "_mix", "__mix", "room_main_host", "_u_main_host", "room1_u1", "room1_u1_main_guest"] {
            #expect(StreamID(bad) == nil, "\(bad)")
        }
    }
}
