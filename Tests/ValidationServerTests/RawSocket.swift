import LoopbackClient

/// A request written to a loopback port by hand, for requests an HTTP client will not send,
/// such as a body cut short; read until the peer closes or 30 s pass.
enum RawSocket {
    static func exchange(port: Int, _ request: String) throws -> String {
        let reply = try LoopbackClient.exchange(port: port, head: Array(request.utf8)) { reply in
            // One response is enough: stop once its body has come (it ends the JSON line).
            reply.last == UInt8(ascii: "\n") && String(decoding: reply, as: UTF8.self).contains("\r\n\r\n{")
        }
        return String(decoding: reply, as: UTF8.self)
    }
}
