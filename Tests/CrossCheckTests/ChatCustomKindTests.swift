@testable import LiveSignaling
import Testing

/// What a `chat.custom` message is (like, gift, bullet screen, product pop-up) decides the
/// priority a REST body carrying it should have. The typed value tells it (``ChatCustom/V1/kind``),
/// and so does the message's root alone (``FamilyForm/kind(hasKey:rootString:)``), which the
/// streamed check asks of a message it passes by the declared shapes. The two must agree.
@Suite("chat.custom's kind, told by the value and by the root")
struct ChatCustomKindTests {
    @Test("every chat.custom vector's kind is its root's")
    func rootTellsTheKind() throws {
        var kinds: Set<ChatCustom.Kind?> = []
        for vector in CrossVector.all {
            guard case .chatCustom(let message)? = SignalDecoder(options: vector.options).decode(vector.bytes).message,
                let root = JSONReader(options: vector.options).read(vector.bytes).value?.objectValue
            else { continue }
            let told = FamilyForm.chatCustom.kind(hasKey: { root[$0] != nil }, rootString: { root[$0]?.stringValue })
            #expect(told == message.kind, "\(vector.name)")
            kinds.insert(message.kind)
        }
        // Not vacuous: every kind, and messages with none.
        #expect(kinds == Set(ChatCustom.Kind.allCases.map(Optional.some) + [nil]), "\(kinds)")
    }
}
