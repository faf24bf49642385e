// The one list of diagnostic codes: every layer, with each code's severity, meaning and a
// vector that produces it. The C validator's table (Sources/CSignalCheck/sc_catalogue_table.h)
// and docs/diagnostics.md are generated from it by `swift run livesig-generate`.

extension DiagnosticCode {
    // MARK: JSON text
    /// `json.syntax`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let jsonSyntax = Self(rawValue: "json.syntax")
    /// `json.utf8`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let jsonUTF8 = Self(rawValue: "json.utf8")
    /// `json.trailing-data`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let jsonTrailingData = Self(rawValue: "json.trailing-data")
    /// `json.depth`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let jsonDepth = Self(rawValue: "json.depth")
    /// `json.size`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let jsonSize = Self(rawValue: "json.size")
    /// `json.string-length`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let jsonStringLength = Self(rawValue: "json.string-length")
    /// `json.container-size`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let jsonContainerSize = Self(rawValue: "json.container-size")
    /// `json.duplicate-key`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let jsonDuplicateKey = Self(rawValue: "json.duplicate-key")

    // MARK: Wire shape
    /// `wire.unknown-family`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let wireUnknownFamily = Self(rawValue: "wire.unknown-family")
    /// `wire.missing-key`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let wireMissingKey = Self(rawValue: "wire.missing-key")
    /// `wire.type`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let wireType = Self(rawValue: "wire.type")
    /// `wire.range`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let wireRange = Self(rawValue: "wire.range")
    /// `wire.enum`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let wireEnum = Self(rawValue: "wire.enum")
    /// `wire.empty-id`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let wireEmptyID = Self(rawValue: "wire.empty-id")
    /// `wire.embedded-json`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let wireEmbeddedJSON = Self(rawValue: "wire.embedded-json")
    /// `wire.application-data`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let wireApplicationData = Self(rawValue: "wire.application-data")
    /// `wire.one-of`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let wireOneOf = Self(rawValue: "wire.one-of")
    /// `wire.count`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let wireCount = Self(rawValue: "wire.count")

    // MARK: Vendor limits
    /// `limit.zim-attribute-count`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let limitAttributeCount = Self(rawValue: "limit.zim-attribute-count")
    /// `limit.zim-attribute-key`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let limitAttributeKey = Self(rawValue: "limit.zim-attribute-key")
    /// `limit.zim-attribute-value`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let limitAttributeValue = Self(rawValue: "limit.zim-attribute-value")
    /// `limit.zim-attributes-total`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let limitAttributesTotal = Self(rawValue: "limit.zim-attributes-total")
    /// `limit.call-extended-data`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let limitCallExtendedData = Self(rawValue: "limit.call-extended-data")
    /// `limit.call-timeout`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let limitCallTimeout = Self(rawValue: "limit.call-timeout")
    /// `limit.call-invitees`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let limitCallInvitees = Self(rawValue: "limit.call-invitees")
    /// `limit.call-users`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let limitCallUsers = Self(rawValue: "limit.call-users")
    /// `limit.tim-message-size`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let limitTIMMessageSize = Self(rawValue: "limit.tim-message-size")

    // MARK: Interoperability hazards
    /// `interop.android-code-table`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let interopAndroidCodeTable = Self(rawValue: "interop.android-code-table")
    /// `interop.android-doc-form`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let interopAndroidDocForm = Self(rawValue: "interop.android-doc-form")
    /// `interop.action-mismatch`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let interopActionMismatch = Self(rawValue: "interop.action-mismatch")
    /// `interop.priority`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let interopPriority = Self(rawValue: "interop.priority")
    /// `interop.fractional-number`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let interopFractionalNumber = Self(rawValue: "interop.fractional-number")
    /// `interop.uikit-attributes`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let interopUIKitAttributes = Self(rawValue: "interop.uikit-attributes")
    /// `interop.unknown-command`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let interopUnknownCommand = Self(rawValue: "interop.unknown-command")
    /// `interop.legacy-form`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let interopLegacyForm = Self(rawValue: "interop.legacy-form")
    /// `interop.null-value`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let interopNullValue = Self(rawValue: "interop.null-value")

