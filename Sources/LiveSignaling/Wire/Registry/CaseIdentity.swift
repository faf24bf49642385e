/// The case of a payload-free enum as a number, read from its storage: the case's position in
/// its declaration. A String-backed enum otherwise takes `Hashable` from `RawRepresentable`,
/// which hashes the raw String (~170 instructions a dictionary lookup); family detection looks
/// families and channels up several times a message.
@inline(__always)
func caseIdentity<Case: RawRepresentable>(of value: Case) -> UInt8 {
    withUnsafeBytes(of: value) { $0.first ?? 0 }
}

extension WireFamily {
    /// Equal when the case is: the same as comparing names, without reading them.
    public static func == (lhs: Self, rhs: Self) -> Bool { caseIdentity(of: lhs) == caseIdentity(of: rhs) }

    /// Hashes the case, not its name, which `RawRepresentable` would hash.
    public func hash(into hasher: inout Hasher) { hasher.combine(caseIdentity(of: self)) }
}

extension CaptureChannel {
    /// Equal when the case is: the same as comparing names, without reading them.
    public static func == (lhs: Self, rhs: Self) -> Bool { caseIdentity(of: lhs) == caseIdentity(of: rhs) }

    /// Hashes the case, not its name, which `RawRepresentable` would hash.
    public func hash(into hasher: inout Hasher) { hasher.combine(caseIdentity(of: self)) }
}
