/// `pk.room-attributes` declared: the ZIM room attributes a host sets while a PK runs, in the
/// 1-v-1 protocol's keys (version 1), the demos' (version 2) and the prebuilt UIKit's (a
/// version 2 the demos cannot read). Every reader of the family (the walker, the streamed
/// check, the schemas, the C tables, the protocol page) takes its rules from these three
/// forms; the typed values beside this file keep only their fields.
extension PKRoomAttributes {
    /// ZIM's room properties, whose limits every form of the family is held to.
    private static let zimSource = "https://zegocloud.com/docs/zim-flutter/guides/room/room-properties"
    private static let guideSource = "https://www.zegocloud.com/docs/live-streaming/implement-pk-battles"

    /// `{"host":"u1","pk_room":"r2","pk_user_id":"u2","pk_user_name":"Bob","pk_seq":"3"}`.
    static let version1Form: FormSpec = {
        typealias Key = V1.CodingKeys
        return FormSpec(
            family: .pkRoomAttributes,
            version: 1,
            name: "pk room-attributes one-v-one",
            markers: FamilyForm.pkAttributesV1.markers,
            root: ObjectSpec(
                "1-v-1 PK room attributes",
                members: [
                    .required(Key.host.rawValue, .id, "The room's host."),
                    .required(Key.pkRoom.rawValue, .id, "The other host's room."),
                    .required(Key.pkUserID.rawValue, .id, "The other host."),
                    .required(Key.pkUserName.rawValue, .text, "The other host's display name."),
                    .optional(
                        Key.pkSeq.rawValue,
                        .text,
                        "The PK's sequence number, as a string like every attribute value."
                    ),
                ]
            ),
            dialects: [
                Dialect.oneVsOne.spec(signal: .rootKey(Key.pkSeq.rawValue), writer: "the native live-streaming kits"),
                Dialect.flutterOneVsOne.spec(
                    signal: .otherwise,
                    writer: "Flutter's live-streaming kit from 2.2.1 until 3.0.0"
                ),
            ],
            summary: "The ZIM room attributes of the older 1-v-1 PK protocol",
            sources: [
                zimSource,
                "ZEGOCLOUD/zego_uikit_prebuilt_live_streaming_flutter@c9147f2c9f566f202bb821735bbc1342173296e3:lib/src/pk/src/pk_impl.dart",
            ],
            isRoomAttributeMap: true,
            disagreements: [
                "The native kits write `pk_seq`; Flutter's kit from 2.2.1 until 3.0.0 never did: the dialect is told by the key."
            ]
        )
    }()

    /// A rect side: a canvas coordinate, which the Android demo reads as an integer.
    private static let side = ValueSpec.number(
        NumberRule(
            minimum: 0,
            fraction: .init(
                .interopFractionalNumber,
                "the Android demo reads rect sides with getInt, which drops the fraction"
            )
        )
    )

    /// `{"top":0,"left":0,"right":486,"bottom":864}`: absolute coordinates, not insets.
    private static let rect: ObjectSpec = {
        typealias Key = Rect.CodingKeys
        let absolute = "rect holds absolute coordinates, not insets"
        return ObjectSpec(
            "PK rect",
            members: [
                .required(Key.top.rawValue, side, "The y coordinate of the top edge."),
                .required(Key.left.rawValue, side, "The x coordinate of the left edge."),
                .required(Key.right.rawValue, side, "The x coordinate of the right edge: left + width."),
                .required(Key.bottom.rawValue, side, "The y coordinate of the bottom edge: top + height."),
            ],
            ordered: [
                OrderedPair(Key.left.rawValue, notAbove: Key.right.rawValue, because: absolute),
                OrderedPair(Key.top.rawValue, notAbove: Key.bottom.rawValue, because: absolute),
            ]
        )
    }()

    /// One accepted host in the demos' `pk_users`.
    private static let user: ObjectSpec = {
        typealias Key = PKUser.CodingKeys
        return ObjectSpec(
            "PK user",
            members: [
                .required(Key.userID.rawValue, .id, "The host's user ID."),
                .required(Key.roomID.rawValue, .id, "The host's room."),
                .required(Key.userName.rawValue, .text, "The host's display name."),
                .required(Key.rect.rawValue, .object(rect), "Where the host's video sits on the mixer canvas."),
            ]
        )
    }()

