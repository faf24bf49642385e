import Hummingbird
import LiveSignaling
import ValidationReports

extension ValidationService {
    /// `POST /v1/validate[?source=NAME][&family=F]`: one message, or JSON Lines of messages
    /// and capture envelopes, answered with `livesig validate --format json`'s lines (written
    /// by the same code) and its summary line. The body's layout is decided as livesig decides
    /// it for an input that is not a .jsonl file (``MessageLayout``).
    func validate(_ request: Request) async throws -> Response {
        let bytes: [UInt8]
        switch try await body(of: request, for: .validate) {
        case .success(let body): bytes = body
        case .failure(let refused): return refused.response
        }
        let query = request.uri.queryParameters
        var family: WireFamily?
        if let name = query.get("family") {
            guard let known = WireFamily(rawValue: name) else {
                return refuse(.validate, .malformed, status: .badRequest, "unknown family \"\(name)\"").response
            }
            family = known
        }
        let source = ReportSource(query.get("source") ?? "request")
        let decoder = CaptureDecoder()
        var tally = ValidationTally()
        var segments = VerdictSegments()
        var verdict = CaptureDecoder.Verdict()
        var output: [UInt8] = []
        output.reserveCapacity(256)
        for (line, message) in MessageLayout.messages(of: bytes) {
            message.withUnsafeBytes { decoder.verdict($0, as: family, into: &verdict) }
            var warnings = 0
            for diagnostic in verdict.message.diagnostics where diagnostic.severity == .warning { warnings += 1 }
            let failed = !verdict.isValid
            tally.add(
                family: verdict.message.family,
                warnings: warnings,
                failed: failed,
                isEvent: !verdict.carriesMessage
            )
            metrics.message(verdict.message, valid: !failed, endpoint: .validate)
            output += LineWriter.collect { writer in
                ValidationReport.writeJSONLine(
                    of: verdict,
                    failed: failed,
                    source: source,
                    line: line,
                    bytes: message,
                    into: &writer,
                    verdicts: &segments
                )
            }
        }
        // The body is one input, read to its end, as a file is for livesig.
        tally.inputRead()
        output += Array(tally.jsonLine.utf8)
        return Response(
            status: .ok,
            headers: [.contentType: "application/x-ndjson"],
            body: .init(byteBuffer: ByteBuffer(bytes: output))
        )
    }
}
