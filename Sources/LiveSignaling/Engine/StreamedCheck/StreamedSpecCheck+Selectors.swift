// The values of an object's selectors, and the variant they choose.

extension StreamedSpecCheck {
    /// The values of an object's selectors, read where they lie.
    struct Selectors {
        let read: UnsafeBufferPointer<Member>
        let cursor: StreamedCursor
        let depth: Int
        /// The last selector read as a number: an object's variants mostly share one (co-host's
        /// two, `action_type`), which is then found and read once.
        private(set) var last: LastRead

        /// A selector read, by where its key lies in the tables' bytes, where each text is
        /// written once (-1: none yet): a number, or a string, kept where it was read in order
        /// (``CompiledSpec/Object/selectors``; reading it again cost ~170 instructions).
        struct LastRead {
            fileprivate var selector: Int32 = -1
            fileprivate var number: Int64 = 0
            fileprivate var string: JSONTape.Entry?

            init() {}

            /// The string `entry`, read as the value of the selector whose key is at `selector`.
            init(selector: Int32, string entry: JSONTape.Entry) {
                self.selector = selector
                self.string = entry
            }

            /// The number `number`, read as the value of the selector whose key is at `selector`.
            init(selector: Int32, number: Int64) {
                self.selector = selector
                self.number = number
            }
        }

        init(read: UnsafeBufferPointer<Member>, cursor: StreamedCursor, depth: Int, last: LastRead = LastRead()) {
            self.read = read
            self.cursor = cursor
            self.depth = depth
            self.last = last
        }

        /// The case that chooses the spec of the member at `place`: the first variant for it
        /// whose selector's value a case lists; nil keeps the member's own spec. A selector
        /// the subset reads but cannot compare (an integer past 64 bits, a string with
        /// escapes) misses.
        mutating func choice(
            for place: Int,
            in spec: CompiledSpec.Object,
            _ tables: UnsafePointer<CompiledSpec>
        ) throws(StreamedReadMiss) -> Int? {
            let base = cursor.base
            for variant in tables.pointee.variants(choosing: place, in: spec) {
                let cases = Int(variant.firstCase)..<Int(variant.firstCase + variant.caseCount)
                if variant.selector.start == last.selector {
                    if let entry = last.string {
                        if let found = try Self.naming(entry, among: cases, tables, base) { return found }
                    } else if let found = Self.listing(last.number, among: cases, tables) {
                        return found
                    }
                    continue
                }
                guard
                    let selector = read.last(where: { member in
                        tables.spells(
                            variant.selector,
                            base + Int(member.key.offset) + 1,
                            count: Int(member.key.length)
                        )
                    })
                else {
                    if let found = Self.otherwise(among: cases, tables) { return found }
                    continue
                }
                var value = cursor
                value.position = selector.valueStart
                value.depth = depth
                switch value.kind(at: selector.valueStart) {
                case .number?:
                    let number = try value.integer(as: Int64.self)
                    last = LastRead(selector: variant.selector.start, number: number)
                    if let found = Self.listing(number, among: cases, tables) { return found }
                case .string?:
                    // Kept as a number is: a ZIM callback's thirteen variants all ask `event`
                    // (~2,900 instructions a body, each finding it and reading it again).
                    let entry = try value.string()
                    last = LastRead(selector: variant.selector.start, string: entry)
                    if let found = try Self.naming(entry, among: cases, tables, base) { return found }
                default:
                    if let found = Self.otherwise(among: cases, tables) { return found }
                }
            }
            return nil
        }

        /// The first of `cases` that lists `number`, or chooses whatever the ones before it
        /// do not list.
        private static func listing(
            _ number: Int64,
            among cases: Range<Int>,
            _ tables: UnsafePointer<CompiledSpec>
        ) -> Int? {
            for found in cases {
                let option = tables.pointee.cases[found]
                if option.isOtherwise { return found }
                for code in Int(option.firstCode)..<Int(option.firstCode + option.codeCount)
                where tables.pointee.codes[code] == number {
                    return found
                }
            }
            return nil
        }

        /// The first of `cases` that lists the string `entry`, or chooses whatever the ones
        /// before it do not list.
        private static func naming(
            _ entry: JSONTape.Entry,
            among cases: Range<Int>,
            _ tables: UnsafePointer<CompiledSpec>,
            _ base: UnsafePointer<UInt8>
        ) throws(StreamedReadMiss) -> Int? {
            for found in cases {
                let option = tables.pointee.cases[found]
                if option.isOtherwise { return found }
                if try spellsOne(of: option.firstString, option.stringCount, entry, tables, base) { return found }
            }
            return nil
        }

        /// The case of `cases` chosen when the selector is absent, or neither a number nor a string.
        private static func otherwise(among cases: Range<Int>, _ tables: UnsafePointer<CompiledSpec>) -> Int? {
            cases.first { tables.pointee.cases[$0].isOtherwise }
        }
    }
}
