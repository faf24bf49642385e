/// Copying the short runs that JSON writers produce. Shared by the library's writers and
/// livesig's report writer, which is why it is an SPI rather than internal: it is not part
/// of the library's API.
@_spi(Tools) public enum ByteRuns {
    /// Copies `length` bytes; by hand when that is shorter than a call to memcpy costs. From
    /// 4 to 16 bytes, two words that may overlap cover the run (the head and the tail), so a
    /// key or a short value takes two loads and two stores instead of a loop; neither word
    /// reaches outside the run.
    @inlinable @inline(__always)
    public static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count length: Int) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target)
        switch length {
        case 8...16:
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: length - 8, as: UInt64.self)
        case 4..<8:
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: length - 4, as: UInt32.self)
        case 17...:
            target.update(from: source, count: length)
        default:
            for offset in 0..<Swift.max(length, 0) { target[offset] = source[offset] }
        }
    }
}
