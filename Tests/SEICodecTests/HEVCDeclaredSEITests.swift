import Testing

@testable import SEICodec

/// The SEI units an hvcC declares in its arrays: found where they lie, the record's other
/// units passed over, a cut array reported, and handed out ahead of the first picture.
@Suite("SEI declared in an HEVC decoder configuration record")
struct HEVCDeclaredSEITests {
    /// An HEVC prefix SEI unit holding one user_data_unregistered message: `text` after a
    /// UUID, then the RBSP stop bit.
    static func seiUnit(_ text: String) -> [UInt8] {
        let uuid: [UInt8] = [
            0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88, 0x99, 0xAA, 0xBB, 0xCC, 0xDD, 0xEE, 0xF1, 0xF2,
        ]
        let payload = uuid + Array(text.utf8)
        return [0x4E, 0x01, 5, UInt8(payload.count)] + payload + [0x80]
    }

    /// An array of units of one type: its type byte, its count and each unit with its length.
    static func array(type: UInt8, _ units: [[UInt8]]) -> [UInt8] {
        var bytes: [UInt8] = [0x80 | type, UInt8(units.count >> 8), UInt8(units.count & 0xFF)]
        for unit in units { bytes += [UInt8(unit.count >> 8), UInt8(unit.count & 0xFF)] + unit }
        return bytes
    }

    /// The fixed 22 bytes (a 4-byte NAL length size in the last), the array count and the arrays.
    static func record(_ arrays: [[UInt8]]) -> [UInt8] {
        var fixed = [UInt8](repeating: 0, count: 22)
        fixed[0] = 1
        fixed[21] = 0x03
        return fixed + [UInt8(arrays.count)] + arrays.flatMap { $0 }
    }

    static let vps: [UInt8] = [0x40, 0x01, 0x0C]
    static let sps: [UInt8] = [0x42, 0x01, 0x01]
    static let pps: [UInt8] = [0x44, 0x01, 0xC1]

    static func units(_ record: [UInt8]) -> (units: [Range<Int>], cutAt: Int?) {
        record.withUnsafeBytes { HEVCDeclaredSEI.units(in: $0) }
    }

    @Test("prefix and suffix SEI units are found among the parameter sets, each with its length")
    func found() {
        let prefix = Self.seiUnit("first")
        var suffix = Self.seiUnit("last")
        suffix[0] = 0x50  // type 40, a suffix SEI
        let record = Self.record([
            Self.array(type: 32, [Self.vps]), Self.array(type: 33, [Self.sps]), Self.array(type: 34, [Self.pps]),
            Self.array(type: 39, [prefix]), Self.array(type: 40, [suffix]),
        ])
        let (units, cutAt) = Self.units(record)
        #expect(cutAt == nil)
        #expect(units.count == 2)
        #expect(units.map { Array(record[$0].dropFirst(2)) } == [prefix, suffix])
        #expect(units.allSatisfy { Int(record[$0.lowerBound]) << 8 | Int(record[$0.lowerBound + 1]) == $0.count - 2 })
    }

    @Test("a record without arrays, or with no SEI in them, declares none")
    func none() {
        #expect(Self.units([UInt8](repeating: 0, count: 22)) == ([], nil))
        #expect(Self.units(Self.record([])) == ([], nil))
        #expect(Self.units(Self.record([Self.array(type: 33, [Self.sps])])) == ([], nil))
        // Units too short for a header are passed over, not read past.
        #expect(Self.units(Self.record([Self.array(type: 39, [[], [0x4E]])])) == ([], nil))
    }

    @Test("an array that ends at the record's end is read; one byte past it, the cut unit is reported")
    func cut() {
        let whole = Self.record([Self.array(type: 33, [Self.sps]), Self.array(type: 39, [Self.seiUnit("a")])])
        #expect(Self.units(whole).units.count == 1)
        #expect(Self.units(whole).cutAt == nil)
        // The last unit one byte short: the SEI before it is kept, the cut is where it starts.
        let short = Self.record([
            Self.array(type: 39, [Self.seiUnit("a"), Self.seiUnit("b")])
        ]).dropLast()
        let (units, cutAt) = Self.units(Array(short))
        #expect(units.count == 1)
        #expect(cutAt == 23 + 3 + 2 + Self.seiUnit("a").count)
        // The array count promised, the array itself absent.
        #expect(Self.units(Array(Self.record([]).dropLast()) + [1]) == ([], 23))
        #expect(Self.units(Self.record([[0xA7, 0x00]])) == ([], 23))
    }

