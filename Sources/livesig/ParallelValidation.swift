import Dispatch
import LiveSignaling
import ValidationReports

/// `livesig validate --jobs N`: the messages of one input judged on N threads. The reader cuts
/// the input into chunks of whole lines (at most ``Chunk/lineLimit`` lines or about
/// ``Chunk/byteLimit`` bytes), a worker splits each chunk into messages and judges them into
/// its own output, and the reader writes the chunks in input
/// order, so the output is byte for byte what one job writes. At most `2 × N` chunks are in
/// flight: memory stays bounded whatever the input's size.
struct ParallelValidation {
    let jobs: Int
    let settings: ValidationRun.Settings

    /// One chunk of input, copied out of the reader's buffer (which the next read reuses).
    struct Chunk: Sendable {
        /// Lines a chunk holds at most: the reports a worker keeps are bounded by lines, not
        /// bytes (a 1 MiB chunk of two-byte broken lines held ~500,000 reports).
        static let lineLimit = 1024
        static let byteLimit = 1 << 20

        enum Item: Sendable {
            /// Whole lines, split by the worker (``MessageSource/messages(in:first:_:)``): the
            /// reader only counts their line breaks. Splitting them on the reader cost ~750
            /// instructions a line, 13% of the work, on the one thread the workers wait on.
            case lines(Range<Int>, first: Int)
            case message(Range<Int>, line: Int)
            case tooLarge(line: Int)
        }

        var bytes: [UInt8]
        var items: [Item]
        /// Lines held, blank ones counted.
        var lines = 0
        var isFull: Bool { lines >= Self.lineLimit || bytes.count >= Self.byteLimit }

        /// An empty chunk with room for a full one: grown from nothing, it was reallocated ~17
        /// times on the way to a megabyte (a third of the reader's work, which the workers
        /// wait on).
        init() {
            bytes = []
            // The last lines may take a chunk past the byte limit: room for what one read of
            // the reader's usual buffer holds (``LineReader`` reads 64 KiB into 128 KiB).
            bytes.reserveCapacity(Self.byteLimit + (1 << 17))
            items = []
            items.reserveCapacity(Self.lineLimit)
        }
    }

    /// A chunk in flight, and its worker's result once the semaphore is signalled.
    private final class Job: @unchecked Sendable {
        let done = DispatchSemaphore(value: 0)
        // Written by the worker before it signals, read by the reader after it waits.
        var output: [UInt8] = []
        var explanations: [ValidationRun.DeferredExplanation] = []
        var tally = ValidationTally()
    }

    /// Reads every message of `messages`, writing each chunk's reports through `run`.
    func validate(
        _ messages: inout MessageSource,
        source: String,
        into run: inout ValidationRun,
        progress: (Int) -> Void
    ) throws(InputSource.OpenError) {
        // Plain locals, passed inout: captured by nested functions, they were boxed, and each
        // line's append paid the runtime's exclusivity checks (~90 instructions).
        var pending: [Job] = []
        var chunk = Chunk()
        while let batch = try messages.nextBatch(upTo: Chunk.lineLimit - chunk.lines) {
            let start = chunk.bytes.count
            switch batch {
            case .lines(let bytes, let first, let count):
                bytes.withUnsafeBufferPointer { chunk.bytes.append(contentsOf: $0) }
                chunk.items.append(.lines(start..<chunk.bytes.count, first: first))
                chunk.lines += count
            case .item(.message(let bytes, let line)):
                bytes.withUnsafeBufferPointer { chunk.bytes.append(contentsOf: $0) }
                chunk.items.append(.message(start..<chunk.bytes.count, line: line))
                chunk.lines += 1
            case .item(.tooLarge(let line)):
                chunk.items.append(.tooLarge(line: line))
                chunk.lines += 1
            }
            progress(messages.bytesRead)
            if chunk.isFull { submit(&chunk, to: &pending, source: source, writingTo: &run) }
        }
        if !chunk.items.isEmpty { submit(&chunk, to: &pending, source: source, writingTo: &run) }
        while !pending.isEmpty { finishOldest(&pending, writingTo: &run) }
    }

    /// Hands `chunk` to a worker and starts a new one; waits for the oldest chunk in flight
    /// once `2 × jobs` are.
    private func submit(
        _ chunk: inout Chunk,
        to pending: inout [Job],
        source: String,
        writingTo run: inout ValidationRun
    ) {
        let job = Job()
        let work = chunk
        let settings = settings
        let limit = JSONReaderOptions.default.maxDocumentSize
        DispatchQueue.global().async {
            var worker = ValidationRun(worker: settings)
            var verdict = CaptureDecoder.Verdict()
            for item in work.items {
                switch item {
                case .lines(let range, let first):
                    MessageSource.messages(in: work.bytes[range], first: first) { bytes, line in
                        worker.validate(bytes, source: source, line: line, into: &verdict)
                    }
                case .message(let range, let line):
                    worker.validate(work.bytes[range], source: source, line: line, into: &verdict)
                case .tooLarge(let line):
                    worker.tooLarge(source: source, line: line, limit: limit)
                }
            }
            job.output = worker.output.takeCollected()
            job.explanations = worker.deferredExplanations ?? []
            job.tally = worker.tally
            job.done.signal()
        }
        pending.append(job)
        chunk = Chunk()
        if pending.count >= 2 * jobs { finishOldest(&pending, writingTo: &run) }
    }

    /// Waits for the oldest chunk in flight and writes its reports.
    private func finishOldest(_ pending: inout [Job], writingTo run: inout ValidationRun) {
        let job = pending.removeFirst()
        job.done.wait()
        run.write(chunk: job.output, explanations: job.explanations, tally: job.tally)
    }
}
