/// The bytes of one encode and the containers still open in them. Every encoder and
/// container of the encode writes here, in the order `encode(to:)` calls arrive; a container
/// is closed as soon as something is written to a container above it.
///
/// The mutable state sits behind a pointer and is reached through computed properties:
/// stored properties of a class would have every write checked for exclusive access at run
/// time, which cost more than the writing itself.
final class WireOutputStream {
    struct Frame {
        var isObject: Bool
        var count: Int
        /// Tells a container whether its frame is still the one open at its depth.
        var serial: Int
    }

    private struct State {
        var output: JSONOutput
        var frames: [Frame]
        var nextSerial: Int
    }

    private let state: UnsafeMutablePointer<State>

    init(style: JSONStyle) {
        var frames: [Frame] = []
        frames.reserveCapacity(8)
        state = .allocate(capacity: 1)
        state.initialize(to: State(output: JSONOutput(style: style, capacity: 256), frames: frames, nextSerial: 0))
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    var output: JSONOutput {
        get { state.pointee.output }
        _modify { yield &state.pointee.output }
    }

    private var frames: [Frame] {
        get { state.pointee.frames }
        _modify { yield &state.pointee.frames }
    }

    private var nextSerial: Int {
        get { state.pointee.nextSerial }
        _modify { yield &state.pointee.nextSerial }
    }

    var style: JSONStyle { output.style }

    /// Closes every container deeper than `depth` frames.
    @inline(__always)
    func close(above depth: Int) {
        while frames.count > depth {
            let frame = frames.removeLast()
            if output.style.layout == .applePretty, frame.count == 0 {
                // Apple writes an empty container as a blank line; a streamed container only
                // knows it is empty when it closes.
                output.bytes.append(UInt8(ascii: "\n"))
            }
            output.closeContainer(
                frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"),
                isEmpty: frame.count == 0,
                depth: frames.count
            )
        }
    }

    /// The frame for a container whose value sits at `depth`: reused when the value already
    /// opened one (a type encoding its unknown fields through a second container), else opened.
    func frame(at depth: Int, isObject: Bool) -> Int {
        close(above: depth + 1)
        if frames.count == depth + 1, frames[depth].isObject == isObject {
            return frames[depth].serial
        }
        close(above: depth)
        output.bytes.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        nextSerial += 1
        frames.append(Frame(isObject: isObject, count: 0, serial: nextSerial))
        return nextSerial
    }

    /// Starts the next member of the container at `depth`; false when that container was
    /// already closed (interleaved writes, which a stream cannot take back).
    @inline(__always)
    func beginMember(depth: Int, serial: Int) -> Bool {
        close(above: depth + 1)
        guard frames.count == depth + 1, frames[depth].serial == serial else { return false }
        output.beginMember(index: frames[depth].count, depth: depth + 1)
        frames[depth].count += 1
        return true
    }

    /// Prepares to write a lone value at `depth` (a single-value container).
    @inline(__always)
    func beginValue(depth: Int) {
        close(above: depth)
    }

    func finish() -> [UInt8] {
        close(above: 0)
        return output.bytes.take()
    }
}
