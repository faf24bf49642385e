#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds Annex B start codes. The search looks for the `01` byte with `memchr` (vectorised by
/// the C library) and then checks the two bytes before it, because `01` is rare in coded
/// video while `00` is common.
enum StartCodeSearch {
    /// The index of the first byte of the next `00 00 01` at or after `from`, or nil.
    static func next(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = start + 2
        while index < bytes.count {
            guard let found = memchr(base + index, 1, bytes.count - index) else { return nil }
            let one = base.distance(to: UnsafeRawPointer(found))
            if bytes[one - 1] == 0, bytes[one - 2] == 0 {
                return one - 2
            }
            index = one + 1
        }
        return nil
    }

    /// The index of the next `01` byte at or after `from`, or nil.
    static func nextOne(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, start < bytes.count else { return nil }
        guard let found = memchr(base + start, 1, bytes.count - start) else { return nil }
        return base.distance(to: UnsafeRawPointer(found))
    }
}
