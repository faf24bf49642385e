@testable import LiveSignaling
import Testing

/// The streamed check keeps the root's members, its trail and its findings in one temporary
/// allocation, which the standard library places on the machine stack up to 1,024 bytes;
/// past that it asks the system first, or takes the heap, for every message.
@Suite struct StreamedWorkspaceTests {
    @Test func theWorkspaceFitsTheStack() {
        typealias Check = StreamedSpecCheck
        let members = MemoryLayout<Check.Member>.stride * Check.maxMembers
        let trail = MemoryLayout<Check.Found.Step>.stride * Check.maxTrail
        let alignment = MemoryLayout<Check.Found.Item>.alignment
        let findings = MemoryLayout<Check.Found.Item>.stride * Check.maxFindings
        #expect(members + (trail + alignment - 1) / alignment * alignment + findings <= 1024)
        // A nested object's members take an allocation of their own.
        #expect(members <= 1024)
    }

    /// A room-attribute map at ZIM's limit is one object the check keeps whole.
    @Test func aRoomAtItsAttributeLimitIsKept() {
        #expect(StreamedSpecCheck.maxMembers >= PKRoomAttributes.Limits.maxAttributes)
    }

    /// A member's value string is kept as its length and flags, its offset the value's start.
    @Test func aKeptStringReadsBackAsWritten() {
        let key = JSONTape.Entry(kind: .string, flags: 0, offset: 1, length: 3, end: 0)
        var member = StreamedSpecCheck.Member(key: key, valueStart: 7)
        #expect(member.string.kind == .null)
        member.string = JSONTape.Entry(kind: .string, flags: JSONTape.hasEscapes, offset: 7, length: 12, end: 0)
        #expect(member.valueStart == 7)
        #expect(member.string.kind == .string && member.string.offset == 7)
        #expect(member.string.length == 12 && member.string.flags == JSONTape.hasEscapes)
    }
}
