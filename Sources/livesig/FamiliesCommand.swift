import ArgumentParser
import LiveSignaling

struct FamiliesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "families",
        abstract: "List every message family with its versions, dialects, schema and capture channel.",
        discussion: """
            Examples:
              livesig families
              livesig families --format json | jq '.[].family'
            """
    )

    @Option(help: "Output format: text or json.")
    var format: ValidateCommand.OutputFormat = .text

    func run() throws {
        Terminal.ignoreBrokenPipes()
        let output = BufferedOutput(.standardOutput)
        switch format {
        case .json:
            output.write(JSONWriter(style: .compact).writeString(.array(WireFamily.allCases.map(Self.json))) + "\n")
        case .text: output.write(WireFamily.allCases.map(Self.text).joined(separator: "\n"))
        }
        output.flush()
    }

    static func channel(of family: WireFamily) -> CaptureChannel? { family.channel }

    private static func text(_ family: WireFamily) -> String {
        var text = "\(family.rawValue)\n  \(family.summary)\n"
        for version in family.versions {
            text += "  v\(version)  dialects: \(family.dialects(version: version).joined(separator: ", "))\n"
            text += "      schema: \(family.schemaPath(version: version))\n"
        }
        if let channel = channel(of: family) { text += "  capture channel: \(channel.rawValue)\n" }
        return text
    }

    private static func json(_ family: WireFamily) -> JSONValue {
        let versions: [JSONValue] = family.versions.map { version in
            [
                "version": .number(JSONNumber(version)),
                "dialects": .array(family.dialects(version: version).map(JSONValue.string)),
                "schema": .string(family.schemaPath(version: version)),
            ]
        }
        return [
            "family": .string(family.rawValue),
            "summary": .string(family.summary),
            "versions": .array(versions),
            "channel": channel(of: family).map { .string($0.rawValue) } ?? .null,
        ]
    }
}
