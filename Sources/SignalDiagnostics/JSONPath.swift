/// Where a value sits in a document: `$.pk_users<json>[1].rect.top`.
///
/// Notation: `$` is the document; `.name` a key made of ASCII letters, digits and `_` (not
/// starting with a digit); `["any key"]` any other key, written as a JSON string; `[3]` an
/// array index; `<json>` steps into the JSON document held by the string before it (for
/// `extended_data`, `pk_users`, `MsgContent.Data`). The C validator renders paths the same way.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// One step of a path: an object member, an array element, or the JSON document inside a string.
    public enum Component: Hashable, Sendable {
        /// The object member with this key: `.name`, or `["any key"]` when the key is not a plain name.
        case key(String)
        /// The array element at this zero-based index: `[3]`.
        case index(Int)
        /// The document inside the string at this point.
        case embedded
    }

    /// The steps from the document down to the value, outermost first; empty for the document itself.
    public var components: [Component]

    /// The document itself, with no steps: `$`.
    public static let root = JSONPath(components: [])

    // Inlinable: decoding builds a path for every member it reads, from another module.
    /// A path made of these steps, outermost first.
    @inlinable
    public init(components: [Component]) { self.components = components }

    /// A path made of the listed steps, outermost first: `[.key("payload"), .embedded]`.
    @inlinable
    public init(arrayLiteral elements: Component...) { self.components = elements }

    /// This path with one more step at the end.
    @inlinable
    public func appending(_ component: Component) -> JSONPath {
        var copy = self
        copy.components.append(component)
        return copy
    }

    /// This path followed by the object member with this key.
    @inlinable
    public func appending(key: String) -> JSONPath { appending(.key(key)) }
    /// This path followed by the array element at this zero-based index.
    @inlinable
    public func appending(index: Int) -> JSONPath { appending(.index(index)) }
    /// This path followed by a step into the JSON document held by the string it ends at (`<json>`).
    @inlinable
    public var embedded: JSONPath { appending(.embedded) }

    /// The path as written in diagnostics, e.g. `$.pk_users<json>[1].rect.top`.
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
