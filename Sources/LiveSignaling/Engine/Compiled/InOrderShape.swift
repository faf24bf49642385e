/// An object the streamed check reads in the declared order (``CompiledSpec/Object/readsInOrder``),
/// as `livesig-generate` sees it to write a reader of its own for it
/// (Engine/Generated/InOrderReaders.swift): each member's key, value and part in the object's
/// variants, taken from the compiled tables. Not API.
///
/// Why a reader per object: the general in-order reading these replaced loaded each member's
/// record, compared its key through a pointer and a count, and switched on its value's kind,
/// for every member of every message. A reader written out for one object knows all of that,
/// as the typed readers the walker replaced did. Measured: ~700 instructions on the seed gift
/// (callgrind).
@_spi(Generator)
public struct InOrderShape: Sendable {
    /// How a member's value is read.
    public enum Kind: String, Sendable {
        case boolean, string, integer
        /// Another kind: ``StreamedSpecCheck/checkValue(_:_:_:_:)``.
        case other
        /// A member whose spec a variant chooses, by selectors declared before it.
        case chosen
    }

    public struct Member: Sendable {
        public let key: String
        /// Where its key lies in the tables' byte pool: a selector's value is kept under it.
        public let keyStart: Int32
        /// Its value's place in the tables.
        public let value: Int32
        public let kind: Kind
        public let isRequired: Bool
        /// ``CompiledSpec/Member/markedForms``.
        public let markedForms: UInt32
        /// A selector of a member a variant chooses the spec of (``CompiledSpec/Object/selectors``).
        public let isSelector: Bool
        /// For a chosen member: the places of its selectors (``CompiledSpec/selectorPlaces``).
        public let selectorPlaces: UInt64
        /// For a chosen member: its variants, in the order they are tried.
        public let variants: [Variant]
    }

    /// A variant of a chosen member (``CompiledSpec/Variant``): its selector's place in the
    /// object, and its cases in order.
    public struct Variant: Sendable {
        public let selector: Int
        public let cases: [Case]
    }

    /// A variant's case (``CompiledSpec/Case``): its place in the tables, and what chooses it.
    public struct Case: Sendable {
        public let index: Int32
        public let codes: [Int64]
        /// Its strings.
        public let strings: [String]
        public let isOtherwise: Bool
    }

    /// The object's first member in the tables, which names it to the generated dispatch.
    public let firstMember: Int32
    public let members: [Member]

    /// Every object of the shared tables read in order.
    public static var all: [InOrderShape] { CompiledSpec.shared.pointee.inOrderShapes }

    /// A hash of `shapes` (FNV-1a over their fields): the generated readers carry the one of
    /// the shapes they were written from, and are used only when the tables built at run time
    /// give the same, so that a spec edited without regenerating falls back to the general
    /// reading instead of misreading (and a test and `livesig-generate --check` fail).
    public static func fingerprint(_ shapes: [InOrderShape]) -> UInt64 {
        // Every process computes it once, as the shared tables are built: bytes are mixed in
        // place (an integer's eight, a text's and a terminating zero), with nothing allocated.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        func mix(_ number: some FixedWidthInteger) {
            let bits = UInt64(truncatingIfNeeded: number)
            for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        }
        func mix(_ text: String) {
            for byte in text.utf8 { mix(byte) }
            mix(UInt8(0))
        }
        for shape in shapes {
            mix(shape.firstMember)
            mix(shape.members.count)
            for member in shape.members {
                mix(member.key)
                mix(member.keyStart)
                mix(member.value)
                mix(member.kind.rawValue)
                mix(UInt8(member.isRequired ? 1 : 0))
                mix(member.markedForms)
                mix(UInt8(member.isSelector ? 1 : 0))
                mix(member.selectorPlaces)
                for variant in member.variants {
                    mix(variant.selector)
                    for option in variant.cases {
                        mix(option.index)
                        for code in option.codes { mix(code) }
                        for string in option.strings { mix(string) }
                        mix(UInt8(option.isOtherwise ? 1 : 0))
                    }
                }
            }
        }
        return hash
    }
}

extension CompiledSpec {
    /// The objects read in order, as ``InOrderShape``s.
    var inOrderShapes: [InOrderShape] {
        objects.filter(\.readsInOrder).map { object in
            let first = Int(object.firstMember)
            let shapeMembers = (0..<object.declaredCount).map { place in
                let member = members[first + place]
                let bit: UInt64 = 1 << UInt64(place)
                let kind: InOrderShape.Kind =
                    if object.chosen & bit != 0 {
                        .chosen
                    } else {
                        switch values[Int(member.value)].kind {
                        case .boolean: .boolean
                        case .string: .string
                        case .integer: .integer
                        default: .other
                        }
                    }
                return InOrderShape.Member(
                    key: text(of: member.key),
                    keyStart: member.key.start,
                    value: member.value,
                    kind: kind,
                    isRequired: member.isRequired,
                    markedForms: member.markedForms,
                    isSelector: object.selectors & bit != 0,
                    selectorPlaces: selectorPlaces[first + place],
                    variants: kind == .chosen ? variantShapes(of: object, at: place) : []
                )
            }
            return InOrderShape(firstMember: object.firstMember, members: shapeMembers)
        }
    }

    /// The text of a range of the byte pool.
    private func text(of range: ByteRange) -> String {
        String(decoding: bytes[Int(range.start)..<Int(range.start + range.count)], as: UTF8.self)
    }

    /// The variants of the member at `place` of `object`, as ``InOrderShape/Variant``s.
    private func variantShapes(of object: Object, at place: Int) -> [InOrderShape.Variant] {
        let first = Int(object.firstMember)
        return variants(choosing: place, in: object)
            .compactMap { variant in
                // Declared before the member (``Object/readsInOrder``).
                guard let selector = CompiledSpec.selectorPlace(of: variant, in: members, first: first) else {
                    return nil
                }
                let run = Int(variant.firstCase)..<Int(variant.firstCase + variant.caseCount)
                return InOrderShape.Variant(
                    selector: selector,
                    cases: run.map { index in
                        let option = cases[index]
                        return InOrderShape.Case(
                            index: Int32(index),
                            codes: Array(codes[Int(option.firstCode)..<Int(option.firstCode + option.codeCount)]),
                            strings: strings[Int(option.firstString)..<Int(option.firstString + option.stringCount)]
                                .map(text(of:)),
                            isOtherwise: option.isOtherwise
                        )
                    }
                )
            }
    }
}
