import LiveSignaling
import Testing

@Suite struct HeartbeatMonitorTests {
    func beat(_ sender: String, mic: Bool = true, cam: Bool = true) -> SEIDeviceState.V1 {
        SEIDeviceState.V1(senderID: sender, mic: mic, cam: cam)
    }

    @Test func thresholdsAreExclusiveAtTheirBound() {
        var monitor = HeartbeatMonitor()
        monitor.observe(beat("A"), at: 0)
        #expect(monitor.status(of: "A", at: 5_000) == .live)
        #expect(monitor.status(of: "A", at: 5_001) == .reconnecting)
        #expect(monitor.status(of: "A", at: 60_000) == .reconnecting)
        #expect(monitor.status(of: "A", at: 60_001) == .removed)
        #expect(monitor.status(of: "B", at: 0) == .unknown)
        // A silence of exactly 5 s is no finding; 5.001 s is.
        monitor.observe(beat("A"), at: 5_000)
        #expect(monitor.diagnostics.isEmpty)
        monitor.observe(beat("A"), at: 10_001)
        #expect(monitor.diagnostics.map(\.code) == [.sessionReconnecting])
        #expect(monitor.diagnostics.first?.session?.time == 10_000)
        // Exactly 60 s: reconnecting; 60.001 s: removed.
        monitor.observe(beat("A"), at: 70_001)
        monitor.observe(beat("A"), at: 130_002)
        #expect(monitor.diagnostics.map(\.code) == [.sessionReconnecting, .sessionReconnecting, .sessionRemoved])
        #expect(monitor.diagnostics.last?.session?.time == 130_001)
    }

    @Test func repeatsFoldDeviceChangesNoteAndSilenceAtTheEndCounts() {
        var monitor = HeartbeatMonitor(reconnectAfter: 1_000, removeAfter: 2_000, repeatWindow: 100)
        let data: [UInt8] = Array(#"{"type":0,"sender_id":"A","mic":true,"cam":true}"#.utf8)
        // TRTC repeatCount 3: the same data in three consecutive frames.
        monitor.observe(beat("A"), data: data, at: 0)
        monitor.observe(beat("A"), data: data, at: 33)
        monitor.observe(beat("A"), data: data, at: 66)
        monitor.observe(beat("A"), data: data, at: 500)
        monitor.observe(beat("A", cam: false), data: [1], at: 1_000)
        monitor.observe(beat("B"), at: 1_000)
        #expect(monitor.senders.first?.heartbeats == 3)
        #expect(monitor.senders.first?.repeats == 2)
        #expect(monitor.diagnostics.map(\.code) == [.sessionDeviceChanged])
        #expect(monitor.diagnostics.first?.message == "A turned the camera off")
        monitor.finish(at: 3_500)
        #expect(monitor.diagnostics.map(\.code) == [.sessionDeviceChanged, .sessionRemoved, .sessionRemoved])
        // Hostile clocks do not trap.
        var hostile = HeartbeatMonitor()
        hostile.observe(beat("A"), at: .min)
        hostile.observe(beat("A"), at: .max)
        hostile.finish(at: .max)
        #expect(hostile.diagnostics.map(\.code) == [.sessionRemoved])
    }
}
