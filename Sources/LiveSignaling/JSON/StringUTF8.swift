extension String {
    /// Calls `body` with the string's UTF-8, borrowed in place when the string is stored
    /// contiguously (natively, the usual case). `withUTF8` is mutating, and the copy it needs
    /// retains and releases the string's storage on every call; a bridged or otherwise
    /// non-contiguous string still goes through it.
    @inline(__always)
    func withBorrowedUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }
}
