import BenchmarkSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Writes a deterministic capture of at least N bytes to standard output, one message a line,
// in the mix CaptureGenerator describes. Usage: generate-capture BYTES
let target = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1_000_000 : 1_000_000
var written = 0
var seed: UInt64 = 1
while written < target {
    var chunk = CaptureGenerator().jsonLines(count: 20_000, seed: seed)
    if written + chunk.count > target {
        // Whole lines only: stop once no further line fits.
        guard let cut = chunk[..<min(chunk.count, target - written + 1)].lastIndex(of: 10) else { break }
        chunk.removeSubrange((cut + 1)...)
    }
    chunk.withUnsafeBytes { buffer in
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let count = write(1, base + offset, buffer.count - offset)
            if count <= 0 { exit(1) }
            offset += count
        }
    }
    written += chunk.count
    seed += 1
}
