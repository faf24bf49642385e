/// ISO BMFF boxes: a size (32 bits, or 64 after `size == 1`, or "to the end" for 0) and a type.
/// The walkers here read boxes held in memory (`moov`, `moof`), checking every size against
/// the bytes there; a box that claims more is reported and its siblings after it are left.
struct MP4Box {
    var type: UInt32
    /// The body, after the header, in the buffer walked.
    var body: Range<Int>

    static let topLevelTypes: Set<UInt32> = [
        fourCC("ftyp"), fourCC("moov"), fourCC("moof"), fourCC("styp"), fourCC("mdat"), fourCC("free"),
        fourCC("skip"), fourCC("sidx"), fourCC("wide"),
    ]

    /// The boxes directly inside `range` of `bytes`; `broken` is set when a size does not fit.
    static func children(
        of bytes: UnsafeRawBufferPointer,
        in range: Range<Int>,
        broken: inout Bool
    ) -> [MP4Box] {
        var boxes: [MP4Box] = []
        var position = range.lowerBound
        while range.upperBound - position >= 8 {
            var cursor = ByteCursor(bytes, at: position)
            guard let size32 = cursor.read(4), let type = cursor.fourCC() else { break }
            var size = Int(size32)
            if size32 == 1 {
                guard let large = cursor.read(8), large <= UInt64(Int.max) else {
                    broken = true
                    break
                }
                size = Int(large)
            } else if size32 == 0 {
                size = range.upperBound - position
            }
            let headerLength = cursor.position - position
            guard size >= headerLength, size <= range.upperBound - position else {
                broken = true
                break
            }
            boxes.append(MP4Box(type: type, body: (position + headerLength)..<(position + size)))
            position += size
        }
        if position != range.upperBound, range.upperBound - position < 8 {
            broken = broken || position < range.upperBound
        }
        return boxes
    }

    static func first(
        _ type: StaticString,
        in bytes: UnsafeRawBufferPointer,
        _ range: Range<Int>,
        broken: inout Bool
    ) -> MP4Box? {
        let wanted = fourCC(type)
        return children(of: bytes, in: range, broken: &broken).first { $0.type == wanted }
    }
}
