// swift-tools-version: 6.2
import PackageDescription

// One libFuzzer executable per parser. Build and run with scripts/fuzz; each target's
// main.swift defines LLVMFuzzerTestOneInput and uses what it computes, so -O cannot drop it.

// A path dependency's identity is its folder's name, which differs between clones.
let main = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "main").lowercased()

let fuzzers = [
    "FuzzJSONReader", "FuzzDecodeAuto", "FuzzFamilyRoundTrip", "FuzzEmbeddedJSON", "FuzzNALFraming",
    "FuzzSEIMessages", "FuzzSEIRoundTrip", "FuzzCValidator", "FuzzDifferential", "FuzzCapture",
    "FuzzSessions", "FuzzPictureCounter", "FuzzFLVDemuxer", "FuzzMPEGTSDemuxer", "FuzzMP4Demuxer",
    "FuzzTimedSEIReader",
]

let package = Package(
    name: "LiveSignalingFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "LiveSignaling", package: main),
                .product(name: "SEICodec", package: main),
                .product(name: "CSignalCheck", package: main),
            ]
        )
    ]
        + fuzzers.map { name in
            .executableTarget(
                name: name,
                dependencies: ["FuzzSupport", .product(name: "SEICodec", package: main)],
                path: "Sources/\(name)"
            )
        }
)
