// swift-tools-version: 6.2
import PackageDescription

// A path dependency's identity is its folder's name, which differs between clones.
let main = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "main").lowercased()

// Benchmarks live in their own package so the library's users never build package-benchmark.
// `compare` runs the codec and its peers in one process on the same bytes; the benchmark
// target (package-benchmark) tracks wall clock and mallocs, with thresholds on the mallocs.
// Instruction counts come from callgrind on `profile`: package-benchmark's instructions
// metric reads the hardware counters, which this VM does not expose (`perf stat` reports
// them "not supported", and the metric is left out of the results).
let package = Package(
    name: "LiveSignalingBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .systemLibrary(name: "CJSONCBench", pkgConfig: "json-c", providers: [.apt(["libjson-c-dev"])]),
        .target(name: "CJSONCPeer", dependencies: ["CJSONCBench"], linkerSettings: [.linkedLibrary("m")]),
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                "CJSONCPeer",
                .product(name: "LiveSignaling", package: main),
                .product(name: "SEICodec", package: main),
                .product(name: "CSignalCheck", package: main),
            ]
        ),
        .executableTarget(name: "compare", dependencies: ["BenchmarkSupport"]),
        .executableTarget(name: "profile", dependencies: ["BenchmarkSupport"]),
        .executableTarget(name: "generate-capture", dependencies: ["BenchmarkSupport"]),
        .executableTarget(
            name: "LiveSignalingBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/LiveSignalingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
