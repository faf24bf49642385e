/// A value being built by the wire encoder. Containers are reference-typed so nested
/// containers handed out by `Encoder` can fill them after the parent has moved on.
final class EncodingNode {
    enum Content {
        case empty
        /// A finished value, written as is (numbers keep their lexeme).
        case value(JSONValue)
        case object(keys: [String], values: [EncodingNode])
        case array([EncodingNode])
    }

    var content: Content = .empty

    init() {}

    init(_ value: JSONValue) { content = .value(value) }

    /// The node stored under `key`, replacing an earlier one with the same key in place.
    func member(_ key: String) -> EncodingNode {
        let node = EncodingNode()
        setMember(key, node)
        return node
    }

    func setMember(_ key: String, _ node: EncodingNode) {
        guard case .object(var keys, var values) = content else {
            content = .object(keys: [key], values: [node])
            return
        }
        if let index = keys.lastIndex(of: key) {
            values[index] = node
        } else {
            keys.append(key)
            values.append(node)
        }
        content = .object(keys: keys, values: values)
    }

    func append(_ node: EncodingNode) {
        guard case .array(var elements) = content else {
            content = .array([node])
            return
        }
        elements.append(node)
        content = .array(elements)
    }

    func becomeObject() {
        if case .object = content { return }
        content = .object(keys: [], values: [])
    }

    func becomeArray() {
        if case .array = content { return }
        content = .array([])
    }

    var count: Int {
        switch content {
        case .object(let keys, _): keys.count
        case .array(let elements): elements.count
        default: 0
        }
    }

    func write(to output: inout JSONOutput, depth: Int) {
        switch content {
        case .empty: output.append("null")
        case .value(let value): output.write(value, depth: depth)
        case .object(let keys, let values):
            output.openContainer(UInt8(ascii: "{"), isEmpty: keys.isEmpty, depth: depth)
            for index in keys.indices {
                output.beginMember(index: index, depth: depth + 1)
                output.writeKey(keys[index])
                values[index].write(to: &output, depth: depth + 1)
            }
            output.closeContainer(UInt8(ascii: "}"), isEmpty: keys.isEmpty, depth: depth)
        case .array(let elements):
            output.openContainer(UInt8(ascii: "["), isEmpty: elements.isEmpty, depth: depth)
            for (index, element) in elements.enumerated() {
                output.beginMember(index: index, depth: depth + 1)
                element.write(to: &output, depth: depth + 1)
            }
            output.closeContainer(UInt8(ascii: "]"), isEmpty: elements.isEmpty, depth: depth)
        }
    }

    var jsonValue: JSONValue {
        switch content {
        case .empty: .null
        case .value(let value): value
        case .object(let keys, let values):
            .object(JSONObject(zip(keys, values).map { JSONObject.Member(key: $0, value: $1.jsonValue) }))
        case .array(let elements): .array(elements.map(\.jsonValue))
        }
    }
}
