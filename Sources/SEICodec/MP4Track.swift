/// What the `moov` box says about the video track that SEI is read from.
struct MP4Track {
    var id: Int
    var timescale: Int64
    var codec: VideoCodec
    var lengthSize: Int
    /// Added to every decoding and presentation time: the edit list's shift, as FFmpeg applies it.
    var shift: Int64 = 0
    /// `trex` defaults for fragments.
    var defaultDuration: Int64 = 0
    var defaultSize = 0
    /// The SEI units an `hvcC` declares (``HEVCDeclaredSEI``), as samples timed as the
    /// track's first sample (a fragmented file's: its start), for the demuxer to hand out
    /// ahead of it.
    var declaredSEI: [VideoSample] = []
}

/// One sample's place in the stream and its time.
struct MP4Sample {
    var offset: Int
    var size: Int
    var dts: Int64
    var pts: Int64
}

/// Reads `moov` and `moof` boxes held in memory.
struct MP4MovieReader {
    /// A sample table longer than this is cut there and reported (18 h at 30 fps).
    static let maximumSamples = 2_000_000
    /// A trun listing more samples than this (36 min at 30 fps in one fragment) is cut there
    /// and reported: without per-sample fields its count costs no bytes, so it bounds the work.
    static let maximumRunSamples = 65_536

    let bytes: UnsafeRawBufferPointer
    /// Stream offset of `bytes[0]`.
    let base: Int
    var diagnostics: [Diagnostic] = []
    private var broken = false

    init(_ bytes: UnsafeRawBufferPointer, base: Int) {
        self.bytes = bytes
        self.base = base
    }

    private mutating func children(_ range: Range<Int>) -> [MP4Box] {
        MP4Box.children(of: bytes, in: range, broken: &broken)
    }

    private mutating func child(_ type: StaticString, _ range: Range<Int>) -> MP4Box? {
        MP4Box.first(type, in: bytes, range, broken: &broken)
    }

    private mutating func report(_ message: String, at index: Int) {
        diagnostics.append(Diagnostic(.seiContainerCorrupt, at: base + index, message))
    }

    private mutating func reportBroken(_ box: String) {
        if broken { report("a box inside \(box) claims more bytes than \(box) holds; the rest was not read", at: 0) }
        broken = false
    }

    // MARK: moov

    /// The first H.264/HEVC video track and, for a progressive file, its samples in stream order.
    mutating func readMovie() -> (track: MP4Track, samples: [MP4Sample])? {
        let movieBoxes = children(0..<bytes.count)
        var movieTimescale: Int64 = 1000
        if let mvhd = movieBoxes.first(where: { $0.type == fourCC("mvhd") }) {
            var cursor = ByteCursor(bytes, at: mvhd.body.lowerBound)
            let version = cursor.int(1) ?? 0
            _ = cursor.skip(3 + (version == 1 ? 16 : 8))
            movieTimescale = Int64(cursor.read(4) ?? 1000)
        }
        var defaults: [Int: (duration: Int64, size: Int)] = [:]
        if let mvex = movieBoxes.first(where: { $0.type == fourCC("mvex") }) {
            for trex in children(mvex.body) where trex.type == fourCC("trex") {
                var cursor = ByteCursor(bytes, at: trex.body.lowerBound + 4)
                guard let id = cursor.int(4), cursor.skip(4), let duration = cursor.read(4), let size = cursor.int(4)
                else { continue }
                defaults[id] = (Int64(duration), size)
            }
        }
        var chosen: (track: MP4Track, samples: [MP4Sample])?
        for trak in movieBoxes where trak.type == fourCC("trak") {
            if let chosen {
                reportSkippedVideo(trak, reading: chosen.track.id)
            } else if var found = readTrack(trak, movieTimescale: movieTimescale) {
                found.track.defaultDuration = defaults[found.track.id]?.duration ?? 0
                found.track.defaultSize = defaults[found.track.id]?.size ?? 0
                chosen = found
            }
        }
        reportBroken("moov")
        return chosen
    }

