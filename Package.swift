// swift-tools-version: 6.2
import PackageDescription

// LIVESIG_LIBRARY_ONLY=1 leaves the validation service out (see the end of this file).
let libraryOnly = Context.environment["LIVESIG_LIBRARY_ONLY"] != nil

// Library code is for client apps as much as servers: it must build for the
// minimums below, and anything newer needs an availability guard.
let package = Package(
    name: "LiveSignaling",
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8)],
    products: [
        .library(name: "LiveSignaling", targets: ["LiveSignaling"]),
        .library(name: "SEICodec", targets: ["SEICodec"]),
        .library(name: "SignalDiagnostics", targets: ["SignalDiagnostics"]),
        .library(name: "CSignalCheck", targets: ["CSignalCheck"]),
        .executable(name: "livesig", targets: ["livesig"]),
        .executable(name: "signal-check", targets: ["signal-check"]),
        .executable(name: "livesig-serve", targets: ["livesig-serve"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // The validation service only (livesig-serve); no library product depends on these.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"4.0.0"),
    ],
    targets: [
        // One Diagnostic, one Severity and the catalogue of every code: no dependencies, so the
        // SEI codec (which apps link on its own) and the wire library share it.
        .target(name: "SignalDiagnostics"),
        .target(name: "LiveSignaling", dependencies: ["SignalDiagnostics"]),
        // The C sources are also compiled with -Wall -Wextra -Werror by gcc and clang
        // in scripts/c-warnings; unsafe flags here would stop other packages depending on us.
        .target(name: "SEICodec", dependencies: ["SignalDiagnostics"]),
        .systemLibrary(
            name: "CJSONC",
            pkgConfig: "json-c",
            providers: [.apt(["libjson-c-dev"])]
        ),
        .target(
            name: "CSignalCheck",
            dependencies: ["CJSONC"],
            // The Makefile's linker version script and pkg-config template (C users' build).
            exclude: ["packaging"],
            linkerSettings: [.linkedLibrary("m")]
        ),
        .executableTarget(
            name: "signal-check",
            dependencies: ["CSignalCheck"]
        ),
        // The report lines of `livesig validate` (text and JSON), shared by livesig and the
        // validation service so that both answer byte for byte alike. Not a product.
        .target(name: "ValidationReports", dependencies: ["LiveSignaling"]),
        // livesig must run on a machine without json-c: it never links the C targets.
        .executableTarget(
            name: "livesig",
            dependencies: [
                "LiveSignaling",
                "SEICodec",
                "ValidationReports",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The validation service for app servers (docs/serve.md): its own executable, so that
        // building livesig never builds NIO or Hummingbird. The server code is a target of its
        // own for the integration tests.
        .target(
            name: "ValidationServer",
            dependencies: [
                "LiveSignaling",
                "ValidationReports",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .executableTarget(
            name: "livesig-serve",
            dependencies: [
                "ValidationServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Writes the files derived from the declarations (the C code table, docs/diagnostics.md);
        // `--check` fails when a committed one is stale.
        .executableTarget(name: "livesig-generate", dependencies: ["LiveSignaling"]),
        .testTarget(
            name: "LiveSignalingTests",
            dependencies: [
                "LiveSignaling",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "SEICodecTests",
            dependencies: [
                "SEICodec",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "CrossCheckTests",
            dependencies: ["LiveSignaling", "SEICodec", "CSignalCheck"],
            exclude: ["divergences.json"]
        ),
        // Requests written by hand to a loopback port, for the server tests and the break matrix.
        .target(name: "LoopbackClient", path: "Tests/LoopbackClient"),
        // The end-to-end tests run the built livesig (and the break matrix livesig-serve);
        // depending on them makes `swift test` build them.
        .testTarget(
            name: "LivesigTests",
            dependencies: ["LiveSignaling", "SEICodec", "livesig", "LoopbackClient"]
                + (libraryOnly ? [] : ["livesig-serve"])
        ),
        .testTarget(
            name: "ValidationServerTests",
            dependencies: [
                "ValidationServer",
                "LiveSignaling",
                "LoopbackClient",
                // POST /v1/validate is compared with the livesig built beside the tests.
                "livesig",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ]
)

// LIVESIG_LIBRARY_ONLY=1 leaves out the validation service and what only it needs (NIO,
// Hummingbird, BoringSSL): CI's AddressSanitizer run of the SEI tests builds every test target
// of the package, and those dependencies took it about ten minutes to build for nothing.
if libraryOnly {
    let service: Set<String> = ["ValidationServer", "livesig-serve", "ValidationServerTests"]
    package.targets.removeAll { service.contains($0.name) }
    package.products.removeAll { service.contains($0.name) }
    package.dependencies.removeAll { dependency in
        guard case .sourceControl(_, let location, _) = dependency.kind else { return false }
        return ["hummingbird", "swift-service-lifecycle", "swift-prometheus", "swift-metrics", "swift-crypto"]
            .contains { location.hasSuffix("/" + $0) }
    }
}
