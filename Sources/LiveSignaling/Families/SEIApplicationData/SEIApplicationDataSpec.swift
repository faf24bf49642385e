/// `sei.application-data`: JSON an app sends through SEI for itself, such as the live showroom
/// guide's `item_popup_msg` (https://trtc.io/document/73424) or a game's score. It is not a
/// device state, and a receiver that reads device states must not take it for a broken one.
///
/// On the `sei` channel, an object with no marker key of any device-state form is this family:
/// valid, with a `sei.application-data` note. Read raw, with no channel to say it came through
/// SEI, such an object stays of no family. The app's data is its own, except where a guide
/// defines it: a showroom command's `msg` is checked as the guide's command defines it (the
/// product pop-up's, the one ``ChatCustom/SeedMessage/productPopupSpec`` declares for chat
/// too), so a receiver that shows the pop-up gets the members it reads.
public struct SEIApplicationData: SpecBacked {
    public static let form = FormSpec(
        family: .seiApplicationData,
        version: 1,
        name: "sei-application-data",
        markers: [],
        root: ObjectSpec(
            "sei-application-data",
            members: [
                .optional("cmd", .any, "A showroom command's name, when the data is one."),
                .optional("msg", .any, "A showroom command's body."),
            ],
            variants: [
                Variant(
                    member: "msg",
                    selectedBy: "cmd",
                    cases: [
                        .init(
                            strings: [ChatCustom.SeedMessage.productPopupCommand],
                            .object(ChatCustom.SeedMessage.productPopupSpec),
                            required: true
                        )
                    ]
                )
            ]
        ),
        dialects: [DialectSpec("json", style: .compact, signal: .otherwise, writer: "whatever the app uses")],
        summary: "The app's own JSON in SEI, not a device state",
        sources: ["https://trtc.io/document/73424 (the showroom's item_popup_msg, sent with sendSEIMsg)"],
        claimsUnmarkedObjects: true,
        note: .init(.seiApplicationData, "the SEI carries the app's own JSON, not a device state")
    )

    public let fields: JSONObject

    public init(checked fields: JSONObject) { self.fields = fields }
}
