/// One element of a Tencent Chat message body (`TIMMsgElement`: `{"MsgType": …, "MsgContent":
/// {…}}`), as a REST `send_group_msg` body and the group message callbacks carry it. Each type's
/// `MsgContent` is declared here once; the schemas and the C validator's tables are generated
/// from it.
///
/// Sources: "Message Formats", https://trtc.io/document/33527 (the same text as
/// https://www.tencentcloud.com/document/product/1047/33527). The element tables there have no
/// column saying what is required; a member is required here when the page says a REST sender
/// must fill it in (the media types' URLs and download flags), or when the element means nothing
/// without it (a text's `Text`, a location's coordinates, an emoji's `Index`). A callback
/// forwards what a client sent, and the page shows the sound, file and video elements 2.X and
/// 3.X SDKs sent with neither URLs nor flags: there those are optional.
///
/// A custom element's `Data` belongs to the application: a `chat.custom` message when it holds
/// JSON, else the app's own text (``ValueSpec/appMessage(_:)``). The REST family still reads its
/// custom and text elements with its typed values (and walks this spec for the other types)
/// until it moves onto a spec of its own.
public enum TIMElement {
    /// The `MsgType` of a custom element, whose `Data` belongs to the application (a `chat.custom` message
    /// when it holds JSON).
    public static let customType = "TIMCustomElem"
    /// The `MsgType` of a text element, whose `MsgContent` holds the `Text`.
    public static let textType = "TIMTextElem"

    /// Every documented `MsgType`, in the page's order, then the combined message (a chat
    /// history forwarded as one message). Pages before 2022 said a REST sender could not send
    /// sound, image, file or video; the current pages say every type can be.
    public static let types = [
        textType, "TIMLocationElem", "TIMFaceElem", customType, "TIMSoundElem", "TIMImageElem", "TIMFileElem",
        "TIMVideoFileElem", relayType,
    ]
    /// The `MsgType` of a combined message: forwarded messages, with a title and a digest.
    public static let relayType = "TIMRelayElem"

    /// Who wrote an element, which decides whether a media element must carry its download URL
    /// and flag.
    enum Writer {
        /// A business server posting to the REST API, which the page asks to fill them in.
        case restSender
        /// Any client, as a callback forwards its message: 2.X and 3.X SDKs left them out.
        case anyClient
    }

    /// What the schema and the reference say the element is.
    public static let meaning = "one element of a Tencent Chat message body (TIMMsgElement)"

    /// The element's shape as a REST sender must write it: `MsgType`, one of ``types``, and the
    /// `MsgContent` that type declares.
    public static let spec = element(.restSender)
    /// The element's shape as any client may have sent it, which a callback forwards.
    static let forwardedSpec = element(.anyClient)

    /// The element's shape as `writer` writes it.
    private static func element(_ writer: Writer) -> ObjectSpec {
        ObjectSpec(
            "TIMMsgElement",
            members: [
                .required("MsgType", .string(StringRule(nonEmpty: true, values: types)), "The element's type."),
                .required(
                    "MsgContent",
                    .object(ObjectSpec("MsgContent", members: [])),
                    "The content; each type has its own."
                ),
            ],
            variants: [
                Variant(
                    member: "MsgContent",
                    selectedBy: "MsgType",
                    cases: [
                        .init(strings: [textType], .object(text)),
                        .init(strings: [customType], .object(custom)),
                        .init(strings: ["TIMLocationElem"], .object(location)),
                        .init(strings: ["TIMFaceElem"], .object(face)),
                        .init(strings: ["TIMSoundElem"], .object(sound(writer))),
                        .init(strings: ["TIMImageElem"], .object(image)),
                        .init(strings: ["TIMFileElem"], .object(file(writer))),
                        .init(strings: ["TIMVideoFileElem"], .object(video(writer))),
                        .init(strings: [relayType], .object(relay)),
                    ]
                )
            ]
        )
    }

    /// A media element's download URL or flag: required of a REST sender, optional where
    /// any client wrote the element.
    private static func download(_ writer: Writer, _ key: String, _ spec: ValueSpec, _ meaning: String) -> MemberSpec {
        writer == .restSender ? .required(key, spec, meaning) : .optional(key, spec, meaning)
    }

    /// A byte count, a length in seconds or pixels: never negative.
    private static let size = ValueSpec.integer(IntegerRule(range: 0...Int64.max))
    /// `Download_Flag`, `VideoDownloadFlag`, `ThumbDownloadFlag`: "must be 2", fetch from the URL.
    private static let downloadFlag = ValueSpec.integer(
        IntegerRule(codes: [.init(2, "downloadable from the element's URL (the only value the page allows)")])
    )

    static let text = ObjectSpec(
        "TIMTextElem",
        members: [.required("Text", .text, "The text; the offline push shows it.")]
    )

