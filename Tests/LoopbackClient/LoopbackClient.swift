#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes written to a loopback port by hand, for requests an HTTP client will not send (a
/// body cut short, or trickled a byte at a time), and what comes back until the peer closes
/// or `stop` says the reply is whole. Shared by the server tests and the break matrix.
public enum LoopbackClient {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Sends `head` and then `body` (a byte at a time, 200 µs apart, when `trickle`), and
    /// returns the reply. A peer that stops reading ends the sending, not the exchange.
    public static func exchange(
        port: Int,
        head: [UInt8],
        body: [UInt8] = [],
        trickle: Bool = false,
        stop: ([UInt8]) -> Bool = { _ in false }
    ) throws -> [UInt8] {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(description: "connect to port \(port): errno \(errno)") }
        signal(SIGPIPE, SIG_IGN)
        guard writeAll(head, to: descriptor) else { throw Failure(description: "the request head was not sent") }
        if trickle {
            for byte in body {
                guard writeAll([byte], to: descriptor) else { break }
                var pause = timespec(tv_sec: 0, tv_nsec: 200_000)
                nanosleep(&pause, nil)
            }
        } else {
            _ = writeAll(body, to: descriptor)
        }
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !stop(reply) {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            reply += buffer[0..<count]
        }
        return reply
    }

    /// False when the peer closed or refused before all was written.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }
}