    /// A video track after the one read (a second camera, a screen share) is named once, so
    /// that its SEI is not missed without a word.
    private mutating func reportSkippedVideo(_ trak: MP4Box, reading id: Int) {
        guard let tkhd = child("tkhd", trak.body), let mdia = child("mdia", trak.body),
            let hdlr = child("hdlr", mdia.body), isVideo(hdlr)
        else { return }
        let track = trackID(tkhd).map { "track \($0)" } ?? "a track"
        diagnostics.append(
            Diagnostic(
                .seiVideoSkipped,
                at: base + trak.body.lowerBound,
                "video \(track) is not read: SEI is read from one video track, track \(id)"
            )
        )
    }

    /// Whether a track's `hdlr` says video.
    private func isVideo(_ hdlr: MP4Box) -> Bool {
        var handler = ByteCursor(bytes, at: hdlr.body.lowerBound + 8)
        return handler.fourCC() == fourCC("vide")
    }

    /// The track ID a `tkhd` holds; nil when it is cut short.
    private func trackID(_ tkhd: MP4Box) -> Int? {
        var header = ByteCursor(bytes, at: tkhd.body.lowerBound)
        let version = header.int(1) ?? 0
        _ = header.skip(3 + (version == 1 ? 16 : 8))
        return header.int(4)
    }

    private mutating func readTrack(_ trak: MP4Box, movieTimescale: Int64) -> (track: MP4Track, samples: [MP4Sample])? {
        guard let tkhd = child("tkhd", trak.body), let mdia = child("mdia", trak.body),
            let hdlr = child("hdlr", mdia.body), let mdhd = child("mdhd", mdia.body),
            let minf = child("minf", mdia.body), let stbl = child("stbl", minf.body)
        else { return nil }
        guard isVideo(hdlr), let id = trackID(tkhd) else { return nil }
        var media = ByteCursor(bytes, at: mdhd.body.lowerBound)
        let mdhdVersion = media.int(1) ?? 0
        _ = media.skip(3 + (mdhdVersion == 1 ? 16 : 8))
        guard let timescale = media.read(4), timescale > 0 else {
            report("a video track without a timescale", at: mdhd.body.lowerBound)
            return nil
        }
        guard let stsd = child("stsd", stbl.body), let (codec, lengthSize, config) = sampleEntry(stsd) else {
            return nil
        }
        var track = MP4Track(id: id, timescale: Int64(timescale), codec: codec, lengthSize: lengthSize)
        if let edts = child("edts", trak.body), let elst = child("elst", edts.body) {
            track.shift = editShift(elst, movieTimescale: movieTimescale, mediaTimescale: Int64(timescale))
        }
        let samples = sampleTable(stbl, shift: track.shift)
        if codec == .hevc {
            let first = samples.first
            var declared = DemuxResult()
            HEVCDeclaredSEI.samples(
                in: UnsafeRawBufferPointer(rebasing: bytes[config]),
                at: base + config.lowerBound,
                time: MediaTimestamp(
                    pts: first?.pts ?? track.shift,
                    dts: first?.dts ?? track.shift,
                    timescale: track.timescale
                ),
                &declared
            )
            diagnostics += declared.diagnostics
            track.declaredSEI = declared.samples
        }
        return (track, samples)
    }

    /// avc1/avc3 with avcC, hvc1/hev1 with hvcC: the codec, the NAL length size and where the
    /// decoder configuration record lies (its body, in `bytes`).
    private mutating func sampleEntry(_ stsd: MP4Box) -> (VideoCodec, Int, config: Range<Int>)? {
        // A full box's version, flags and entry count take 8 bytes before the entries.
        let entriesStart = stsd.body.lowerBound + 8
        guard entriesStart <= stsd.body.upperBound else {
            report("a sample description shorter than its entry count", at: stsd.body.lowerBound)
            return nil
        }
        let entries = children(entriesStart..<stsd.body.upperBound)
        for entry in entries {
            let codec: VideoCodec
            switch entry.type {
            case fourCC("avc1"), fourCC("avc3"): codec = .h264
            case fourCC("hvc1"), fourCC("hev1"): codec = .hevc
            default: continue
            }
            // A visual sample entry's fields take 78 bytes before its child boxes.
            let childStart = entry.body.lowerBound + 78
            guard childStart <= entry.body.upperBound else {
                report("a video sample entry shorter than its fields", at: entry.body.lowerBound)
                return nil
            }
            let configType: StaticString = codec == .h264 ? "avcC" : "hvcC"
            guard let config = child(configType, childStart..<entry.body.upperBound) else {
                report("a \(codec) sample entry without its decoder configuration", at: entry.body.lowerBound)
                return nil
            }
            let record = UnsafeRawBufferPointer(rebasing: bytes[config.body])
            let declared = NALLengthSize.declared(in: record, codec: codec)
            if case .three(let index) = declared {
                report(NALLengthSize.threeMessage, at: config.body.lowerBound + index)
            }
            guard let size = NALLengthSize.size(of: declared) else {
                report("a decoder configuration too short for its NAL length size", at: config.body.lowerBound)
                return nil
            }
            return (codec, size, config.body)
        }
        return nil
    }