    // MARK: SEI bytes
    /// `sei.no-start-code`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let seiNoStartCode = Self(rawValue: "sei.no-start-code")
    /// `sei.length-prefix`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let seiLengthPrefix = Self(rawValue: "sei.length-prefix")
    /// `sei.empty-nal`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let seiEmptyNAL = Self(rawValue: "sei.empty-nal")
    /// `sei.forbidden-bit`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let seiForbiddenBit = Self(rawValue: "sei.forbidden-bit")
    /// `sei.truncated-header`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let seiTruncatedHeader = Self(rawValue: "sei.truncated-header")
    /// `sei.temporal-id`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let seiTemporalID = Self(rawValue: "sei.temporal-id")
    /// `sei.size-overflow`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let seiSizeOverflow = Self(rawValue: "sei.size-overflow")
    /// `sei.trailing-bits`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let seiTrailingBits = Self(rawValue: "sei.trailing-bits")
    /// `sei.uuid-too-short`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let seiUUIDTooShort = Self(rawValue: "sei.uuid-too-short")
    /// `sei.payload-limit`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let seiPayloadLimit = Self(rawValue: "sei.payload-limit")
    /// `sei.trailing-nul`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let seiTrailingNUL = Self(rawValue: "sei.trailing-nul")
    /// `sei.container-corrupt`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let seiContainerCorrupt = Self(rawValue: "sei.container-corrupt")
    /// `sei.container-truncated`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let seiContainerTruncated = Self(rawValue: "sei.container-truncated")
    /// `sei.ts-continuity`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let seiTSContinuity = Self(rawValue: "sei.ts-continuity")
    /// `sei.ts-discontinuity`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let seiTSDiscontinuity = Self(rawValue: "sei.ts-discontinuity")
    /// `sei.mp4-samples-missed`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let seiMP4SamplesMissed = Self(rawValue: "sei.mp4-samples-missed")
    /// `sei.no-video`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let seiNoVideo = Self(rawValue: "sei.no-video")
    /// `sei.video-skipped`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let seiVideoSkipped = Self(rawValue: "sei.video-skipped")
    /// `sei.application-data`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let seiApplicationData = Self(rawValue: "sei.application-data")

    // MARK: Sessions: conversations of messages
    /// `session.unmatched`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let sessionUnmatched = Self(rawValue: "session.unmatched")
    /// `session.wrong-party`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let sessionWrongParty = Self(rawValue: "session.wrong-party")
    /// `session.after-final`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let sessionAfterFinal = Self(rawValue: "session.after-final")
    /// `session.request-id`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let sessionRequestID = Self(rawValue: "session.request-id")
    /// `session.timeout`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let sessionTimeout = Self(rawValue: "session.timeout")
    /// `session.cohost-during-pk`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let sessionCohostDuringPK = Self(rawValue: "session.cohost-during-pk")
    /// `session.attributes-before-mix`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let sessionAttributesBeforeMix = Self(rawValue: "session.attributes-before-mix")
    /// `session.attributes-left`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let sessionAttributesLeft = Self(rawValue: "session.attributes-left")
    /// `session.pk-users`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let sessionPKUsers = Self(rawValue: "session.pk-users")
    /// `session.too-many-hosts`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let sessionTooManyHosts = Self(rawValue: "session.too-many-hosts")
    /// `session.layout`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let sessionLayout = Self(rawValue: "session.layout")
    /// `session.seats-full`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let sessionSeatsFull = Self(rawValue: "session.seats-full")
    /// `session.seat-state`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let sessionSeatState = Self(rawValue: "session.seat-state")
    /// `session.stream-order`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let sessionStreamOrder = Self(rawValue: "session.stream-order")
    /// `session.stream-limit`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let sessionStreamLimit = Self(rawValue: "session.stream-limit")
    /// `session.reconnecting`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let sessionReconnecting = Self(rawValue: "session.reconnecting")
    /// `session.removed`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let sessionRemoved = Self(rawValue: "session.removed")
    /// `session.device-changed`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let sessionDeviceChanged = Self(rawValue: "session.device-changed")
    /// `session.trtc-error`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let sessionTRTCError = Self(rawValue: "session.trtc-error")
    /// `session.room-kind`: its severity, meaning and vector are in ``DiagnosticCode/catalogue``.
    public static let sessionRoomKind = Self(rawValue: "session.room-kind")

