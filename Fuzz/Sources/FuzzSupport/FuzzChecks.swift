import CSignalCheck
@_spi(Testing) import LiveSignaling
import SEICodec

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What each fuzzer checks, as functions that trap on a broken property (that is how a
/// fuzzer learns of a finding). The same inputs run as unit tests in the main package
/// (Tests/CrossCheckTests/FailCasesTests.swift) through the library's public API.
public enum FuzzChecks {
    /// Keeps a value alive so the optimiser cannot remove the work that made it.
    @inline(never)
    public static func use<T>(_ value: T) {
        withUnsafePointer(to: value) { _ = $0 }
    }

    public static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition {
            print("FUZZ PROPERTY BROKEN: \(message())")
            abort()
        }
    }

    /// The reader: no trap; offsets inside the input; valid text writes back to itself.
    public static func jsonReader(_ bytes: UnsafeRawBufferPointer) {
        let result = JSONReader().read(bytes)
        for diagnostic in result.diagnostics {
            require((diagnostic.offset ?? 0) <= bytes.count, "offset \(diagnostic.offset ?? -1) past \(bytes.count)")
        }
        if let value = result.value {
            for style in JSONStyle.all {
                let again = JSONReader(
                    options: .init(
                        maxDepth: 512,
                        maxDocumentSize: 1 << 30,
                        maxStringLength: .max,
                        maxContainerSize: .max
                    )
                )
                .read(JSONWriter(style: style).write(value)).value
                require(again == value, "\(style) output does not read back to the same value")
            }
        }
        use(result.diagnostics.count)
    }

    /// Detection and decoding of any family: no trap; the verdict is consistent.
    public static func decode(_ bytes: UnsafeRawBufferPointer, as family: WireFamily? = nil) -> DecodedMessage {
        let result = SignalDecoder().decode(bytes, as: family)
        for diagnostic in result.diagnostics {
            require((diagnostic.offset ?? 0) <= bytes.count, "offset past the end: \(diagnostic)")
        }
        if result.isValid { require(result.message != nil && result.family != nil, "valid without a message") }
        // The verdict is the decode's, whether the streamed check reaches it straight from the
        // bytes or a walk of the tape does.
        require(SignalDecoder().verdict(bytes, as: family) == result.verdict, "the verdict and the decode differ")
        var taped = SignalDecoder()
        taped.usesStreamedCheck = false
        require(taped.verdict(bytes, as: family) == result.verdict, "the tape's verdict and the decode differ")
        use(result.isValid)
        return result
    }

    /// Whatever decodes valid encodes in its dialect and decodes again to the same message.
    public static func roundTrip(_ bytes: UnsafeRawBufferPointer, as family: WireFamily?) {
        let first = decode(bytes, as: family)
        guard first.isValid, let message = first.message else { return }
        let encoded: [UInt8]
        do {
            encoded = try SignalEncoder().encode(message, dialect: first.dialect)
        } catch SignalEncoder.Failure.limit {
            return  // a re-encoding may be longer than a vendor allows; refusing it is correct
        } catch {
            require(false, "a valid message did not encode: \(error)")
            return
        }
        let second = encoded.withUnsafeBytes { SignalDecoder().decode($0, as: family) }
        require(second.message == message, "decode -> encode -> decode changed the message")
        require(second.family == first.family, "the family changed on re-encoding")
    }

    /// NAL framing in every mode: no trap; units lie inside the buffer.
    public static func nalFraming(_ bytes: UnsafeRawBufferPointer) {
        for framing in [nil, NALFraming.annexB, .lengthPrefixed(size: 1), .lengthPrefixed(size: 2), .length4] {
            for codec in [nil, VideoCodec.h264, .hevc] {
                var scanner = NALScanner(bytes, framing: framing, codec: codec)
                var units = 0
                while let unit = scanner.next() {
                    require(unit.offset >= 0 && unit.offset + unit.length <= bytes.count, "unit outside the buffer")
                    units += 1
                }
                use(units)
            }
        }
    }

    /// SEI extraction: no trap; reading in pieces finds what reading at once finds.
    public static func seiMessages(_ bytes: UnsafeRawBufferPointer) {
        let whole = SEIExtractor(dataLimit: 64).extract(from: bytes)
        for message in whole.messages {
            require(message.nalOffset < bytes.count && message.offset < bytes.count, "message outside the buffer")
        }
        var stream = SEIStreamExtractor(codec: whole.codec, framing: whole.framing, dataLimit: 64)
        var pieces: [SEIMessage] = []
        var position = 0
        let step = max(1, bytes.count / 3)
        while position < bytes.count {
            let end = min(bytes.count, position + step)
            pieces += stream.append(Array(bytes[position..<end])).messages
            position = end
        }
        pieces += stream.finish().messages
        require(pieces == whole.messages, "streamed extraction differs from whole extraction")
        use(whole.messages.count)
    }

    /// Structure-aware: bytes describe messages; packing then parsing gives them back.
    public static func seiRoundTrip(_ bytes: UnsafeRawBufferPointer) {
        guard bytes.count >= 2 else { return }
        let codec: VideoCodec = bytes[0] & 1 == 0 ? .h264 : .hevc
        let framing: NALFraming = bytes[0] & 2 == 0 ? .annexB : .length4
        var messages: [SEIPayload] = []
        var index = 1
        while index + 2 <= bytes.count, messages.count < 8 {
            let type = Int(bytes[index]) * (bytes[index] > 250 ? 3 : 1)
            let size = min(Int(bytes[index + 1]) * 7, bytes.count - index - 2)
            var payload = Array(bytes[(index + 2)..<(index + 2 + size)])
            if type == 5, payload.count < 16 { payload += [UInt8](repeating: 0, count: 16 - payload.count) }
            messages.append(SEIPayload(payloadType: type, bytes: payload))
            index += 2 + size
        }
        guard !messages.isEmpty, let packed = try? SEIPacker(codec: codec, framing: framing).pack(messages) else {
            return
        }
        let parsed = SEIExtractor(codec: codec, framing: framing).extract(from: packed)
        require(parsed.diagnostics.isEmpty, "packed SEI reads with problems: \(parsed.diagnostics)")
        require(parsed.messages.map(\.payloadType) == messages.map(\.payloadType), "payload types changed")
        require(parsed.messages.map(\.payload) == messages.map(\.bytes), "payloads changed")
    }

    /// The C validator alone: it returns, and its result is well formed.
    public static func cValidator(_ bytes: UnsafeRawBufferPointer, family: String?) -> sc_result? {
        var result = sc_result()
        let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
        let status: CInt =
            if let family {
                family.withCString { sc_validate(base, bytes.count, $0, nil, &result) }
            } else {
                sc_validate(base, bytes.count, nil, nil, &result)
            }
        guard status == 0 else { return nil }
        return result
    }

    /// A C result as the header promises it: catalogued codes at their severities, paths
    /// from the root, offsets inside the input, valid exactly when a family fits and no
    /// finding is an error.
    public static func cResultIsWellFormed(_ result: sc_result, length: Int) {
        var count = 0
        let catalogue = sc_diagnostic_codes(&count)
        let codes = Set((0..<count).compactMap { catalogue?[$0].map { String(cString: $0) } })
        var errors = 0
        for index in 0..<result.diagnostic_count {
            let diagnostic = result.diagnostics[index]
            let code = String(cString: diagnostic.code)
            require(codes.contains(code), "\(code) is not in the catalogue")
            require(sc_code_severity(diagnostic.code) == diagnostic.severity, "\(code) has another severity")
            require(String(cString: diagnostic.path).hasPrefix("$"), "\(code): a path not from the root")
            require(diagnostic.offset >= 0 && diagnostic.offset <= length, "\(code): offset \(diagnostic.offset)")
            if diagnostic.severity == SC_SEVERITY_ERROR { errors += 1 }
        }
        require((result.valid != 0) == (result.family != nil && errors == 0), "the verdict does not follow")
    }

    /// Every finding of a C result as "code path @offset" (-1 when not located), sorted.
    public static func findings(_ result: sc_result) -> [String] {
        (0..<result.diagnostic_count).map { index in
            let diagnostic = result.diagnostics[index]
            return "\(String(cString: diagnostic.code)) \(String(cString: diagnostic.path)) @\(diagnostic.offset)"
        }.sorted()
    }

    /// Every Swift finding as "code path @offset" (-1 when not located), sorted.
    public static func findings(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.code.rawValue) \($0.path) @\($0.offset ?? -1)" }.sorted()
    }

    /// Swift and C agree on family, version, dialect, validity and every finding's code, path
    /// and byte offset.
    public static func differential(_ bytes: UnsafeRawBufferPointer, family: WireFamily?) {
        let swift = decode(bytes, as: family)
        guard var c = cValidator(bytes, family: family?.rawValue) else { return }
        defer { sc_result_free(&c) }
        require(swift.family?.rawValue == c.family.map { String(cString: $0) }, "family differs")
        require(swift.version == (c.version == 0 ? nil : Int(c.version)), "version differs")
        require(swift.dialect == c.dialect.map { String(cString: $0) }, "dialect differs")
        require(swift.isValid == (c.valid != 0), "validity differs")
        let swiftFindings = findings(swift.diagnostics)
        let cFindings = findings(c)
        require(swiftFindings == cFindings, "findings differ: Swift \(swiftFindings) C \(cFindings)")
    }

    /// A capture line through CaptureDecoder and sc_validate_capture_line: channel, family,
    /// version, dialect, verdict and every finding's code, path and byte offset must agree;
    /// and a verdict counting a valid line's notes and warnings must be the same but for them.
    public static func captureDifferential(_ bytes: UnsafeRawBufferPointer) {
        let swift = CaptureDecoder().decode(bytes)
        require(CaptureDecoder().verdict(bytes) == swift.verdict, "the line's verdict and its decode differ")
        countedFindings(bytes, full: swift.verdict)
        var c = sc_result()
        var channel: UnsafePointer<CChar>?
        let status = sc_validate_capture_line(
            bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
            bytes.count,
            nil,
            nil,
            &c,
            &channel
        )
        guard status == 0 else { return }
        defer { sc_result_free(&c) }
        require(swift.channel?.rawValue == channel.map { String(cString: $0) }, "channel differs")
        require(swift.result.family?.rawValue == c.family.map { String(cString: $0) }, "family differs")
        require(swift.result.version == (c.version == 0 ? nil : Int(c.version)), "version differs")
        require(swift.result.dialect == c.dialect.map { String(cString: $0) }, "dialect differs")
        require(swift.isValid == (c.valid != 0), "validity differs")
        let swiftFindings = findings(swift.result.diagnostics)
        let cFindings = findings(c)
        require(swiftFindings == cFindings, "findings differ: Swift \(swiftFindings) C \(cFindings)")
    }

    /// Counting a valid line's notes and warnings (``CaptureDecoder/FindingDetail/failingOnly``)
    /// changes nothing else and loses none: a failing line's verdict is `full` itself; a valid
    /// line's built findings are `full`'s in order, less notes and warnings counted one for one.
    static func countedFindings(_ bytes: UnsafeRawBufferPointer, full: CaptureDecoder.Verdict) {
        let counted = CaptureDecoder(findingDetail: .failingOnly).verdict(bytes)
        guard full.isValid else {
            require(counted == full, "a failing line's verdict differs when findings are counted")
            return
        }
        var restored = counted
        restored.message.diagnostics = full.message.diagnostics
        restored.omitted = OmittedFindings()
        require(restored == full, "a verdict that counts findings differs but for them")
        var built = counted.message.diagnostics[...]
        var left = OmittedFindings()
        for diagnostic in full.message.diagnostics {
            if built.first == diagnostic {
                built = built.dropFirst()
            } else {
                require(diagnostic.severity != .error, "an error was counted, not built")
                if diagnostic.severity == .note { left.notes += 1 } else { left.warnings += 1 }
            }
        }
        require(built.isEmpty && left == counted.omitted, "findings counted and built are not the full list")
    }

    /// Lines of a capture through every session checker: nothing traps, findings come in time
    /// order, and each names a line that exists (or none).
    public static func sessions(_ bytes: UnsafeRawBufferPointer) {
        var checker = CaptureSessionChecker()
        var lines = 0
        for line in bytes.split(separator: 0x0A) {
            lines += 1
            checker.observe(CaptureDecoder().decode(Array(line)), line: lines)
        }
        let findings = checker.finish()
        require(
            zip(findings, findings.dropFirst()).allSatisfy { ($0.session?.time ?? 0) <= ($1.session?.time ?? 0) },
            "findings out of time order"
        )
        require(
            findings.allSatisfy { ($0.session?.event ?? 1) >= 1 && ($0.session?.event ?? 1) <= max(lines, 1) },
            "a finding names no line"
        )
    }

    /// PictureCounter fed in two pieces split anywhere finds the same picture starts as fed whole.
    /// `selector` picks the codec (bit 0) and the framing (the rest).
    public static func pictureCounter(_ bytes: UnsafeRawBufferPointer, split: Int, selector: UInt8) {
        let framings: [NALFraming] = [.annexB, .lengthPrefixed(size: 1), .lengthPrefixed(size: 2), .length4]
        let codec: VideoCodec = selector & 1 == 0 ? .h264 : .hevc
        let framing = framings[Int(selector >> 1) % framings.count]
        var whole = PictureCounter(codec: codec, framing: framing)
        let all = whole.append(bytes)
        var pieces = PictureCounter(codec: codec, framing: framing)
        let cut = bytes.isEmpty ? 0 : split % (bytes.count + 1)
        let parts =
            pieces.append(UnsafeRawBufferPointer(rebasing: bytes[0..<cut]))
            + pieces.append(UnsafeRawBufferPointer(rebasing: bytes[cut...]))
        require(all == parts, "picture starts depend on where the stream was split")
        require(all.allSatisfy { $0 >= 0 && $0 < max(bytes.count, 1) }, "a picture start outside the stream")
        require(whole.pictures == all.count, "picture count differs from starts")
    }

    /// The family a fuzzer's first byte selects (nil: detect).
    public static func family(selector: UInt8) -> WireFamily? {
        let families = WireFamily.allCases
        let index = Int(selector) % (families.count + 1)
        return index < families.count ? families[index] : nil
    }
}
