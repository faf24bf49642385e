/// One element of a Tencent Chat message body (`TIMMsgElement`: `{"MsgType": …, "MsgContent":
/// {…}}`), as a REST `send_group_msg` body and the group message callbacks carry it. Each type's
/// `MsgContent` is declared here once; the schemas and the C validator's tables are generated
/// from it.
///
/// Sources: "Message Formats", https://trtc.io/document/33527 (the same text as
/// https://www.tencentcloud.com/document/product/1047/33527). The element tables there have no
/// column saying what is required; a member is required here when the page says a REST sender
/// must fill it in (the media types), or when the element means nothing without it (a text's
/// `Text`, a location's coordinates, an emoji's `Index`).
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

    /// Every documented `MsgType`, in the page's order. Pages before 2022 said a REST sender
    /// could not send sound, image, file or video; the current pages say every type can be.
    public static let types = [
        textType, "TIMLocationElem", "TIMFaceElem", customType, "TIMSoundElem", "TIMImageElem", "TIMFileElem",
        "TIMVideoFileElem",
    ]

    /// What the schema and the reference say the element is.
    public static let meaning = "one element of a Tencent Chat message body (TIMMsgElement)"

    /// The element's shape: `MsgType`, one of ``types``, and the `MsgContent` that type declares.
    public static let spec = ObjectSpec(
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
                    .init(strings: ["TIMSoundElem"], .object(sound)),
                    .init(strings: ["TIMImageElem"], .object(image)),
                    .init(strings: ["TIMFileElem"], .object(file)),
                    .init(strings: ["TIMVideoFileElem"], .object(video)),
                ]
            )
        ]
    )

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

    static let sound = ObjectSpec(
        "TIMSoundElem",
        members: [
            .required("Url", .id, "Where the audio is downloaded."),
            .required("UUID", .id, "A unique ID of the audio, usually its MD5."),
            .optional("Size", size, "Bytes."),
            .optional("Second", size, "Length in seconds."),
            .required("Download_Flag", downloadFlag, "How the audio is downloaded."),
        ]
    )

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

    static let file = ObjectSpec(
        "TIMFileElem",
        members: [
            .required("Url", .id, "Where the file is downloaded."),
            .required("UUID", .id, "A unique ID of the file, usually its MD5."),
            .optional("FileSize", size, "Bytes."),
            .optional("FileName", .text, "The file's name."),
            .required("Download_Flag", downloadFlag, "How the file is downloaded."),
        ]
    )

    static let video = ObjectSpec(
        "TIMVideoFileElem",
        members: [
            .required("VideoUrl", .id, "Where the video is downloaded."),
            .required("VideoUUID", .id, "A unique ID of the video, usually its MD5."),
            .optional("VideoSize", size, "Bytes."),
            .optional("VideoSecond", size, "Length in seconds."),
            .optional("VideoFormat", .text, "The container, such as \"mp4\"."),
            .required("VideoDownloadFlag", downloadFlag, "How the video is downloaded."),
            .required("ThumbUrl", .id, "Where the thumbnail is downloaded."),
            .required("ThumbUUID", .id, "A unique ID of the thumbnail."),
            .optional("ThumbSize", size, "Bytes."),
            .required("ThumbWidth", size, "Pixels."),
            .required("ThumbHeight", size, "Pixels."),
            .optional("ThumbFormat", .text, "The thumbnail's format, such as \"JPG\"."),
            .required("ThumbDownloadFlag", downloadFlag, "How the thumbnail is downloaded."),
        ]
    )
}