    /// Every code, grouped by layer in the order docs/diagnostics.md lists them.
    public static let catalogue: [DiagnosticCatalogueEntry] = [
        .init(
            code: .jsonSyntax,
            severity: .error,
            summary: "The text is not JSON (RFC 8259): the message says what was expected at the offset.",
            vector: "Vectors/chat.rest.send-group-msg/seed002-as-printed.expected.json"
        ),
        .init(
            code: .jsonUTF8,
            severity: .error,
            summary: "Bytes that are not UTF-8, or a \\u escape naming a lone surrogate.",
            vector: "Vectors/chat.custom/bullet-text-not-utf8.expected.json"
        ),
        .init(
            code: .jsonTrailingData,
            severity: .error,
            summary: "Something other than whitespace follows the JSON value.",
            vector: "Vectors/json/trailing-data.expected.json"
        ),
        .init(
            code: .jsonDepth,
            severity: .error,
            summary: "Arrays and objects nest deeper than the depth limit (default 64).",
            vector: "Vectors/json/depth-past-limit.expected.json"
        ),
        .init(
            code: .jsonSize,
            severity: .error,
            summary: "The document is larger than the size limit (default 1 MiB).",
            vector: "Vectors/json/size-past-limit.expected.json"
        ),
        .init(
            code: .jsonStringLength,
            severity: .error,
            summary: "A string or key decodes to more UTF-8 bytes than the string limit (default 65,536).",
            vector: "Vectors/json/string-length-past-limit.expected.json"
        ),
        .init(
            code: .jsonContainerSize,
            severity: .error,
            summary: "An object or array has more members than the container limit (default 4,096).",
            vector: "Vectors/json/container-size-past-limit.expected.json"
        ),
        .init(
            code: .jsonDuplicateKey,
            severity: .warning,
            summary: "An object repeats a key; receivers disagree on which value wins (Android's org.json throws).",
            vector: "Vectors/json/duplicate-key-embedded.expected.json"
        ),
        .init(
            code: .wireUnknownFamily,
            severity: .error,
            summary: "The message fits no known family; the message names the closest one.",
            vector: "Vectors/json/depth-at-limit.expected.json"
        ),
        .init(
            code: .wireMissingKey,
            severity: .error,
            summary: "A key the family requires is absent.",
            vector: "Vectors/chat.custom/missing-msg.expected.json"
        ),
        .init(
            code: .wireType,
            severity: .error,
            summary:
                "A value has the wrong JSON type (a string where a number belongs, a fraction where an integer belongs).",
            vector: "Vectors/chat.custom/gift-count-string.expected.json"
        ),
        .init(
            code: .wireRange,
            severity: .error,
            summary: "A number is outside the range of its field (uint32, timeout, unsigned codes).",
            vector: "Vectors/chat.custom/like-count-zero.expected.json"
        ),
        .init(
            code: .wireEnum,
            severity: .error,
            summary: "A code or name is not one the family defines.",
            vector: "Vectors/chat.custom/business-id-unknown.expected.json"
        ),
        .init(
            code: .wireEmptyID,
            severity: .error,
            summary: "An ID that the flow needs is the empty string.",
            vector: "Vectors/chat.custom/tuilivekit-gift-template.expected.json"
        ),
        .init(
            code: .wireEmbeddedJSON,
            severity: .error,
            summary: "A string that must hold a JSON document does not parse; the message carries the inner error.",
            vector: "Vectors/cohost.room-request/extended-data-not-json.expected.json"
        ),
        .init(
            code: .wireApplicationData,
            severity: .note,
            summary:
                "The app's own JSON or text where a family leaves room for it (a custom message's data, a command on the co-hosting channel), in none of the formats the family knows: passed on as it is.",
            vector: "Vectors/chat.custom/application-data.expected.json"
        ),
        .init(
            code: .wireOneOf,
            severity: .error,
            summary: "Exactly one of a set of alternative keys must be present; the message names them.",
            vector: "Vectors/sei.device-state/both-sender-keys.expected.json"
        ),
        .init(
            code: .wireCount,
            severity: .error,
            summary: "An array has more or fewer entries of a kind than the family allows.",
            vector: "Vectors/chat.rest.send-group-msg/body-empty.expected.json"
        ),
        .init(
            code: .limitAttributeCount,
            severity: .error,
            summary: "More ZIM room attributes than a room may hold.",
            vector: "Vectors/pk.room-attributes/attribute-count-past-limit.expected.json"
        ),
        .init(
            code: .limitAttributeKey,
            severity: .error,
            summary: "A ZIM room attribute key longer than the documented maximum.",
            vector: "Vectors/pk.room-attributes/attribute-key-past-limit.expected.json"
        ),
        .init(
            code: .limitAttributeValue,
            severity: .error,
            summary: "A ZIM room attribute value longer than the documented maximum.",
            vector: "Vectors/pk.room-attributes/attribute-value-past-limit.expected.json"
        ),
        .init(
            code: .limitAttributesTotal,
            severity: .error,
            summary: "ZIM room attribute values together longer than the documented maximum.",
            vector: "Vectors/pk.room-attributes/attributes-total-past-limit.expected.json"
        ),
        .init(
            code: .limitCallExtendedData,
            severity: .error,
            summary: "ZIM call-invite extendedData longer than the documented maximum.",
            vector: "Vectors/pk.invite/size-past-limit.expected.json"
        ),
        .init(
            code: .limitCallTimeout,
            severity: .error,
            summary: "A call-invite timeout outside the documented range (client and server ranges differ).",
            vector: "Vectors/api/call-invite-config.json"
        ),
        .init(
            code: .limitCallInvitees,
            severity: .error,
            summary: "More callees in one server call invite than the documented maximum.",
            vector: "Vectors/api/call-invite-config.json"
        ),
        .init(
            code: .limitCallUsers,
            severity: .error,
            summary: "More users in one advanced-mode call than the documented maximum.",
            vector: "Vectors/api/call-invite-config.json"
        ),
        .init(
            code: .limitTIMMessageSize,
            severity: .error,
            summary: "A Tencent Chat message body longer than the documented maximum (server error 80002).",
            vector: "Vectors/chat.rest.send-group-msg/size-past-limit.expected.json"
        ),
        .init(
            code: .interopAndroidCodeTable,
            severity: .warning,
            summary: "extended_data uses the Android demo's 0/1/2 code table, which iOS and Flutter do not understand.",
            vector: "Vectors/cohost.room-request/android-code-table.expected.json"
        ),
        .init(
            code: .interopAndroidDocForm,
            severity: .warning,
            summary: "extended_data uses the Android document's {\"action_type\": 10000} form, which no demo reads.",
            vector: "Vectors/cohost.room-request/android-doc-form.expected.json"
        ),
        .init(
            code: .interopActionMismatch,
            severity: .warning,
            summary: "action_type and room_request_type say different things (e.g. accept with a reject code).",
            vector: "Vectors/cohost.room-request/action-mismatch.expected.json"
        ),
        .init(
            code: .interopPriority,
            severity: .warning,
            summary:
                "MsgPriority differs from the recommended one for the message kind (gift High, bullet Normal, like Low).",
            vector: "Vectors/chat.rest.send-group-msg/gift-default-priority.expected.json"
        ),
        .init(
            code: .interopFractionalNumber,
            severity: .note,
            summary: "A pk_users rect value with a fraction, which the Android demo's getInt drops.",
            vector: "Vectors/pk.room-attributes/rect-fraction.expected.json"
        ),
        .init(
            code: .interopUIKitAttributes,
            severity: .warning,
            summary: "PK room attributes in the prebuilt UIKit's form, which the demo apps do not read.",
            vector: "Vectors/pk.room-attributes/uikit.expected.json"
        ),
        .init(
            code: .interopUnknownCommand,
            severity: .warning,
            summary:
                "A command or event (a cmd, a server callback's event) the family does not define: receivers that know only the defined ones drop the message.",
            vector: "Vectors/chat.custom/cmd-unknown.expected.json"
        ),
        .init(
            code: .interopLegacyForm,
            severity: .warning,
            summary:
                "A form an earlier release of the vendor's kit sent (TUIGift and TUIBarrage, 2021–2024): current receivers drop it.",
            vector: "Vectors/chat.custom/tuigift-2021-gift-ios.expected.json"
        ),
        .init(
            code: .interopNullValue,
            severity: .warning,
            summary:
                "null where a receiver decodes a value (the Flutter kit's avatarUrl: null, a gift's extInfo: null): strict decoders drop the message.",
            vector: "Vectors/chat.custom/tuilivekit-gift-flutter-null-avatar.expected.json"
        ),
        .init(
            code: .seiNoStartCode,
            severity: .error,
            summary: "Bytes before the first Annex B start code, or no start code at all.",
            vector: "Vectors/sei/garbage-before-start-code.expected.json"
        ),
        .init(
            code: .seiLengthPrefix,
            severity: .error,
            summary: "A length-prefixed NAL unit claims more bytes than remain.",
            vector: "Vectors/sei/length-prefix-overflow.expected.json"
        ),
        .init(
            code: .seiEmptyNAL,
            severity: .error,
            summary: "A NAL unit with no bytes (two start codes in a row).",
            vector: "Vectors/sei/empty-nal.expected.json"
        ),
        .init(
            code: .seiForbiddenBit,
            severity: .error,
            summary: "A NAL header with forbidden_zero_bit set.",
            vector: "Vectors/sei/forbidden-bit.expected.json"
        ),
        .init(
            code: .seiTruncatedHeader,
            severity: .error,
            summary: "A NAL unit or SEI message header ends before it is complete.",
            vector: "Vectors/sei/truncated-message-header.expected.json"
        ),
        .init(
            code: .seiTemporalID,
            severity: .error,
            summary: "An HEVC NAL header with nuh_temporal_id_plus1 equal to 0.",
            vector: "Vectors/sei/temporal-id-zero.expected.json"
        ),
        .init(
            code: .seiSizeOverflow,
            severity: .error,
            summary: "An SEI payloadSize larger than the bytes that remain in the NAL unit.",
            vector: "Vectors/sei/size-overflow.expected.json"
        ),
        .init(
            code: .seiTrailingBits,
            severity: .error,
            summary: "The SEI NAL unit does not end with rbsp_trailing_bits (a 1 bit, then zeros).",
            vector: "Vectors/sei/missing-trailing-bits.expected.json"
        ),
        .init(
            code: .seiUUIDTooShort,
            severity: .error,
            summary: "A user_data_unregistered payload shorter than its 16-byte UUID.",
            vector: "Vectors/sei/uuid-too-short.expected.json"
        ),
        .init(
            code: .seiPayloadLimit,
            severity: .error,
            summary: "SEI data larger than the vendor's limit (ZEGO 4096 bytes, TRTC 1000 bytes).",
            vector: "Vectors/sei/trtc-limit-past.expected.json"
        ),
        .init(
            code: .seiTrailingNUL,
            severity: .note,
            summary: "The payload ends with one NUL, as C-string writers (x264, FFmpeg) leave it; it was ignored.",
            vector: "Vectors/sei/ffmpeg-hello-world.expected.json"
        ),
        .init(
            code: .seiContainerCorrupt,
            severity: .error,
            summary:
                "A container's structure is broken (an FLV tag header, TS sync, a PSI section or PES header, an MP4 box or sample table); the damaged part is skipped and reading goes on.",
            vector: "Vectors/sei/containers/broken/expected.json"
        ),
        .init(
            code: .seiContainerTruncated,
            severity: .error,
            summary: "The stream ends inside an FLV tag, a TS packet, an MP4 box, or before samples its index lists.",
            vector: "Vectors/sei/containers/broken/expected.json"
        ),
        .init(
            code: .seiTSContinuity,
            severity: .error,
            summary: "MPEG-TS packets of the video stream are missing; the PES they belonged to is dropped.",
            vector: "Vectors/sei/containers/broken/expected.json"
        ),
        .init(
            code: .seiTSDiscontinuity,
            severity: .warning,
            summary:
                "The video's MPEG-TS continuity counter jumps where a PES starts, undeclared: packets between two PES packets are missing, or streams were joined; every PES read whole is kept.",
            vector: "Vectors/sei/containers/broken/expected.json"
        ),
        .init(
            code: .seiMP4SamplesMissed,
            severity: .error,
            summary:
                "MP4 samples lie in media data that streamed past before the moov listing them (moov last, read from a pipe).",
            vector: "Vectors/sei/containers/broken/expected.json"
        ),
        .init(
            code: .seiNoVideo,
            severity: .error,
            summary: "A container with no H.264 or HEVC video to read SEI from.",
            vector: "Vectors/sei/containers/broken/expected.json"
        ),
        .init(
            code: .seiVideoSkipped,
            severity: .note,
            summary:
                "A second video stream (another MPEG-TS stream or program, another MP4 track) whose SEI is not read: one video stream is read, the first.",
            vector: "Vectors/sei/containers/broken/expected.json"
        ),
        .init(
            code: .seiApplicationData,
            severity: .note,
            summary: "SEI JSON that is the app's own data (or a media player's progress), not a device state.",
            vector: "Vectors/sei.device-state/uikit-custom.expected.json"
        ),
        .init(
            code: .sessionUnmatched,
            severity: .error,
            summary:
                "An answer, cancel or result for a request, invitation or connection nobody made (or that already ended).",
            vector: "Vectors/sessions/cohost-unmatched.expected.json"
        ),
        .init(
            code: .sessionWrongParty,
            severity: .error,
            summary: "An answer not from the one asked, or a cancel not from the one who asked.",
            vector: "Vectors/sessions/cohost-wrong-party.expected.json"
        ),
        .init(
            code: .sessionAfterFinal,
            severity: .error,
            summary: "An event for a request or PK that had already reached a final state.",
            vector: "Vectors/sessions/cohost-after-final.expected.json"
        ),
        .init(
            code: .sessionRequestID,
            severity: .error,
            summary:
                "A follow-up's request_id is not the request's name: the request_id its first send made (Flutter demo), else the first message's ID.",
            vector: "Vectors/sessions/cohost-request-id.expected.json"
        ),
        .init(
            code: .sessionTimeout,
            severity: .note,
            summary: "A request or invitation got no answer within its timeout; it ended there.",
            vector: "Vectors/sessions/cohost-timeout.expected.json"
        ),
        .init(
            code: .sessionCohostDuringPK,
            severity: .error,
            summary:
                "A co-host request was accepted while the room was in a PK battle (the PK battle guide's FAQ: reject them).",
            vector: "Vectors/sessions/cohost-during-pk.expected.json"
        ),
        .init(
            code: .sessionAttributesBeforeMix,
            severity: .error,
            summary: "PK room attributes were set before the room's mixer task started.",
            vector: "Vectors/sessions/pk-attributes-before-mix.expected.json"
        ),
        .init(
            code: .sessionAttributesLeft,
            severity: .error,
            summary: "A PK ended but its room attributes were not deleted.",
            vector: "Vectors/sessions/pk-attributes-left.expected.json"
        ),
        .init(
            code: .sessionPKUsers,
            severity: .error,
            summary: "pk_users does not list exactly the hosts in the PK (the inviter and who accepted).",
            vector: "Vectors/sessions/pk-users.expected.json"
        ),
        .init(
            code: .sessionTooManyHosts,
            severity: .error,
            summary: "More hosts in one PK battle than pk_users may list.",
            vector: "Vectors/sessions/pk-too-many-hosts.expected.json"
        ),
        .init(
            code: .sessionLayout,
            severity: .warning,
            summary: "pk_users rectangles do not follow the PK mixer layout, or the local host is not first (left).",
            vector: "Vectors/sessions/pk-layout.expected.json"
        ),
        .init(
            code: .sessionSeatsFull,
            severity: .error,
            summary: "More audience members on co-mic seats beside the host than the room has seats.",
            vector: "Vectors/sessions/seats-full.expected.json"
        ),
        .init(
            code: .sessionSeatState,
            severity: .error,
            summary:
                "A seat event for someone in the wrong place: taking a seat twice, kicked or leaving while not seated.",
            vector: "Vectors/sessions/seats-state.expected.json"
        ),
        .init(
            code: .sessionStreamOrder,
            severity: .error,
            summary: "A multi-stream event out of order: for a stream not opened, opened twice, or after it closed.",
            vector: "Vectors/sessions/stream-order.expected.json"
        ),
        .init(
            code: .sessionStreamLimit,
            severity: .error,
            summary: "More auxiliary streams open beside the active speaker than the documented maximum.",
            vector: "Vectors/sessions/stream-limit.expected.json"
        ),
        .init(
            code: .sessionReconnecting,
            severity: .warning,
            summary:
                "No device-state SEI from a sender for longer than the reconnecting timeout: receivers show it as reconnecting.",
            vector: "Vectors/sessions/heartbeat-gaps.expected.json"
        ),
        .init(
            code: .sessionRemoved,
            severity: .error,
            summary:
                "No device-state SEI from a sender for longer than the removal timeout: receivers remove it from the PK.",
            vector: "Vectors/sessions/heartbeat-gaps.expected.json"
        ),
        .init(
            code: .sessionDeviceChanged,
            severity: .note,
            summary: "A sender's heartbeat changed its camera or microphone state.",
            vector: "Vectors/sessions/heartbeat-gaps.expected.json"
        ),
        .init(
            code: .sessionTRTCError,
            severity: .warning,
            summary: "A TRTC cross-room connection failed with an error code (named from the TRTC error table).",
            vector: "Vectors/sessions/cross-room-errors.expected.json"
        ),
        .init(
            code: .sessionRoomKind,
            severity: .error,
            summary: "Numeric roomId and string strRoomId rooms mixed in one session: they never interconnect.",
            vector: "Vectors/sessions/cross-room-errors.expected.json"
        ),
    ]
}
