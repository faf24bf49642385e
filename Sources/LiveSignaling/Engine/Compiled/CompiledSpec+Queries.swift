/// The queries a check makes of the tables, on the pointer it passes down
/// (``CompiledSpec/shared``): as methods of the tables themselves, each call the compiler did
/// not inline took a copy of all 400 bytes of them.
extension UnsafePointer where Pointee == CompiledSpec {
    /// The compiled spec of the form with raw value `form`; nil for one not declared as a spec.
    func form(_ form: Int) -> CompiledSpec.Form? {
        pointee.forms.indices.contains(form) ? pointee.forms[form] : nil
    }

    /// A form's dialect signals, in the order they are tried
    /// (``DialectSpec/chosen(among:facts:root:)``).
    func signals(of form: CompiledSpec.Form) -> UnsafeBufferPointer<CompiledSpec.Signal> {
        let first = Int(form.firstDialect)
        return UnsafeBufferPointer(rebasing: pointee.dialectSignals[first..<first + Int(form.dialectCount)])
    }

    /// The declared shapes of the form with raw value `form`, by place.
    func shapes(of form: Int) -> UnsafeBufferPointer<CompiledSpec.Form> {
        UnsafeBufferPointer(rebasing: CompiledSpec.run(of: form, in: pointee.shapes, startingAt: pointee.shapeStarts))
    }

    /// The place of the shape of the form with raw value `form` that an object has whose keys
    /// `hasKey` tells (a key as its range in ``CompiledSpec/bytes``): the first of the form's rules that
    /// holds (``ShapeRule``), as ``FamilyForm/shape(hasKey:)`` chooses it; 0 for a form whose
    /// shape is not chosen by rules; nil for a form without shapes, or when no rule holds.
    func shape(of form: Int, hasKey: (CompiledSpec.ByteRange) -> Bool) -> Int? {
        let rules = CompiledSpec.run(of: form, in: pointee.shapeRules, startingAt: pointee.shapeRuleStarts)
        if rules.isEmpty { return shapes(of: form).isEmpty ? nil : 0 }
        return rules.first { rule in holds(rule, hasKey: hasKey) }.map { Int($0.shape) }
    }

    /// Whether the form with raw value `form` chooses among its shapes by rules
    /// (``FamilyForm/shapeRules``), asking for the root's keys.
    func choosesShapeByRules(_ form: Int) -> Bool {
        !CompiledSpec.run(of: form, in: pointee.shapeRules, startingAt: pointee.shapeRuleStarts).isEmpty
    }

    /// Whether an object whose keys `hasKey` tells meets the compiled rule
    /// (``ShapeRule/holds(hasKey:)``).
    private func holds<Failure>(
        _ rule: CompiledSpec.ShapeChoice,
        hasKey: (CompiledSpec.ByteRange) throws(Failure) -> Bool
    ) throws(Failure) -> Bool {
        func any(_ first: Int32, _ count: Int32) throws(Failure) -> Bool {
            for index in Int(first)..<Int(first + count) where try hasKey(pointee.strings[index]) { return true }
            return false
        }
        // The keys it must not have first: a TUILiveKit `data` has one of them early, and then
        // the long list of the earlier form's keys is not asked (~1,000 instructions a message).
        // Each apart, not through `||` and `&&`, whose autoclosures throw untyped errors.
        if try any(rule.firstNone, rule.noneCount) { return false }
        for index in Int(rule.firstAll)..<Int(rule.firstAll + rule.allCount) where try !hasKey(pointee.strings[index]) {
            return false
        }
        guard rule.anyCount != 0 else { return true }
        return try any(rule.firstAny, rule.anyCount)
    }

    /// Whether one of the refinements of the form with raw value `form` refines the shape at
    /// `place` (most shapes have none: they are spared reading the members).
    @inline(__always)
    func refines(_ form: Int, from place: Int) -> Bool {
        CompiledSpec.run(of: form, in: pointee.refinements, startingAt: pointee.refinementStarts).contains {
            Int($0.from) == place
        }
    }

    /// Whether every refinement of the shape at `place` of the form with raw value `form` asks
    /// only of root members `isRead` says were read: its root string and its member.
    func refinementsAsk(_ form: Int, from place: Int, only isRead: (CompiledSpec.ByteRange) -> Bool) -> Bool {
        CompiledSpec.run(of: form, in: pointee.refinements, startingAt: pointee.refinementStarts).allSatisfy {
            Int($0.from) != place || (isRead($0.rootKey) && isRead($0.member))
        }
    }

    /// The place the shape at `place` of the form with raw value `form` becomes, by the
    /// form's refinements in order (``FamilyForm/refinedShape(_:rootString:memberHasKey:)``):
    /// `rootStringIs(key, values)` tells whether the root's string `key` spells one of the
    /// run of `values` in ``CompiledSpec/strings``, `memberHasKey(member, key)` whether the root's member
    /// `member` has the key `key`, and `memberFirstKey(member)` the bytes of its first key,
    /// when that is cheaper to tell than its keys (nil: not told). Inlined into its one
    /// caller, whose closures are then no calls: left to the compiler, it was inlined or not
    /// as the module's files fell, and a 2021 envelope paid ~300 instructions when not.
    @inline(__always)
    func refinedShape(
        of form: Int,
        _ place: Int,
        rootStringIs: (CompiledSpec.ByteRange, UnsafeBufferPointer<CompiledSpec.ByteRange>) throws(StreamedReadMiss) ->
            Bool,
        memberHasKey: (CompiledSpec.ByteRange, CompiledSpec.ByteRange) throws(StreamedReadMiss) -> Bool,
        memberFirstKey: (CompiledSpec.ByteRange) throws(StreamedReadMiss) -> UnsafeBufferPointer<UInt8>?
    ) throws(StreamedReadMiss) -> Int {
        var place = place
        for refinement in CompiledSpec.run(of: form, in: pointee.refinements, startingAt: pointee.refinementStarts)
        where Int(refinement.from) == place {
            let first = Int(refinement.firstValue)
            let values = UnsafeBufferPointer(rebasing: pointee.strings[first..<first + Int(refinement.valueCount)])
            guard try rootStringIs(refinement.rootKey, values) else { continue }
            // A member led by a key the rule wants none of cannot meet it, whatever follows: a
            // TUILiveKit `data` is told by its first key, where reading its keys and asking the
            // rule over them cost ~1,800 instructions.
            if let lead = try memberFirstKey(refinement.member), let text = lead.baseAddress,
                (Int(refinement.rule.firstNone)..<Int(refinement.rule.firstNone + refinement.rule.noneCount))
                    .contains(where: { spells(pointee.strings[$0], text, count: lead.count) })
            {
                continue
            }
            let holds = try holds(refinement.rule) { key throws(StreamedReadMiss) in
                try memberHasKey(refinement.member, key)
            }
            if holds { place = Int(refinement.to) }
        }
        return place
    }

    /// The bytes of a range, in the pool.
    @inline(__always)
    func start(of range: CompiledSpec.ByteRange) -> UnsafePointer<UInt8>? {
        pointee.bytes.baseAddress.map { $0 + Int(range.start) }
    }

    /// Whether the bytes at `pointer` spell the range.
    @inline(__always)
    func spells(_ range: CompiledSpec.ByteRange, _ pointer: UnsafePointer<UInt8>, count: Int) -> Bool {
        guard Int(range.count) == count else { return false }
        guard count > 0, let pool = pointee.bytes.baseAddress else { return true }
        return WireKeyMatching.memoryEqual(pool + Int(range.start), pointer, count)
    }
}