    @Test("a cut array is reported at the stream offset where the unit that does not fit starts")
    func cutReported() {
        let record = Array(Self.record([Self.array(type: 39, [Self.seiUnit("a"), Self.seiUnit("b")])]).dropLast())
        var result = DemuxResult()
        record.withUnsafeBytes {
            HEVCDeclaredSEI.samples(in: $0, at: 1000, time: MediaTimestamp(pts: 0, dts: 0, timescale: 1), &result)
        }
        #expect(result.samples.count == 1)
        #expect(result.samples.first?.isDeclared == true)
        #expect(result.samples.first?.offset == 1000 + 26)
        #expect(result.diagnostics.map(\.code) == [.seiContainerCorrupt])
        #expect(result.diagnostics.first?.offset == 1000 + 23 + 3 + 2 + Self.seiUnit("a").count)
    }

    @Test("an HEVC FLV's sequence header SEI comes first, at the header's time, and counts no picture")
    func flvSequenceHeader() throws {
        let original = try ContainerVectors.bytes("hevc-heartbeats-legacy.flv")
        let declared = Self.seiUnit("declared")
        let flv = try #require(Self.addingSEI(declared, toSequenceHeaderOf: original))
        let before = ContainerVectors.read(original, piece: 4096)
        for piece in [1 << 20, 4096, 7] {
            let after = ContainerVectors.read(flv, piece: piece)
            #expect(after.diagnostics.isEmpty, "\(piece)")
            #expect(after.reader.pictures == before.reader.pictures, "\(piece)")
            #expect(after.messages.count == before.messages.count + 1, "\(piece)")
            let first = try #require(after.messages.first)
            #expect(first.message.payload.suffix(8) == Array("declared".utf8))
            #expect(first.time == MediaTimestamp(pts: 0, dts: 0, timescale: 1000))
            #expect(first.picture == 0)
            #expect(Array(flv[first.message.nalOffset..<(first.message.nalOffset + declared.count)]) == declared)
            let lines = after.messages.dropFirst().map(ContainerVectors.line)
            #expect(ContainerVectors.firstDifference(lines, before.messages.map(ContainerVectors.line)) == nil)
        }
    }

    @Test("an MP4's hvcC SEI comes ahead of the first picture's, at its time, from inside the moov")
    func mp4Declared() throws {
        for name in ["hevc-declared-sei.mp4", "hevc-declared-sei.fmp4.mp4"] {
            let bytes = try ContainerVectors.bytes(name)
            let read = ContainerVectors.read(bytes, piece: 4096)
            let first = try #require(read.messages.first)
            #expect(first.message.payloadType == 5, "\(name)")
            #expect(first.picture == 0, "\(name)")
            // The hvcC's unit, where the file holds it: an HEVC prefix SEI header.
            #expect(bytes[first.message.nalOffset] >> 1 & 0x3F == 39, "\(name)")
            #expect(read.messages.dropFirst().allSatisfy { $0.message.payloadType == 132 }, "\(name)")
            #expect(read.reader.pictures == 75, "\(name)")
        }
    }

    /// `flv` with `unit` added to its first HEVC sequence header's hvcC, as an SEI array.
    static func addingSEI(_ unit: [UInt8], toSequenceHeaderOf flv: [UInt8]) -> [UInt8]? {
        // A legacy HEVC tag (codec id 12) whose packet type is 0: the sequence header.
        guard let position = ContainerVectors.flvSequenceHeader(flv, codecID: 12),
            let size = ContainerVectors.flvTags(flv).first(where: { $0.start == position })?.dataSize
        else { return nil }
        let body = position + 11
        let record = body + 5
        var bytes = flv
        bytes[record + 22] += 1
        let array = Self.array(type: 39, [unit])
        bytes.insert(contentsOf: array, at: body + size)
        let newSize = size + array.count
        bytes[position + 1] = UInt8(newSize >> 16)
        bytes[position + 2] = UInt8(newSize >> 8 & 0xFF)
        bytes[position + 3] = UInt8(newSize & 0xFF)
        let previous = 11 + newSize
        bytes.replaceSubrange((body + newSize)..<(body + newSize + 4), with: ContainerVectors.bigEndian32(previous))
        return bytes
    }
}
