/// Reads the SEI messages of one SEI NAL unit (H.264 §7.3.2.3, H.265 §7.3.5): each message is
/// a payloadType and a payloadSize (each the sum of any 0xFF bytes plus one final byte) and
/// the payload; the unit ends with rbsp_trailing_bits (`0x80` in the last byte).
///
/// A declared size larger than what remains is clamped to what remains and reported, so a
/// truncated capture still yields its data.
struct SEIMessageParser {
    let bytes: UnsafeRawBufferPointer
    let unit: NALUnit
    var dataLimit: Int?

    func parse(into messages: inout [SEIMessage], diagnostics: inout [Diagnostic]) {
        // A unit's last byte is never 0x00 (H.264 §7.4.1, H.265 §7.4.2): zeros after it are
        // the byte stream's trailing_zero_8bits, which a remux to MP4 or FLV (ffmpeg -c copy)
        // carries into the unit. They are padding, not SEI, and readers (FFmpeg's among them)
        // drop them.
        var range = unit.payloadRange
        while range.upperBound > range.lowerBound, bytes[range.upperBound - 1] == 0 {
            range = range.lowerBound..<(range.upperBound - 1)
        }
        let payload = UnsafeRawBufferPointer(rebasing: bytes[range])
        let payloadStart = unit.payloadRange.lowerBound
        // Unescape only when the unit holds an emulation prevention byte; most SEI units do not.
        guard EmulationPrevention.containsEscape(payload) else {
            parseRBSP(payload, offset: { payloadStart + $0 }, into: &messages, &diagnostics)
            return
        }
        var removed: [Int] = []
        let rbsp = EmulationPrevention.unescape(payload, removed: &removed)
        rbsp.withUnsafeBytes { buffer in
            parseRBSP(
                buffer,
                offset: { payloadStart + EmulationPrevention.escapedOffset(of: $0, removed: removed) },
                into: &messages,
                &diagnostics
            )
        }
    }

    private func parseRBSP(
        _ rbsp: UnsafeRawBufferPointer,
        offset: (Int) -> Int,
        into messages: inout [SEIMessage],
        _ diagnostics: inout [Diagnostic]
    ) {
        var index = 0
        while true {
            let remaining = rbsp.count - index
            if remaining == 0 {
                diagnostics.append(
                    Diagnostic(.seiTrailingBits, at: offset(index), "the unit ends without rbsp_trailing_bits (0x80)")
                )
                return
            }
            if remaining == 1 {
                if rbsp[index] != 0x80 {
                    diagnostics.append(
                        Diagnostic(
                            .seiTrailingBits,
                            at: offset(index),
                            "the last byte is 0x\(SEIHex.byte(rbsp[index])), not rbsp_trailing_bits (0x80)"
                        )
                    )
                }
                return
            }
            let start = index
            guard let payloadType = readVarying(rbsp, &index), let size = readVarying(rbsp, &index) else {
                diagnostics.append(
                    Diagnostic(.seiTruncatedHeader, at: offset(start), "the unit ends inside an SEI message header")
                )
                return
            }
            let available = rbsp.count - index
            var taken = size
            if size > available {
                diagnostics.append(
                    Diagnostic(
                        .seiSizeOverflow,
                        at: offset(start),
                        "payloadSize \(size) is larger than the \(available) bytes that remain"
                    )
                )
                taken = available
            }
            let message = SEIMessage(
                codec: unit.codec,
                nalOffset: unit.offset,
                nalType: unit.type,
                offset: offset(start),
                payloadType: payloadType,
                declaredSize: size,
                payload: Array(rbsp[index..<(index + taken)])
            )
            check(message, &diagnostics)
            messages.append(message)
            index += taken
            if taken < size { return }
        }
    }

    /// payloadType or payloadSize: 0xFF bytes add 255 each, the first other byte ends it.
    private func readVarying(_ rbsp: UnsafeRawBufferPointer, _ index: inout Int) -> Int? {
        var value = 0
        while index < rbsp.count {
            let byte = rbsp[index]
            index += 1
            value += Int(byte)
            if byte != 0xFF { return value }
        }
        return nil
    }

    private func check(_ message: SEIMessage, _ diagnostics: inout [Diagnostic]) {
        if message.payloadType == SEIMessage.userDataUnregistered, message.payload.count < 16 {
            diagnostics.append(
                Diagnostic(
                    .seiUUIDTooShort,
                    at: message.offset,
                    "user_data_unregistered needs a 16-byte UUID; the payload has \(message.payload.count) bytes"
                )
            )
        }
        if let dataLimit, message.data.count > dataLimit {
            diagnostics.append(
                Diagnostic(
                    .seiPayloadLimit,
                    at: message.offset,
                    "\(message.data.count) bytes of data; the limit is \(dataLimit)"
                )
            )
        }
    }
}
