/// Where a value sits in a document: `$.pk_users<json>[1].rect.top`.
///
/// Notation: `$` is the document; `.name` a key made of ASCII letters, digits and `_` (not
/// starting with a digit); `["any key"]` any other key, written as a JSON string; `[3]` an
/// array index; `<json>` steps into the JSON document held by the string before it (for
/// `extended_data`, `pk_users`, `MsgContent.Data`). The C validator renders paths the same way.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
        /// The document inside the string at this point.
        case embedded
    }

    public var components: [Component]

    public static let root = JSONPath(components: [])

    // Inlinable: decoding builds a path for every member it reads, from another module.
    @inlinable
    public init(components: [Component]) { self.components = components }

    @inlinable
    public init(arrayLiteral elements: Component...) { self.components = elements }

    @inlinable
    public func appending(_ component: Component) -> JSONPath {
        var copy = self
        copy.components.append(component)
        return copy
    }

    @inlinable
    public func appending(key: String) -> JSONPath { appending(.key(key)) }
    @inlinable
    public func appending(index: Int) -> JSONPath { appending(.index(index)) }
    @inlinable
    public var embedded: JSONPath { appending(.embedded) }

    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .key(let key):
                if Self.isPlainKey(key) {
                    text += "." + key
                } else {
                    text += "[" + DiagnosticText.quoted(key) + "]"
                }
            case .index(let index): text += "[\(index)]"
            case .embedded: text += "<json>"
            }
        }
        return text
    }

    /// Keys written with a dot: ASCII letters, digits and `_`, not starting with a digit.
    static func isPlainKey(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return key.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                true
            default: false
            }
        }
    }
}