    /// `{"host_user_id":"u1","request_id":"q1","pk_users":"[{…}]"}`, `pk_users` laid out as its
    /// client writes it.
    static let version2Form: FormSpec = {
        typealias Key = V2.CodingKeys
        return FormSpec(
            family: .pkRoomAttributes,
            version: 2,
            name: "pk room-attributes demo",
            markers: FamilyForm.pkAttributesV2.markers,
            root: ObjectSpec(
                "PK room attributes",
                members: [
                    .required(Key.hostUserID.rawValue, .id, "The room's host, first in the layout."),
                    .required(Key.requestID.rawValue, .id, "The PK's request ID."),
                    .required(
                        Key.pkUsers.rawValue,
                        .embedded(.array(ArraySpec(of: .object(user), count: 0...Limits.maxPKUsers))),
                        "The hosts who accepted, as a JSON array inside the string: a mixer layout holds at most \(Limits.maxPKUsers)."
                    ),
                ]
            ),
            // The map is laid out by whatever recorded it; `pk_users` by the client.
            dialects: [
                Dialect.ios.spec(signal: .firstEmbedded(.prettyPrinted), writer: "the iOS demo"),
                Dialect.flutter.spec(signal: .firstEmbedded(.zeroFraction), writer: "the Flutter demo"),
                Dialect.android.spec(signal: .otherwise, writer: "the Android demo"),
            ],
            summary: "The ZIM room attributes a host sets while a PK runs, so the audience plays the mixed stream",
            sources: [
                guideSource, zimSource,
                "ZEGOCLOUD/zegocloud_sdk_demo_ios@2aac27ae8fc92f958f66a0af5a650b5efbf676b4:best_practice/ZegoCloudSDKDemo/Internal/Business/PK/PKService.swift",
            ],
            isRoomAttributeMap: true,
            disagreements: [
                "Android writes rect sides as integers, iOS as CGFloat (NSJSONSerialization writes `486.0` as `486`), Flutter as doubles (`486.0`). Android reads them with `getInt`, which drops a fraction (a note); iOS with `as! CGFloat`, which takes either; the Flutter demo with `as double`, which fails on an integer in the Dart VM, so it cannot read an Android or iOS host's layout. That is left to the receiver: an integer is what two of the three writers send (zegocloud_sdk_demo_flutter@46526cb7f117c34739c556818d249598c822c67b:best_practices/lib/internal/business/pk/pk_user.dart).",
                "`rect` holds absolute canvas coordinates (right = left + width), not insets.",
            ]
        )
    }()

    /// One host in the UIKit's `pk_users`.
    private static let uikitEntry: ObjectSpec = {
        typealias Key = UIKit.Entry.CodingKeys
        return ObjectSpec(
            "UIKit PK user",
            members: [
                .required(
                    Key.userInfo.rawValue,
                    .object(ObjectSpec("UIKit user", members: [])),
                    "The UIKit's user object."
                ),
                .required(Key.liveID.rawValue, .text, "The host's live room."),
            ]
        )
    }()

    /// `{"host":"u1","r_id":"live1","pk_users":"[{\"user_info\":{…},\"live_id\":\"live2\"}]"}`.
    static let uikitForm: FormSpec = {
        typealias Key = UIKit.CodingKeys
        return FormSpec(
            family: .pkRoomAttributes,
            version: 2,
            name: "pk room-attributes uikit",
            markers: FamilyForm.pkAttributesUIKit.markers,
            root: ObjectSpec(
                "UIKit PK room attributes",
                members: [
                    .required(Key.host.rawValue, .id, "The room's host."),
                    .required(Key.roomID.rawValue, .id, "The room.")
                        .noting(
                            .init(
                                .interopUIKitAttributes,
                                "these are the prebuilt UIKit's PK attributes (host, r_id); the demo apps look for host_user_id and do not show this PK"
                            )
                        ),
                    .required(
                        Key.pkUsers.rawValue,
                        .embedded(.array(ArraySpec(of: .object(uikitEntry)))),
                        "The hosts in the PK, as a JSON array inside the string."
                    ),
                ]
            ),
            dialects: [Dialect.uikit.spec(signal: .otherwise, writer: "ZEGO's prebuilt live-streaming UIKit")],
            summary: "The prebuilt UIKit's PK room attributes, which the demo apps do not read",
            sources: [
                zimSource,
                "ZEGOCLOUD/zego_uikit_prebuilt_live_streaming_flutter@c8afde739d26de635f6c4c1e5dcd1c2040ff1d3b:lib/src/pk/core/service/pk_users.dart",
            ],
            isRoomAttributeMap: true
        )
    }()
}

extension PKRoomAttributes.Dialect: DeclaredDialect {}