    static let custom = ObjectSpec(
        "TIMCustomElem",
        members: [
            .required("Data", .appMessage(.chatCustom), "The app's data: a chat.custom message, or its own."),
            .optional("Desc", .text, "The offline push's text."),
            .optional("Ext", .text, "Passed to APNs as Ext."),
            .optional("Sound", .text, "The APNs ringtone."),
        ]
    )

    static let location = ObjectSpec(
        "TIMLocationElem",
        members: [
            .optional("Desc", .text, "What the place is."),
            .required("Latitude", .number, "Degrees."),
            .required("Longitude", .number, "Degrees."),
        ]
    )

    static let face = ObjectSpec(
        "TIMFaceElem",
        members: [
            .required("Index", .integer(IntegerRule()), "The app's own emoji index."),
            .optional("Data", .text, "The app's own data."),
        ]
    )

    static func sound(_ writer: Writer) -> ObjectSpec {
        ObjectSpec(
            "TIMSoundElem",
            members: [
                download(writer, "Url", .id, "Where the audio is downloaded."),
                .required("UUID", .id, "A unique ID of the audio, usually its MD5."),
                .optional("Size", size, "Bytes."),
                .optional("Second", size, "Length in seconds."),
                download(writer, "Download_Flag", downloadFlag, "How the audio is downloaded."),
            ]
        )
    }

    static let image = ObjectSpec(
        "TIMImageElem",
        members: [
            .required("UUID", .id, "A unique ID of the image, usually its MD5."),
            .optional(
                "ImageFormat",
                .integer(
                    IntegerRule(codes: [
                        .init(1, "JPG"), .init(2, "GIF"), .init(3, "PNG"), .init(4, "BMP"), .init(255, "other"),
                    ])
                ),
                "The image's format."
            ),
            .required(
                "ImageInfoArray",
                .array(ArraySpec(of: .object(imageInfo), count: 1...Int.max)),
                "Its sizes: the original, large and thumbnail."
            ),
        ]
    )

    static let imageInfo = ObjectSpec(
        "ImageInfo",
        members: [
            .optional(
                "Type",
                .integer(IntegerRule(codes: [.init(1, "original"), .init(2, "large"), .init(3, "thumbnail")])),
                "Which size this is."
            ),
            .optional("Size", size, "Bytes."),
            .required("Width", size, "Pixels."),
            .required("Height", size, "Pixels."),
            .required("URL", .id, "Where this size is downloaded (the key is all capitals)."),
        ]
    )

    static func file(_ writer: Writer) -> ObjectSpec {
        ObjectSpec(
            "TIMFileElem",
            members: [
                download(writer, "Url", .id, "Where the file is downloaded."),
                .required("UUID", .id, "A unique ID of the file, usually its MD5."),
                .optional("FileSize", size, "Bytes."),
                .optional("FileName", .text, "The file's name."),
                download(writer, "Download_Flag", downloadFlag, "How the file is downloaded."),
            ]
        )
    }

    static func video(_ writer: Writer) -> ObjectSpec {
        ObjectSpec(
            "TIMVideoFileElem",
            members: [
                download(writer, "VideoUrl", .id, "Where the video is downloaded."),
                .required("VideoUUID", .id, "A unique ID of the video, usually its MD5."),
                .optional("VideoSize", size, "Bytes."),
                .optional("VideoSecond", size, "Length in seconds."),
                .optional("VideoFormat", .text, "The container, such as \"mp4\"."),
                download(writer, "VideoDownloadFlag", downloadFlag, "How the video is downloaded."),
                download(writer, "ThumbUrl", .id, "Where the thumbnail is downloaded."),
                .required("ThumbUUID", .id, "A unique ID of the thumbnail."),
                .optional("ThumbSize", size, "Bytes."),
                .required("ThumbWidth", size, "Pixels."),
                .required("ThumbHeight", size, "Pixels."),
                .optional("ThumbFormat", .text, "The thumbnail's format, such as \"JPG\"."),
                download(writer, "ThumbDownloadFlag", downloadFlag, "How the thumbnail is downloaded."),
            ]
        )
    }

    /// A combined message: forwarded messages shown folded, under a title and a digest. Each
    /// forwarded message is kept as sent (it may itself be combined); a client too old to
    /// show one shows `CompatibleText`. The page marks no member required.
    static let relay = ObjectSpec(
        relayType,
        members: [
            .optional("Title", .text, "The title shown on the folded messages."),
            .optional("MsgNum", size, "How many messages are forwarded."),
            .optional("CompatibleText", .text, "What a client that cannot show combined messages shows."),
            .optional("AbstractList", .array(ArraySpec(of: .text)), "The digest: a line for each message shown."),
            .optional(
                "MsgList",
                .array(ArraySpec(of: .object(ObjectSpec("forwarded message", members: [])))),
                "The forwarded messages, each with its own sender, time and MsgBody."
            ),
        ]
    )
}
