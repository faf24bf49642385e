import LiveSignaling
import ValidationReports

/// `livesig inspect`'s rendering of one message: a heading, the envelope (for capture lines),
/// the fields as an indented tree with embedded documents marked `<json>` and unknown keys
/// marked `(unknown)`, then the findings.
struct InspectionView {
    let source: String
    let line: Int
    let bytes: [UInt8]
    let decoded: CaptureDecoder.Line

    private var inspection: MessageInspection? { MessageInspection(decoded.result) }
    private var rejected: RejectedFields { RejectedFields(decoded, bytes: bytes) }
    private var report: ValidationReport {
        ValidationReport(source: source, line: line, bytes: bytes, failed: !decoded.isValid)
    }

    /// The capture envelope's own members (everything but the payload).
    private var envelope: JSONObject? {
        guard decoded.isEnvelope, case .object(let root)? = JSONReader().read(bytes).value else { return nil }
        return JSONObject(root.members.filter { $0.key != "payload" })
    }

    func text(style: Style) -> String {
        var text = report.heading(of: decoded.verdict, style: style)
        if let envelope {
            text += "  envelope\n"
            for member in envelope.members {
                text += "    \(member.key): \(JSONWriter(style: .compact).writeString(member.value))\n"
            }
        }
        if let inspection {
            let root: JSONPath = decoded.isEnvelope ? [.key("payload"), .embedded] : .root
            var tree = Tree(inspection: inspection, rejected: rejected, style: style)
            text += "  fields\(decoded.isEnvelope ? " (payload <json>)" : "")\n"
            tree.render(inspection.fields, at: .root, indent: 2)
            text += tree.output
            let unknown = inspection.unknownKeys.map {
                JSONPath(components: root.components + $0.components).description
            }
            text += "  unknown keys: \(unknown.isEmpty ? "none" : unknown.joined(separator: ", "))\n"
        } else {
            text += "  not decoded: the findings below say why\n"
        }
        let printer = DiagnosticPrinter(source: source, bytes: bytes, lineOffset: line - 1, style: style)
        for diagnostic in decoded.result.diagnostics {
            text += printer.render(diagnostic)
        }
        return text
    }

    /// The validation report's line with the envelope, the fields, and the paths of embedded
    /// documents and unknown keys added after its own members.
    var jsonLine: String {
        let prefix: [JSONPath.Component] = decoded.isEnvelope ? [.key("payload"), .embedded] : []
        let paths = { (paths: [JSONPath]) -> JSONValue in
            .array(paths.map { .string(JSONPath(components: prefix + $0.components).description) })
        }
        let added: [(String, JSONValue)] = [
            ("envelope", envelope.map(JSONValue.object) ?? .null),
            ("fields", inspection.map { rejected.applied(to: $0.fields) } ?? .null),
            ("embedded", paths(inspection?.embeddedDocuments ?? [])),
            ("unknown_keys", paths(inspection?.unknownKeys ?? [])),
        ]
        // Written once, before the line: the line may be rendered more than once.
        let members = added.map { ($0.0, JSONWriter(style: .compact).write($0.1)) }
        let line = LineWriter.collect { line in
            report.writeJSONLine(of: decoded.verdict, into: &line) { line in
                for (key, value) in members {
                    line.append(UInt8(ascii: ","))
                    line.appendQuoted(key)
                    line.append(UInt8(ascii: ":"))
                    value.withUnsafeBufferPointer { line.append($0) }
                }
            }
        }
        return String(decoding: line, as: UTF8.self)
    }

    /// The indented rendering of a fields value.
    private struct Tree {
        let embedded: Set<JSONPath>
        let unknown: Set<JSONPath>
        let rejected: RejectedFields
        let style: Style
        var output = ""

        init(inspection: MessageInspection, rejected: RejectedFields, style: Style) {
            embedded = Set(inspection.embeddedDocuments)
            unknown = Set(inspection.unknownKeys)
            self.rejected = rejected
            self.style = style
        }

        /// `path` is the value's place in the fields (embedded steps included), for the markers.
        mutating func render(_ value: JSONValue, at path: JSONPath, indent: Int) {
            switch value {
            case .object(let object):
                for member in object.members {
                    row(member.key, member.value, at: path.appending(key: member.key), indent: indent + 2)
                }
            case .array(let elements):
                for (index, element) in elements.enumerated() {
                    row("[\(index)]", element, at: path.appending(index: index), indent: indent + 2)
                }
            default:
                output +=
                    String(repeating: " ", count: indent + 2) + JSONWriter(style: .compact).writeString(value) + "\n"
            }
        }

        private mutating func row(_ label: String, _ value: JSONValue, at path: JSONPath, indent: Int) {
            var inner = path
            var marks = ""
            if embedded.contains(path) {
                marks += " " + style.note("<json>")
                inner = path.embedded
            }
            if unknown.contains(path) { marks += " " + style.warning("(unknown)") }
            let pad = String(repeating: " ", count: indent)
            if let wire = rejected.values[path] {
                // The decoded value here stands in for one that was rejected: show the wire's.
                let shown = wire.map { JSONWriter(style: .compact).writeString($0) } ?? "(not on the wire)"
                output += pad + label + ": " + shown + marks + " " + style.error("(invalid)") + "\n"
                return
            }
            switch value {
            case .object(let object) where !object.members.isEmpty:
                output += pad + label + marks + "\n"
                render(value, at: inner, indent: indent)
            case .array(let elements) where !elements.isEmpty:
                output += pad + label + marks + "\n"
                render(value, at: inner, indent: indent)
            default:
                output += pad + label + ": " + JSONWriter(style: .compact).writeString(value) + marks + "\n"
            }
        }
    }
}
