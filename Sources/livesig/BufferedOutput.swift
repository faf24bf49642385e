/// Collects output and writes it in 64 KiB blocks: a million-line capture should cost a few
/// thousand system calls, not a million. Flushed before the process ends.
final class BufferedOutput {
    private let terminal: Terminal
    private var pending: [UInt8] = []
    private let blockSize = 1 << 16

    init(_ terminal: Terminal) {
        self.terminal = terminal
        pending.reserveCapacity(blockSize)
    }

    func write(_ text: String) {
        pending.append(contentsOf: text.utf8)
        if pending.count >= blockSize { flush() }
    }

    /// Lets `body` append to the pending block itself, with no String in between.
    func write(_ body: (inout [UInt8]) -> Void) {
        body(&pending)
        if pending.count >= blockSize { flush() }
    }

    func flush() {
        pending.withUnsafeBytes { terminal.write(bytes: $0) }
        pending.removeAll(keepingCapacity: true)
    }
}
