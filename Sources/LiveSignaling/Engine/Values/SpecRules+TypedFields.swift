extension ObjectSpec {
    /// Whether an integer a typed reader read for the member `key` keeps the rule the spec
    /// declares for it (its range and codes); false for a key not declared as an integer.
    ///
    /// For readers that build typed values and must know they break no rule: asking the spec
    /// field by field costs no allocation, where encoding the value to walk it costs several.
    func admits(_ value: Int, at key: String) -> Bool {
        guard case .integer(let rule)? = member(key)?.value else { return false }
        let value = Int64(value)
        // A code that carries a finding (a warning) is not a value that breaks no rule.
        return rule.range.contains(value)
            && (rule.codes.isEmpty || rule.codeIndex(of: value).map { rule.codes[$0].finding == nil } == true)
    }

    /// Whether a string a typed reader read for the member `key` keeps the rule the spec
    /// declares for it (not empty, one of its values); false for a key not declared as a string.
    func admits(_ text: String, at key: String) -> Bool {
        guard case .string(let rule)? = member(key)?.value else { return false }
        if rule.nonEmpty, text.isEmpty { return false }
        return !rule.checksValues(ofLength: text.utf8.count) || rule.values.contains(text)
    }
}
