// The one list of diagnostic codes. README's table, the C header's list and the vectors are
// checked against it by tests, so adding a code here without the others fails the build.

extension DiagnosticCode {
    // MARK: JSON text
    public static let jsonSyntax = Self(rawValue: "json.syntax")
    public static let jsonUTF8 = Self(rawValue: "json.utf8")
    public static let jsonTrailingData = Self(rawValue: "json.trailing-data")
    public static let jsonDepth = Self(rawValue: "json.depth")
    public static let jsonSize = Self(rawValue: "json.size")
    public static let jsonStringLength = Self(rawValue: "json.string-length")
    public static let jsonContainerSize = Self(rawValue: "json.container-size")
    public static let jsonDuplicateKey = Self(rawValue: "json.duplicate-key")

    // MARK: Wire shape
    public static let wireUnknownFamily = Self(rawValue: "wire.unknown-family")
    public static let wireMissingKey = Self(rawValue: "wire.missing-key")
    public static let wireType = Self(rawValue: "wire.type")
    public static let wireRange = Self(rawValue: "wire.range")
    public static let wireEnum = Self(rawValue: "wire.enum")
    public static let wireEmptyID = Self(rawValue: "wire.empty-id")
    public static let wireEmbeddedJSON = Self(rawValue: "wire.embedded-json")
    public static let wireOneOf = Self(rawValue: "wire.one-of")
    public static let wireCount = Self(rawValue: "wire.count")

    // MARK: Vendor limits
    public static let limitAttributeCount = Self(rawValue: "limit.zim-attribute-count")
    public static let limitAttributeKey = Self(rawValue: "limit.zim-attribute-key")
    public static let limitAttributeValue = Self(rawValue: "limit.zim-attribute-value")
    public static let limitAttributesTotal = Self(rawValue: "limit.zim-attributes-total")
    public static let limitCallExtendedData = Self(rawValue: "limit.call-extended-data")
    public static let limitCallTimeout = Self(rawValue: "limit.call-timeout")
    public static let limitCallInvitees = Self(rawValue: "limit.call-invitees")
    public static let limitCallUsers = Self(rawValue: "limit.call-users")
    public static let limitTIMMessageSize = Self(rawValue: "limit.tim-message-size")

    // MARK: Interoperability hazards
    public static let interopAndroidCodeTable = Self(rawValue: "interop.android-code-table")
    public static let interopAndroidDocForm = Self(rawValue: "interop.android-doc-form")
    public static let interopActionMismatch = Self(rawValue: "interop.action-mismatch")
    public static let interopPKLegacyType = Self(rawValue: "interop.pk-legacy-type")
    public static let interopPriority = Self(rawValue: "interop.priority")
    public static let interopFractionalNumber = Self(rawValue: "interop.fractional-number")
    public static let interopUIKitAttributes = Self(rawValue: "interop.uikit-attributes")

    // MARK: SEI bytes (SEICodec reports these same strings)
    public static let seiNoStartCode = Self(rawValue: "sei.no-start-code")
    public static let seiLengthPrefix = Self(rawValue: "sei.length-prefix")
    public static let seiEmptyNAL = Self(rawValue: "sei.empty-nal")
    public static let seiForbiddenBit = Self(rawValue: "sei.forbidden-bit")
    public static let seiTruncatedHeader = Self(rawValue: "sei.truncated-header")
    public static let seiTemporalID = Self(rawValue: "sei.temporal-id")
    public static let seiSizeOverflow = Self(rawValue: "sei.size-overflow")
    public static let seiTrailingBits = Self(rawValue: "sei.trailing-bits")
    public static let seiUUIDTooShort = Self(rawValue: "sei.uuid-too-short")
    public static let seiPayloadLimit = Self(rawValue: "sei.payload-limit")
    public static let seiTrailingNUL = Self(rawValue: "sei.trailing-nul")

