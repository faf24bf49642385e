import BenchmarkSupport
import Foundation
import LiveSignaling

// Runs the codec and its peers in one process on the same bytes and prints rates and
// ratios; with --json PATH also writes them. Usage: compare [--quick] [--json PATH]

let arguments = CommandLine.arguments
let quick = arguments.contains("--quick")
let seconds = quick ? 0.3 : 1.5
let jsonPath = arguments.firstIndex(of: "--json").flatMap {
    arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
}

struct Row {
    let workload: String
    let subject: String
    let perSecond: Double
    let unit: String
    let bytesPerItem: Double
    var mbPerSecond: Double { perSecond * bytesPerItem / 1_000_000 }
}

var rows: [Row] = []
/// Times the peers of one workload in turns; every peer's round covers `items` items.
@MainActor func record(_ workload: String, items: Int, bytes: Int, unit: String, _ peers: [Measure.Peer]) {
    for (peer, (rounds, checksum)) in zip(peers, Measure.rates(minimum: seconds, peers)) {
        let row = Row(
            workload: workload,
            subject: peer.subject,
            perSecond: rounds * Double(items),
            unit: unit,
            bytesPerItem: Double(bytes) / Double(items)
        )
        rows.append(row)
        FileHandle.standardError.write(
            Data("  \(workload) / \(peer.subject): \(Int(row.perSecond)) \(unit)/s (checksum \(checksum))\n".utf8)
        )
    }
}

// Workload 1 and 2: the mixed capture, decoded and validated.
let messages = CaptureGenerator().messages(count: 20_000)
let captureBytes = messages.reduce(0) { $0 + $1.bytes.count }
let datas = messages.map { Data($0.bytes) }
FileHandle.standardError.write(
    Data("capture: \(messages.count) messages, \(captureBytes / messages.count) bytes on average\n".utf8)
)
record(
    "decode+validate",
    items: messages.count,
    bytes: captureBytes,
    unit: "msg",
    [
        .init("LiveSignaling SignalDecoder") { Peers.signalDecoder(messages) },
        .init("LiveSignaling verdict only (no value built)") { Peers.signalVerdict(messages) },
        .init("json-c parse only") { Peers.jsoncParse(messages) },
        .init("C validator (signal_check)") { Peers.cValidator(messages) },
        .init("Foundation JSONDecoder (typed, no rules)") { Peers.foundationDecoder(messages, datas) },
    ]
)

// Workload 3: encoding the same typed values.
let values = messages.compactMap { SignalDecoder().decode($0.bytes).message }
let encodedBytes = Peers.signalEncoder(values)
record(
    "encode",
    items: values.count,
    bytes: encodedBytes,
    unit: "msg",
    [
        .init("LiveSignaling SignalEncoder") { Peers.signalEncoder(values) },
        .init("Foundation JSONEncoder") { Peers.foundationEncoder(values) },
    ]
)

// Workload 4: SEI out of a 1080p-like stream.
let stream = SEIStreamGenerator().stream(frames: quick ? 60 : 300)
record(
    "SEI extract",
    items: stream.count,
    bytes: stream.count,
    unit: "B",
    [
        .init("SEICodec SEIExtractor") { Peers.seiExtract(stream) },
        .init("memchr start-code scan (C)") { Peers.memchrScan(stream) },
    ]
)

/// The rate of the first peer of `workload` whose name starts with `subject`.
@MainActor func rate(_ workload: String, _ subject: String) -> Double {
    rows.first { $0.workload == workload && $0.subject.hasPrefix(subject) }?.perSecond ?? .nan
}
let ratios: [(String, Double, String)] = [
    (
        "decode+validate vs json-c parse only",
        rate("decode+validate", "LiveSignaling SignalDecoder") / rate("decode+validate", "json-c"), "≥ 4"
    ),
    (
        "validate only (verdict) vs json-c parse only",
        rate("decode+validate", "LiveSignaling verdict") / rate("decode+validate", "json-c"), "—"
    ),
    (
        "decode+validate vs Foundation JSONDecoder",
        rate("decode+validate", "LiveSignaling SignalDecoder") / rate("decode+validate", "Foundation"), "≥ 10"
    ),
    ("encode vs Foundation JSONEncoder", rate("encode", "LiveSignaling") / rate("encode", "Foundation"), "≥ 10"),
    ("SEI extract vs memchr scan", rate("SEI extract", "SEICodec") / rate("SEI extract", "memchr"), "≥ 0.8"),
]

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
print(pad("workload", 17) + pad("subject", 44) + pad("rate", 18) + "MB/s")
for row in rows {
    let rate =
        row.unit == "B" ? String(format: "%.2f GB/s", row.perSecond / 1e9) : String(format: "%.0f msg/s", row.perSecond)
    print(pad(row.workload, 17) + pad(row.subject, 44) + pad(rate, 18) + String(format: "%.1f", row.mbPerSecond))
}
print("")
for (name, value, target) in ratios {
    print(pad(name, 44) + String(format: "%6.2f×   target %@", value, target))
}
if let jsonPath {
    let object: [String: Any] = [
        "rows": rows.map {
            [
                "workload": $0.workload, "subject": $0.subject, "per_second": $0.perSecond, "unit": $0.unit,
                "mb_per_second": $0.mbPerSecond,
            ]
        },
        "ratios": ratios.map { ["name": $0.0, "ratio": $0.1, "target": $0.2] },
    ]
    let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    try data.write(to: URL(fileURLWithPath: jsonPath))
}