    /// The first edit's media time is subtracted, and leading empty edits added, as FFmpeg's
    /// mov demuxer does: each empty edit rescaled from the movie's timescale (1 when it
    /// declares 0) to the track's, rounded to the nearest tick (`av_rescale`), then summed, so
    /// that a 21 ms empty edit is 269 ticks of 12,800, not 268, and three of 1 ms are 39.
    private mutating func editShift(_ elst: MP4Box, movieTimescale: Int64, mediaTimescale: Int64) -> Int64 {
        var cursor = ByteCursor(bytes, at: elst.body.lowerBound)
        let version = cursor.int(1) ?? 0
        guard cursor.skip(3), let count = cursor.int(4) else { return 0 }
        var empty: Int64 = 0
        var mediaTime: Int64 = 0
        for _ in 0..<min(count, 64) {
            let width = version == 1 ? 8 : 4
            guard let duration = cursor.read(width), let rawTime = cursor.read(width), cursor.skip(4) else { break }
            let time = width == 8 ? Int64(bitPattern: rawTime) : Int64(Int32(bitPattern: UInt32(rawTime)))
            if time == -1 {
                empty = empty.clampedAdding(Self.rescaled(duration, from: max(1, movieTimescale), to: mediaTimescale))
                continue
            }
            mediaTime = time
            break
        }
        return empty.clampedAdding(mediaTime == Int64.min ? Int64.max : -mediaTime)
    }

    /// `value` ticks of `from` per second in ticks of `to`, rounded to the nearest, a half away
    /// from zero, as FFmpeg rounds; computed in 128 bits, and `Int64.max` past it.
    static func rescaled(_ value: UInt64, from: Int64, to: Int64) -> Int64 {
        guard from > 0, to > 0 else { return 0 }
        let denominator = UInt64(from)
        let product = value.multipliedFullWidth(by: UInt64(to))
        let (low, carry) = product.low.addingReportingOverflow(denominator / 2)
        let (high, overflow) = product.high.addingReportingOverflow(carry ? 1 : 0)
        guard !overflow, high < denominator else { return .max }
        let quotient = denominator.dividingFullWidth((high, low)).quotient
        return quotient > UInt64(Int64.max) ? .max : Int64(quotient)
    }

    private mutating func sampleTable(_ stbl: MP4Box, shift: Int64) -> [MP4Sample] {
        let sizes = sampleSizes(stbl)
        let offsets = chunkOffsets(stbl)
        let chunkRuns = sampleToChunk(stbl)
        var deltas = runs(child("stts", stbl.body), signed: false)
        let compositions = runs(child("ctts", stbl.body), signed: true)
        var samples: [MP4Sample] = []
        samples.reserveCapacity(min(sizes.count, Self.maximumSamples))
        var sampleIndex = 0
        var dts: Int64 = 0
        var deltaRun = (index: 0, used: 0)
        var ctsRun = (index: 0, used: 0)
        for (chunkIndex, chunkOffset) in offsets.enumerated() {
            var runIndex = 0
            while runIndex + 1 < chunkRuns.count, chunkRuns[runIndex + 1].firstChunk <= chunkIndex + 1 { runIndex += 1 }
            guard runIndex < chunkRuns.count else { break }
            var offset = chunkOffset
            for _ in 0..<chunkRuns[runIndex].samples {
                guard sampleIndex < sizes.count, samples.count < Self.maximumSamples else { break }
                let size = sizes[sampleIndex]
                let composition = Self.next(compositions, &ctsRun) ?? 0
                samples.append(
                    MP4Sample(
                        offset: offset,
                        size: size,
                        dts: dts.clampedAdding(shift),
                        pts: dts.clampedAdding(composition).clampedAdding(shift)
                    )
                )
                dts = dts.clampedAdding(Self.next(deltas, &deltaRun) ?? 0)
                offset = offset.addingReportingOverflow(size).overflow ? offset : offset + size
                sampleIndex += 1
            }
        }
        deltas.removeAll()
        if samples.count < sizes.count {
            let reason =
                samples.count >= Self.maximumSamples
                ? "the limit is \(Self.maximumSamples)" : "the chunk tables end first"
            report(
                "\(sizes.count - samples.count) of \(sizes.count) samples were not placed: \(reason)",
                at: stbl.body.lowerBound
            )
        }
        samples.sort { $0.offset < $1.offset }
        return samples
    }

