import Benchmark
import BenchmarkSupport
import LiveSignaling
import SEICodec

// Each benchmark runs over the mixed capture of CaptureGenerator (names without spaces, as
// the thresholds files are named after them). One iteration is one message (or one frame), so the malloc counts read as "per
// message". Thresholds/ holds the checked-in limits (`swift package benchmark thresholds check`).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        maxDuration: .seconds(2),
        maxIterations: 200_000
    )
    let messages = CaptureGenerator().messages(count: 1000)

    Benchmark("decode-validate-one-message") { benchmark in
        let decoder = SignalDecoder()
        var index = 0
        for _ in benchmark.scaledIterations {
            blackHole(decoder.decode(messages[index % messages.count].bytes).isValid)
            index += 1
        }
    }

    Benchmark("verdict-one-message") { benchmark in
        let decoder = SignalDecoder()
        var index = 0
        for _ in benchmark.scaledIterations {
            blackHole(decoder.verdict(messages[index % messages.count].bytes).isValid)
            index += 1
        }
    }

    let values = messages.compactMap { SignalDecoder().decode($0.bytes).message }
    Benchmark("encode-one-message") { benchmark in
        let encoder = SignalEncoder()
        var index = 0
        for _ in benchmark.scaledIterations {
            blackHole(try? encoder.encode(values[index % values.count]))
            index += 1
        }
    }

    let frame = SEIStreamGenerator().stream(frames: 1)
    Benchmark("sei-extract-one-frame") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(SEIExtractor(codec: .h264, framing: .annexB).extract(from: frame).messages.count)
        }
    }
}
