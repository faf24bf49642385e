#if DEBUG
import Foundation
import Testing

@_spi(Testing) @_spi(Generator) @testable import LiveSignaling

/// The generated in-order readers (Engine/Generated/InOrderReaders.swift) read an object as the
/// general loop of the streamed check does, which reads every object without them: every vector, every capture line and variants of them that
/// make the readers hand over (a key after the last declared one, spaces) get the same verdict,
/// findings and offsets included, with the readers and without them, and the streamed check
/// misses on the same ones and the same documents are scanned for the tape. (The switch exists in
/// debug builds only.)
@Suite struct GeneratedReaderTests {
    @Test("the generated readers were written from the specs as they are")
    func readersAreCurrent() {
        #expect(InOrderShape.fingerprint(InOrderShape.all) == StreamedSpecCheck.generatedReadersFingerprint)
        #expect(CompiledSpec.shared.pointee.readsGenerated)
    }

    /// Tables compiled from other forms than the shared ones never use them: their objects lie
    /// at other places.
    @Test("tables compiled for a test do not use the generated readers")
    func otherTablesDoNot() {
        let tables = CompiledSpecTests.compiled(ObjectSpec("one", members: [.required("a", .text, "a")]))
        #expect(!tables.readsGenerated)
    }

    @Test("every vector gets the same verdict with the generated readers and without them")
    func vectorsAgree() {
        var generated = 0
        for vector in Vector.all {
            for bytes in Self.variants(of: vector.bytes) {
                let decoder = SignalDecoder(options: vector.options)
                let family = vector.decodeAs.flatMap(WireFamily.init(rawValue:))
                let (with, log) = Self.reading(generated: true) { decoder.verdict(bytes, as: family) }
                let (without, none) = Self.reading(generated: false) { decoder.verdict(bytes, as: family) }
                #expect(with == without, "\(vector.name): \(String(decoding: bytes, as: UTF8.self))")
                // And by the same engine: a reader that misses where the loop does not leaves
                // the message to another engine (the same verdict, slower).
                #expect(log.scannedDocuments == none.scannedDocuments, "\(vector.name)")
                #expect(log.streamedMisses == none.streamedMisses, "\(vector.name)")
                #expect(none.generatedReadings == 0)
                generated += log.generatedReadings
            }
        }
        // The readers are used, not passed by: most vectors are read in order.
        #expect(generated > Vector.all.count)
    }

    @Test("every capture line gets the same verdict with the generated readers and without them")
    func captureLinesAgree() throws {
        let directory = Vector.packageRoot.appendingPathComponent("Vectors/captures")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".jsonl") && !$0.hasSuffix(".expected.jsonl") }
        var lines = 0
        var generated = 0
        for name in names.sorted() {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let bytes = Array(line.utf8)
                let (with, log) = Self.reading(generated: true) { CaptureDecoder().verdict(bytes) }
                let (without, none) = Self.reading(generated: false) { CaptureDecoder().verdict(bytes) }
                #expect(with == without, "\(name): \(line)")
                #expect(log.scannedDocuments == none.scannedDocuments, "\(name): \(line)")
                #expect(log.streamedMisses == none.streamedMisses, "\(name): \(line)")
                lines += 1
                generated += log.generatedReadings
            }
        }
        #expect(lines > 100)
        #expect(generated > lines / 2)
    }

    /// A reader hands an object with more declared members than the limit on a container's
    /// items to the loop, which counts them: at the limit (the gift's four members) and one
    /// under it, the verdict is the loop's, and the object's reader is used only at the limit.
    @Test("an object at and past the limit on a container's items")
    func containerLimit() {
        let bytes = Array(#"{"cmd":"gift_msg","msg":{"type":1,"giftUrl":"u","giftName":"n","giftCount":1}}"#.utf8)
        var verdicts: [Int: MessageVerdict] = [:]
        for limit in [4, 3] {
            var options = JSONReaderOptions()
            options.maxContainerSize = limit
            let decoder = SignalDecoder(options: options)
            let (with, log) = Self.reading(generated: true) { decoder.verdict(bytes) }
            let (without, _) = Self.reading(generated: false) { decoder.verdict(bytes) }
            #expect(with == without, "limit \(limit)")
            #expect(log.generatedReadings == (limit == 4 ? 2 : 1), "limit \(limit)")
            verdicts[limit] = with
        }
        #expect(verdicts[4]?.isValid == true)
        #expect(verdicts[3]?.diagnostics.map(\.code.rawValue) == ["json.container-size"])
    }

    /// The message, a key after its last one (the reader reads every declared member, then
    /// hands the rest over), and spaces after each comma and colon outside strings' quotes
    /// as a pretty printer puts them (the reader steps over whitespace where the loop does).
    static func variants(of bytes: [UInt8]) -> [[UInt8]] {
        var out = [bytes]
        if let close = bytes.lastIndex(of: UInt8(ascii: "}")), close > 1 {
            out.append(Array(bytes[..<close]) + Array(#","zz_extra":0"#.utf8) + Array(bytes[close...]))
        }
        var spaced: [UInt8] = []
        var inString = false
        var escaped = false
        for byte in bytes {
            spaced.append(byte)
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":") {
                spaced.append(UInt8(ascii: " "))
            }
        }
        out.append(spaced)
        return out
    }

    static func reading<Result>(generated: Bool, _ body: () -> Result) -> (Result, ReadPassLog) {
        let log = ReadPassLog()
        log.usesGeneratedReaders = generated
        let result = ReadPassLog.$current.withValue(log) { body() }
        return (result, log)
    }
}
#endif