    private mutating func sampleSizes(_ stbl: MP4Box) -> [Int] {
        guard let stsz = child("stsz", stbl.body) else { return [] }
        var cursor = ByteCursor(bytes, at: stsz.body.lowerBound + 4)
        guard let uniform = cursor.int(4), let count = cursor.int(4) else { return [] }
        let limit = min(count, Self.maximumSamples)
        if uniform != 0 { return [Int](repeating: uniform, count: limit) }
        var sizes: [Int] = []
        sizes.reserveCapacity(min(limit, cursor.remaining / 4))
        for _ in 0..<limit {
            guard let size = cursor.int(4) else {
                report("stsz lists \(count) samples but holds \(sizes.count)", at: stsz.body.lowerBound)
                break
            }
            sizes.append(size)
        }
        return sizes
    }

    private mutating func chunkOffsets(_ stbl: MP4Box) -> [Int] {
        let wide = child("co64", stbl.body)
        guard let box = wide ?? child("stco", stbl.body) else { return [] }
        var cursor = ByteCursor(bytes, at: box.body.lowerBound + 4)
        guard let count = cursor.int(4) else { return [] }
        var offsets: [Int] = []
        for _ in 0..<min(count, Self.maximumSamples) {
            guard let value = cursor.read(wide == nil ? 4 : 8), value <= UInt64(Int.max) else { break }
            offsets.append(Int(value))
        }
        return offsets
    }

    private mutating func sampleToChunk(_ stbl: MP4Box) -> [(firstChunk: Int, samples: Int)] {
        guard let stsc = child("stsc", stbl.body) else { return [] }
        var cursor = ByteCursor(bytes, at: stsc.body.lowerBound + 4)
        guard let count = cursor.int(4) else { return [] }
        var entries: [(Int, Int)] = []
        for _ in 0..<min(count, Self.maximumSamples) {
            guard let first = cursor.int(4), let samples = cursor.int(4), cursor.skip(4) else { break }
            entries.append((first, samples))
        }
        return entries
    }

    /// stts or ctts: (count, value) runs.
    private mutating func runs(_ box: MP4Box?, signed: Bool) -> [(count: Int, value: Int64)] {
        guard let box else { return [] }
        var cursor = ByteCursor(bytes, at: box.body.lowerBound + 4)
        guard let count = cursor.int(4) else { return [] }
        var runs: [(Int, Int64)] = []
        for _ in 0..<min(count, Self.maximumSamples) {
            guard let number = cursor.int(4), let raw = cursor.read(4) else { break }
            let value = signed ? Int64(Int32(bitPattern: UInt32(raw))) : Int64(raw)
            runs.append((number, value))
        }
        return runs
    }

    private static func next(_ runs: [(count: Int, value: Int64)], _ position: inout (index: Int, used: Int)) -> Int64?
    {
        while position.index < runs.count, position.used >= runs[position.index].count {
            position = (position.index + 1, 0)
        }
        guard position.index < runs.count else { return nil }
        position.used += 1
        return runs[position.index].value
    }

    // MARK: moof

