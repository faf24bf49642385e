import LiveSignaling

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A capture's lines, read and decoded on a thread of its own while the caller follows them:
/// decoding is about half of `session check`'s work and the checkers the other half, and they
/// overlap on two cores. At most `depth` batches wait decoded, so memory stays bounded
/// however long the capture; the reader waits for the checkers, never the other way round
/// for longer than a batch takes.
final class DecodedLines: @unchecked Sendable {
    enum Item {
        case line(CaptureDecoder.Line, number: Int)
        case tooLarge(number: Int)
    }

    /// Lines decoded in place in one array (wrapping each in an item copied it twice).
    struct Batch {
        var lines: [CaptureDecoder.Line] = []
        /// Each line's number; negative for a line too large to read (its number negated).
        var numbers: [Int] = []
        /// Bytes of the input read when the batch was full, for progress.
        var bytesRead = 0

        var count: Int { numbers.count }
    }

    /// How the input ended: read to its end (and whether it held no line), or not readable.
    enum End {
        case finished(MessageSource.Emptiness?)
        case failed(InputSource.OpenError)
    }

    static let batchSize = 1024
    static let depth = 8

    // Everything below is guarded by `lock` (state is shared with the reading thread).
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var ready: [Batch] = []
    private var readyStart = 0
    private var ending: End?
    private var thread: pthread_t?

    private let source: InputSource
    private let limit: Int
    private let decoder = SessionLineDecoder()

    init(_ source: InputSource, limit: Int) {
        self.source = source
        self.limit = limit
        pthread_mutex_init(lock, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(lock)
        changed.deallocate()
        lock.deallocate()
    }

    /// Starts reading; false when no thread could be started (then the caller reads itself).
    func start() -> Bool {
        let context = Unmanaged.passRetained(self).toOpaque()
        var created = pthread_t()
        #if canImport(Darwin)
        let result = pthread_create(
            &created,
            nil,
            { raw in
                Unmanaged<DecodedLines>.fromOpaque(raw).takeRetainedValue().produce()
                return nil
            },
            context
        )
        #else
        let result = pthread_create(
            &created,
            nil,
            { raw in
                guard let raw else { return nil }
                Unmanaged<DecodedLines>.fromOpaque(raw).takeRetainedValue().produce()
                return nil
            },
            context
        )
        #endif
        guard result == 0 else {
            Unmanaged<DecodedLines>.fromOpaque(context).release()
            return false
        }
        thread = created
        return true
    }

    /// The next batch in input order, waiting for it; nil once the input has ended.
    func next() -> Batch? {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        while readyStart == ready.count, ending == nil { pthread_cond_wait(changed, lock) }
        guard readyStart < ready.count else { return nil }
        let batch = ready[readyStart]
        ready[readyStart] = Batch()
        readyStart += 1
        if readyStart == ready.count {
            ready.removeAll(keepingCapacity: true)
            readyStart = 0
        }
        pthread_cond_broadcast(changed)
        return batch
    }

    /// How the input ended; waits for the reading thread to finish.
    func finish() -> End {
        if let thread {
            #if canImport(Darwin)
            pthread_join(thread, nil)
            #else
            pthread_join(thread, nil)
            #endif
            self.thread = nil
        }
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return ending ?? .finished(nil)
    }

    /// The reading thread: lines into batches, each line decoded, until the input ends.
    private func produce() {
        var batch = Self.emptyBatch()
        do {
            var messages = try MessageSource(source, layout: .lines, limit: limit)
            while let item = try messages.next() {
                switch item {
                case .message(let bytes, let number):
                    batch.lines.append(Self.blank)
                    bytes.withUnsafeBytes { decoder.decode($0, into: &batch.lines[batch.lines.count - 1]) }
                    batch.numbers.append(number)
                case .tooLarge(let number):
                    batch.lines.append(Self.blank)
                    batch.numbers.append(-number)
                }
                if batch.count == Self.batchSize {
                    batch.bytesRead = messages.bytesRead
                    hand(batch)
                    batch = Self.emptyBatch()
                }
            }
            batch.bytesRead = messages.bytesRead
            hand(batch)
            end(.finished(messages.emptiness))
        } catch {
            hand(batch)
            end(.failed(error))
        }
    }

    private static let blank = CaptureDecoder.Line(
        result: DecodedMessage(family: nil, version: nil, dialect: nil, message: nil, diagnostics: [])
    )

    private static func emptyBatch() -> Batch {
        var batch = Batch()
        batch.lines.reserveCapacity(batchSize)
        batch.numbers.reserveCapacity(batchSize)
        return batch
    }

    private func hand(_ batch: Batch) {
        guard batch.count > 0 else { return }
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        while ready.count - readyStart >= Self.depth { pthread_cond_wait(changed, lock) }
        ready.append(batch)
        pthread_cond_broadcast(changed)
    }

    private func end(_ how: End) {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        ending = how
        pthread_cond_broadcast(changed)
    }
}
