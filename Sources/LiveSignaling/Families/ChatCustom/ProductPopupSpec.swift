extension ChatCustom.SeedMessage {
    /// `msg` of `item_popup_msg`: the product an e-commerce host pops up for the audience, in
    /// the same `{"cmd":…,"msg":{…}}` envelope as the like and the gift (Tencent's Android
    /// e-commerce showroom guide, https://trtc.io/document/73432). The guide sends it as a group
    /// custom message, through the REST API, or as TRTC SEI; in SEI it is the app's own data
    /// (`sei.application-data`), not a device state.
    ///
    /// Declared as a spec, so its schema and the C validator's table come from this one
    /// declaration. The guide writes `itemPrice` as `199.0`; Android's `org.json` writes the same
    /// price as `199`, so any number is a price.
    public static let productPopupSpec = ObjectSpec(
        "item_popup_msg",
        members: [
            .required("itemNumber", .integer(IntegerRule(range: 0...Int64.max)), "The product's number in the list."),
            .required("itemPrice", .number, "Its price."),
            .required("itemTitle", .text, "Its title."),
            .required("itemUrl", .text, "Its picture or page."),
        ]
    )
}