    /// Every code, in the order README lists them.
    public static let catalogue: [DiagnosticCatalogueEntry] = [
        .init(
            code: .jsonSyntax,
            severity: .error,
            summary: "The text is not JSON (RFC 8259): the message says what was expected at the offset."
        ),
        .init(
            code: .jsonUTF8,
            severity: .error,
            summary: "Bytes that are not UTF-8, or a \\u escape naming a lone surrogate."
        ),
        .init(
            code: .jsonTrailingData,
            severity: .error,
            summary: "Something other than whitespace follows the JSON value."
        ),
        .init(
            code: .jsonDepth,
            severity: .error,
            summary: "Arrays and objects nest deeper than the depth limit (default 64)."
        ),
        .init(
            code: .jsonSize,
            severity: .error,
            summary: "The document is larger than the size limit (default 1 MiB)."
        ),
        .init(
            code: .jsonStringLength,
            severity: .error,
            summary: "A string or key decodes to more UTF-8 bytes than the string limit (default 65,536)."
        ),
        .init(
            code: .jsonContainerSize,
            severity: .error,
            summary: "An object or array has more members than the container limit (default 4,096)."
        ),
        .init(
            code: .jsonDuplicateKey,
            severity: .warning,
            summary: "An object repeats a key; receivers disagree on which value wins (Android's org.json throws)."
        ),
        .init(
            code: .wireUnknownFamily,
            severity: .error,
            summary: "The message fits no known family; the message names the closest one."
        ),
        .init(code: .wireMissingKey, severity: .error, summary: "A key the family requires is absent."),
        .init(
            code: .wireType,
            severity: .error,
            summary:
                "A value has the wrong JSON type (a string where a number belongs, a fraction where an integer belongs)."
        ),
        .init(
            code: .wireRange,
            severity: .error,
            summary: "A number is outside the range of its field (uint32, timeout, unsigned codes)."
        ),
        .init(code: .wireEnum, severity: .error, summary: "A code or name is not one the family defines."),
        .init(code: .wireEmptyID, severity: .error, summary: "An ID that the flow needs is the empty string."),
        .init(
            code: .wireEmbeddedJSON,
            severity: .error,
            summary: "A string that must hold a JSON document does not parse; the message carries the inner error."
        ),
        .init(
            code: .wireOneOf,
            severity: .error,
            summary: "Exactly one of a set of keys must be present (TRTC roomId or strRoomId)."
        ),
        .init(
            code: .wireCount,
            severity: .error,
            summary: "An array has more or fewer entries of a kind than the family allows."
        ),
        .init(code: .limitAttributeCount, severity: .error, summary: "More than 20 ZIM room attributes."),
        .init(code: .limitAttributeKey, severity: .error, summary: "A ZIM room attribute key longer than 16 bytes."),
        .init(
            code: .limitAttributeValue,
            severity: .error,
            summary: "A ZIM room attribute value longer than 1024 bytes."
        ),
        .init(
            code: .limitAttributesTotal,
            severity: .error,
            summary: "ZIM room attribute values together longer than 5120 bytes."
        ),
        .init(
            code: .limitCallExtendedData,
            severity: .error,
            summary: "ZIM call-invite extendedData longer than 2048 bytes."
        ),
        .init(
            code: .limitCallTimeout,
            severity: .error,
            summary: "A call-invite timeout outside 1...600 s (client) or (0, 600] s (server)."
        ),
        .init(code: .limitCallInvitees, severity: .error, summary: "More than 9 callees in one server call invite."),
        .init(code: .limitCallUsers, severity: .error, summary: "More than 10 users in one advanced-mode call."),
        .init(
            code: .limitTIMMessageSize,
            severity: .error,
            summary: "A Tencent Chat message body longer than 8000 bytes (server error 80002)."
        ),
        .init(
            code: .interopAndroidCodeTable,
            severity: .warning,
            summary: "extended_data uses the Android demo's 0/1/2 code table, which iOS and Flutter do not understand."
        ),
        .init(
            code: .interopAndroidDocForm,
            severity: .warning,
            summary: "extended_data uses the Android document's {\"action_type\": 10000} form, which no demo reads."
        ),
        .init(
            code: .interopActionMismatch,
            severity: .warning,
            summary: "action_type and room_request_type say different things (e.g. accept with a reject code)."
        ),
        .init(
            code: .interopPKLegacyType,
            severity: .warning,
            summary: "PK type 91001/91002 of the older 1-v-1 protocol; current demos act only on 91000."
        ),
        .init(
            code: .interopPriority,
            severity: .warning,
            summary:
                "MsgPriority differs from the recommended one for the message kind (gift High, bullet Normal, like Low)."
        ),
        .init(
            code: .interopFractionalNumber,
            severity: .warning,
            summary: "A pk_users rect value with a fraction; iOS receivers cast it to an integer and crash."
        ),
        .init(
            code: .interopUIKitAttributes,
            severity: .warning,
            summary: "PK room attributes in the prebuilt UIKit's form, which the demo apps do not read."
        ),
        .init(
            code: .seiNoStartCode,
            severity: .error,
            summary: "Bytes before the first Annex B start code, or no start code at all."
        ),
        .init(
            code: .seiLengthPrefix,
            severity: .error,
            summary: "A length-prefixed NAL unit claims more bytes than remain."
        ),
        .init(code: .seiEmptyNAL, severity: .error, summary: "A NAL unit with no bytes (two start codes in a row)."),
        .init(code: .seiForbiddenBit, severity: .error, summary: "A NAL header with forbidden_zero_bit set."),
        .init(
            code: .seiTruncatedHeader,
            severity: .error,
            summary: "A NAL unit or SEI message header ends before it is complete."
        ),
        .init(
            code: .seiTemporalID,
            severity: .error,
            summary: "An HEVC NAL header with nuh_temporal_id_plus1 equal to 0."
        ),
        .init(
            code: .seiSizeOverflow,
            severity: .error,
            summary: "An SEI payloadSize larger than the bytes that remain in the NAL unit."
        ),
        .init(
            code: .seiTrailingBits,
            severity: .error,
            summary: "The SEI NAL unit does not end with rbsp_trailing_bits (a 1 bit, then zeros)."
        ),
        .init(
            code: .seiUUIDTooShort,
            severity: .error,
            summary: "A user_data_unregistered payload shorter than its 16-byte UUID."
        ),
        .init(
            code: .seiPayloadLimit,
            severity: .error,
            summary: "SEI data larger than the vendor's limit (ZEGO 4096 bytes, TRTC 1000 bytes)."
        ),
        .init(
            code: .seiTrailingNUL,
            severity: .note,
            summary: "The payload ends with one NUL, as C-string writers (x264, FFmpeg) leave it; it was ignored."
        ),
    ]
}
