import BenchmarkSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Writes a deterministic capture of at least N bytes to standard output, one message a line,
// in the mix CaptureGenerator describes; with --envelopes each in its capture envelope.
// Usage: generate-capture BYTES [--envelopes]
let arguments = CommandLine.arguments.dropFirst()
let envelopes = arguments.contains("--envelopes")
let target = arguments.first { $0 != "--envelopes" }.flatMap { Int($0) } ?? 1_000_000
var written = 0
var seed: UInt64 = 1
while written < target {
    var chunk =
        envelopes
        ? CaptureGenerator().envelopeLines(count: 20_000, seed: seed)
        : CaptureGenerator().jsonLines(count: 20_000, seed: seed)
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
