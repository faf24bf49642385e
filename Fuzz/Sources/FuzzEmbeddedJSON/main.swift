import FuzzSupport

/// The input becomes the string that should hold a JSON document, in each field that
/// carries one: extended_data, pk_users and MsgContent.Data.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEmbeddedJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let inner = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var quoted = "\""
    for scalar in inner.unicodeScalars {
        switch scalar {
        case "\"": quoted += "\\\""
        case "\\": quoted += "\\\\"
        case _ where scalar.value < 0x20: quoted += "\\u00" + String(scalar.value, radix: 16).leftPadded(to: 2)
        default: quoted.unicodeScalars.append(scalar)
        }
    }
    quoted += "\""
    let envelopes = [
        #"{"action_type":1,"sender_id":"h","receiver_id":"f","request_id":"m","extended_data":\#(quoted)}"#,
        #"{"host_user_id":"A","request_id":"q","pk_users":\#(quoted)}"#,
        #"{"GroupId":"@TGS#1","MsgBody":[{"MsgType":"TIMCustomElem","MsgContent":{"Data":\#(quoted)}}]}"#,
    ]
    for envelope in envelopes {
        var bytes = Array(envelope.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            FuzzChecks.roundTrip(UnsafeRawBufferPointer(buffer), as: nil)
            FuzzChecks.differential(UnsafeRawBufferPointer(buffer), family: nil)
        }
    }
    return 0
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