    /// The samples a `moof` places for `track`; `moofOffset` is the box's stream offset.
    mutating func readFragment(for track: MP4Track, moofOffset: Int) -> [MP4Sample] {
        var samples: [MP4Sample] = []
        for traf in children(0..<bytes.count) where traf.type == fourCC("traf") {
            guard let tfhd = child("tfhd", traf.body) else { continue }
            var header = ByteCursor(bytes, at: tfhd.body.lowerBound)
            guard let flags = header.read(4).map({ Int($0 & 0xFF_FFFF) }), let id = header.int(4), id == track.id
            else { continue }
            var baseOffset = moofOffset
            if flags & 0x01 != 0, let value = header.read(8), value <= UInt64(Int.max) { baseOffset = Int(value) }
            if flags & 0x02 != 0 { _ = header.skip(4) }
            var duration = track.defaultDuration
            var size = track.defaultSize
            if flags & 0x08 != 0, let value = header.read(4) { duration = Int64(value) }
            if flags & 0x10 != 0, let value = header.int(4) { size = value }
            var dts: Int64 = 0
            if let tfdt = child("tfdt", traf.body) {
                var cursor = ByteCursor(bytes, at: tfdt.body.lowerBound)
                let version = cursor.int(1) ?? 0
                _ = cursor.skip(3)
                if let value = cursor.read(version == 1 ? 8 : 4) { dts = Int64(bitPattern: value) }
            }
            for trun in children(traf.body) where trun.type == fourCC("trun") {
                readRun(
                    trun,
                    base: baseOffset,
                    dts: &dts,
                    duration: duration,
                    size: size,
                    shift: track.shift,
                    into: &samples
                )
                if samples.count > Self.maximumSamples { break }
            }
        }
        reportBroken("moof")
        samples.sort { $0.offset < $1.offset }
        return samples
    }

    private mutating func readRun(
        _ trun: MP4Box,
        base: Int,
        dts: inout Int64,
        duration: Int64,
        size: Int,
        shift: Int64,
        into samples: inout [MP4Sample]
    ) {
        var cursor = ByteCursor(bytes, at: trun.body.lowerBound)
        guard let versionAndFlags = cursor.read(4), let count = cursor.int(4) else { return }
        let version = versionAndFlags >> 24
        let flags = Int(versionAndFlags & 0xFF_FFFF)
        var offset = base
        if flags & 0x001 != 0, let value = cursor.read(4) {
            let (sum, overflow) = base.addingReportingOverflow(Int(Int32(bitPattern: UInt32(value))))
            guard !overflow, sum >= 0 else {
                return report("a trun data offset that points outside the stream", at: trun.body.lowerBound)
            }
            offset = sum
        }
        if flags & 0x004 != 0 { _ = cursor.skip(4) }
        if count > Self.maximumRunSamples {
            report(
                "a trun lists \(count) samples; the first \(Self.maximumRunSamples) are read",
                at: trun.body.lowerBound
            )
        }
        for _ in 0..<min(count, Self.maximumRunSamples) {
            var sampleDuration = duration
            var sampleSize = size
            var composition: Int64 = 0
            if flags & 0x100 != 0 {
                guard let value = cursor.read(4) else { return truncatedRun(trun) }
                sampleDuration = Int64(value)
            }
            if flags & 0x200 != 0 {
                guard let value = cursor.int(4) else { return truncatedRun(trun) }
                sampleSize = value
            }
            if flags & 0x400 != 0 { guard cursor.skip(4) else { return truncatedRun(trun) } }
            if flags & 0x800 != 0 {
                guard let value = cursor.read(4) else { return truncatedRun(trun) }
                composition = version == 0 ? Int64(value) : Int64(Int32(bitPattern: UInt32(value)))
            }
            samples.append(
                MP4Sample(
                    offset: offset,
                    size: sampleSize,
                    dts: dts.clampedAdding(shift),
                    pts: dts.clampedAdding(composition).clampedAdding(shift)
                )
            )
            dts = dts.clampedAdding(sampleDuration)
            if offset.addingReportingOverflow(sampleSize).overflow { return truncatedRun(trun) }
            offset += sampleSize
        }
    }

    private mutating func truncatedRun(_ trun: MP4Box) {
        report("a trun box ends before its samples do", at: trun.body.lowerBound)
    }
}
