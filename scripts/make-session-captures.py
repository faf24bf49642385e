#!/usr/bin/env python3
"""Writes Vectors/sessions/: envelope captures of whole conversations, each beside
<name>.expected.json listing the session findings every checker must report (code, the line
of the event that shows it or null when time passing shows it, and the time in ms).
The expectations are written here by hand, from the rules, not from the checker's output.
Eight captures beside them are not written here: real clients' flows, each written from the
vendor code its description cites, with its expectation decided from what those clients do
(cohost-slow-accept, uikit-cohost-invite-timeout, pk-quit-chain, pk-3-hosts-quit-chain,
pk-reject-inviter-quits, pk-sdk-timeout-after-deadline, pk-heartbeats-stop-with-mix,
uikit-pk-stop-invitation).
Run from the package root: python3 scripts/make-session-captures.py"""
import json
import pathlib

out = pathlib.Path(__file__).resolve().parent.parent / "Vectors" / "sessions"
out.mkdir(exist_ok=True)


def dump(value):
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


class Capture:
    def __init__(self, name, description):
        self.name, self.description, self.lines, self.expected = name, description, [], []

    def line(self, ts, channel, payload, room="", sender="", to="", **extra):
        envelope = {"ts": ts, "channel": channel, "room": room, "from": sender, "to": to}
        envelope.update(extra)
        envelope["payload"] = payload
        self.lines.append(dump(envelope))
        return len(self.lines)

    def expect(self, code, line, time):
        self.expected.append({"code": code, "line": line, "time": time})

    def write(self):
        (out / f"{self.name}.jsonl").write_text("\n".join(self.lines) + "\n")
        (out / f"{self.name}.expected.json").write_text(
            json.dumps({"description": self.description, "findings": self.expected}, indent=2, ensure_ascii=False) + "\n")


# ---- message builders ----------------------------------------------------------------------
def cohost(action, sender, receiver, request_id, code):
    return dump({"action_type": action, "sender_id": sender, "receiver_id": receiver, "request_id": request_id,
                 "extended_data": dump({"room_request_type": code})})


def invite(room, name, user=None):
    body = {"room_id": room, "user_name": name, "type": 91000}
    if user:
        body["user_id"] = user
    body["auto_accept"] = False
    return dump(body)


def answer(room, name):
    return dump({"room_id": room, "user_name": name, "type": 91000})


def rects(n, width, height):
    """The PK mixer layout (ZEGOCLOUD's PK battle guide, as PKMixerLayout computes it)."""
    if n == 1:
        cells = [(0, 0, width, height)]
    elif n == 2:
        cells = [(width // 2 * i, 0, width // 2, height) for i in range(2)]
    elif n == 3:
        cells = [(0, 0, width // 2, height), (width // 2, 0, width // 2, height // 2),
                 (width // 2, height // 2, width // 2, height // 2)]
    elif n == 4:
        cells = [(width // 2 * (i % 2), height // 2 * (i // 2), width // 2, height // 2) for i in range(4)]
    elif n == 5:
        cells = [(width // 2 * i, 0, width // 2, height // 2) for i in range(2)] + \
                [(width // 3 * i, height // 2, width // 3, height // 2) for i in range(3)]
    else:
        rows = (n + 2) // 3
        cells = [(width // 3 * (i % 3), height // rows * (i // 3), width // 3, height // rows) for i in range(n)]
    return [{"top": y, "left": x, "right": x + w, "bottom": y + h} for x, y, w, h in cells]


def attributes(host, request_id, hosts, width=972, height=864, layout=None):
    layout = layout or rects(len(hosts), width, height)
    users = [{"uid": uid, "rid": rid, "u_name": name, "rect": rect} for (uid, rid, name), rect in zip(hosts, layout)]
    return {"host_user_id": host, "request_id": request_id, "pk_users": dump(users)}


def sei(sender, mic=True, cam=True):
    return dump({"type": 0, "sender_id": sender, "mic": mic, "cam": cam})


A = ("host_A", "room_A", "Alice")
B = ("host_B", "room_B", "Bob")
C = ("host_C", "room_C", "Cleo")


def pk_start(c, hosts, t=1000, call="c1", width=972, height=864):
    """The inviter invites the others; all accept; every room starts its mix and sets attributes."""
    inviter = hosts[0]
    for other in hosts[1:]:
        c.line(t, "zim.call-invite", invite(inviter[1], inviter[2], inviter[0]), inviter[1], inviter[0], other[0],
               event="invite", id=call, timeout=200)
        t += 100
    for other in hosts[1:]:
        c.line(t, "zim.call-invite", answer(other[1], other[2]), other[1], other[0], inviter[0], event="accept", id=call)
        t += 100
    for host in hosts:
        c.line(t, "sdk", "", host[1], host[0], event="mixer.start")
        t += 10
        local_first = [host] + [h for h in hosts if h != host]
        c.line(t, "zim.room-attributes", attributes(host[0], call, local_first, width, height), host[1], host[0])
        t += 10
    return t


def pk_end(c, hosts, t, call="c1", delete=True):
    c.line(t, "zim.call-invite", answer(hosts[0][1], hosts[0][2]), hosts[0][1], hosts[0][0], hosts[1][0], event="end", id=call)
    t += 100
    if delete:
        for host in hosts:
            c.line(t, "zim.room-attributes", "", host[1], host[0], event="delete")
            c.line(t, "sdk", "", host[1], host[0], event="mixer.stop")
            t += 10
    return t


# ---- clean sessions --------------------------------------------------------------------------
c = Capture("cohost-clean", "Three co-host requests: accepted, cancelled by the applicant, rejected by the host.")
c.line(1000, "zim.command", cohost(0, "fan_7", "host_A", "", 10000), "room_A", "fan_7", "host_A", id="m1")
c.line(2500, "zim.command", cohost(1, "host_A", "fan_7", "m1", 10003), "room_A", "host_A", "fan_7", id="m2")
c.line(3000, "zim.command", cohost(0, "fan_8", "host_A", "", 10000), "room_A", "fan_8", "host_A", id="m3")
c.line(4000, "zim.command", cohost(3, "fan_8", "host_A", "m3", 10001), "room_A", "fan_8", "host_A", id="m4")
c.line(5000, "zim.command", cohost(0, "fan_9", "host_A", "", 10000), "room_A", "fan_9", "host_A", id="m5")
c.line(6000, "zim.command", cohost(2, "host_A", "fan_9", "m5", 10002), "room_A", "host_A", "fan_9", id="m6")
c.write()

c = Capture("pk-2-hosts", "A clean 2-host PK on the iOS demo's 972×864 canvas, with heartbeats in the mixed stream.")
t = pk_start(c, [A, B])
for step in range(10):
    for host in (A, B):
        c.line(t + step * 500, "sei", sei(host[0]), "room_A", host[0], stream="room_A_mix")
t = pk_end(c, [A, B], t + 5000)
c.write()

c = Capture("pk-3-hosts", "A clean 3-host PK on the 810×720 canvas: one tall on the left, two stacked on the right.")
t = pk_start(c, [A, B, C], width=810, height=720)
c.line(t, "zim.call-invite", answer(C[1], C[2]), C[1], C[0], A[0], event="quit", id="c1")
t = pk_end(c, [A, B], t + 1000)
for host in (C,):
    c.line(t, "zim.room-attributes", "", host[1], host[0], event="delete")
c.write()

c = Capture("seats-clean", "Co-mic seats: an invitation accepted, requests accepted, rejected and cancelled, a leave and a kick.")
c.line(1000, "sdk", "", "room_A", "host_A", "fan_1", event="seat.invite")
c.line(2000, "sdk", "", "room_A", "fan_1", "host_A", event="seat.accepted")
c.line(3000, "sdk", "", "room_A", "fan_2", "host_A", event="seat.take-request")
c.line(4000, "sdk", "", "room_A", "host_A", "fan_2", event="seat.accepted")
c.line(5000, "sdk", "", "room_A", "fan_3", "host_A", event="seat.take-request")
c.line(6000, "sdk", "", "room_A", "host_A", "fan_3", event="seat.rejected")
c.line(7000, "sdk", "", "room_A", "fan_4", "host_A", event="seat.take-request")
c.line(8000, "sdk", "", "room_A", "fan_4", "host_A", event="seat.cancelled")
c.line(9000, "sdk", "", "room_A", "fan_1", "", event="seat.leave")
c.line(9500, "sdk", "", "room_A", "host_A", "fan_2", event="seat.kick")
c.write()

c = Capture("multi-stream-clean", "Four auxiliary streams opened, changed and closed in order.")
for index in range(4):
    c.line(1000 + index, "sdk", "", "meeting_1", "", event="stream.opened", stream=f"aux{index}")
c.line(2000, "sdk", "", "meeting_1", "", event="stream.person-changed", stream="aux0")
c.line(2100, "sdk", "", "meeting_1", "", event="stream.sending-video-changed", stream="aux1")
c.line(2200, "sdk", "", "meeting_1", "", event="stream.size-changed", stream="aux2")
for index in range(4):
    c.line(3000 + index, "sdk", "", "meeting_1", "", event="stream.closed", stream=f"aux{index}")
c.line(4000, "sdk", "", "meeting_1", "", event="stream.opened", stream="aux0")
c.write()

c = Capture("cross-room-clean", "TRTC cross-room: connect, connected, disconnect, with numeric rooms throughout.")
c.line(1000, "trtc.connect", dump({"roomId": 102, "userId": "host_B"}), "101", "host_A", "host_B")
c.line(1500, "trtc.connect", "", "101", "host_A", "host_B", event="connected")
c.line(9000, "trtc.connect", "", "101", "host_A", "", event="disconnect")
c.write()

# ---- one broken capture per rule ------------------------------------------------------------
c = Capture("cohost-unmatched", "The host accepts a co-host request nobody made.")
c.line(1000, "zim.command", cohost(0, "fan_7", "host_A", "", 10000), "room_A", "fan_7", "host_A", id="m1")
n = c.line(2000, "zim.command", cohost(1, "host_A", "fan_8", "m9", 10003), "room_A", "host_A", "fan_8", id="m2")
c.expect("session.unmatched", n, 2000)
c.line(3000, "zim.command", cohost(1, "host_A", "fan_7", "m1", 10003), "room_A", "host_A", "fan_7", id="m3")
c.write()

c = Capture("cohost-wrong-party", "Someone other than the host accepts; the host cancels the applicant's request.")
c.line(1000, "zim.command", cohost(0, "fan_7", "host_A", "", 10000), "room_A", "fan_7", "host_A", id="m1")
n = c.line(2000, "zim.command", cohost(1, "host_B", "fan_7", "m1", 10003), "room_A", "host_B", "fan_7", id="m2")
c.expect("session.wrong-party", n, 2000)
n = c.line(2500, "zim.command", cohost(3, "host_A", "fan_7", "m1", 10001), "room_A", "host_A", "fan_7", id="m3")
c.expect("session.wrong-party", n, 2500)
c.write()

c = Capture("cohost-after-final", "The applicant cancels after the host accepted.")
c.line(1000, "zim.command", cohost(0, "fan_7", "host_A", "", 10000), "room_A", "fan_7", "host_A", id="m1")
c.line(2000, "zim.command", cohost(1, "host_A", "fan_7", "m1", 10003), "room_A", "host_A", "fan_7", id="m2")
n = c.line(3000, "zim.command", cohost(3, "fan_7", "host_A", "m1", 10001), "room_A", "fan_7", "host_A", id="m3")
c.expect("session.after-final", n, 3000)
c.write()

c = Capture("cohost-request-id", "An answer naming another message than the request it answers.")
c.line(1000, "zim.command", cohost(0, "fan_7", "host_A", "", 10000), "room_A", "fan_7", "host_A", id="m1")
n = c.line(2000, "zim.command", cohost(1, "host_A", "fan_7", "m7", 10003), "room_A", "host_A", "fan_7", id="m2")
c.expect("session.request-id", n, 2000)
c.write()

# The Flutter best-practice demo makes request_id on the client, on the first send:
# {userID}_{ms}_{six random digits} (ZEGOCLOUD/zegocloud_sdk_demo_flutter@46526cb7f117c34739c556818d249598c822c67b
# best_practices/lib/internal/sdk/zim/define/zim_room_request.dart, generateProtocolID); every
# answer echoes it. An answer that names the ZIM message ID instead does not.
c = Capture("cohost-client-request-id", "A client-made request_id, echoed by the accept; then one answered by its message ID.")
c.line(1000, "zim.command", cohost(0, "fan_7", "host_A", "fan_7_1700000001000_482113", 10000), "room_A", "fan_7", "host_A", id="m1")
c.line(2000, "zim.command", cohost(1, "host_A", "fan_7", "fan_7_1700000001000_482113", 10003), "room_A", "host_A", "fan_7", id="m2")
c.line(3000, "zim.command", cohost(0, "fan_8", "host_A", "fan_8_1700000003000_907715", 10000), "room_A", "fan_8", "host_A", id="m3")
n = c.line(4000, "zim.command", cohost(2, "host_A", "fan_8", "m3", 10002), "room_A", "host_A", "fan_8", id="m4")
c.expect("session.request-id", n, 4000)
c.write()

c = Capture("cohost-timeout", "A request nobody answers within 60 s times out.")
c.line(1000, "zim.command", cohost(0, "fan_7", "host_A", "", 10000), "room_A", "fan_7", "host_A", id="m1")
c.line(70000, "zim.command", cohost(0, "fan_8", "host_A", "", 10000), "room_A", "fan_8", "host_A", id="m2")
c.expect("session.timeout", None, 61000)
c.line(71000, "zim.command", cohost(2, "host_A", "fan_8", "m2", 10002), "room_A", "host_A", "fan_8", id="m3")
c.write()

c = Capture("cohost-during-pk", "The host accepts a co-host request while the room is in a PK.")
t = pk_start(c, [A, B])
c.line(t, "zim.command", cohost(0, "fan_7", "host_A", "", 10000), "room_A", "fan_7", "host_A", id="m1")
n = c.line(t + 1000, "zim.command", cohost(1, "host_A", "fan_7", "m1", 10003), "room_A", "host_A", "fan_7", id="m2")
c.expect("session.cohost-during-pk", n, t + 1000)
pk_end(c, [A, B], t + 2000)
c.write()

c = Capture("pk-attributes-before-mix", "Room attributes are set before the room's mixer task starts.")
c.line(1000, "zim.call-invite", invite("room_A", "Alice", "host_A"), "room_A", "host_A", "host_B", event="invite", id="c1")
c.line(1100, "zim.call-invite", answer("room_B", "Bob"), "room_B", "host_B", "host_A", event="accept", id="c1")
n = c.line(1200, "zim.room-attributes", attributes("host_A", "c1", [A, B]), "room_A", "host_A")
c.expect("session.attributes-before-mix", n, 1200)
c.line(1300, "sdk", "", "room_A", "host_A", event="mixer.start")
pk_end(c, [A, B], 5000, delete=False)
c.line(5200, "zim.room-attributes", "", "room_A", "host_A", event="delete")
c.write()

c = Capture("pk-attributes-left", "The PK ends but room_B's attributes are never deleted.")
t = pk_start(c, [A, B])
n = c.line(t + 1000, "zim.call-invite", answer("room_A", "Alice"), "room_A", "host_A", "host_B", event="end", id="c1")
c.line(t + 1100, "zim.room-attributes", "", "room_A", "host_A", event="delete")
c.expect("session.attributes-left", n, t + 1000)
c.write()

c = Capture("pk-users", "pk_users names host_C, who is not in the PK, instead of host_B.")
c.line(1000, "zim.call-invite", invite("room_A", "Alice", "host_A"), "room_A", "host_A", "host_B", event="invite", id="c1")
c.line(1100, "zim.call-invite", answer("room_B", "Bob"), "room_B", "host_B", "host_A", event="accept", id="c1")
c.line(1200, "sdk", "", "room_A", "host_A", event="mixer.start")
n = c.line(1300, "zim.room-attributes", attributes("host_A", "c1", [A, C]), "room_A", "host_A")
c.expect("session.pk-users", n, 1300)
pk_end(c, [A, B], 5000, delete=False)
c.line(5100, "zim.room-attributes", "", "room_A", "host_A", event="delete")
c.write()

c = Capture("pk-too-many-hosts", "Ten hosts accept one PK; a battle holds at most nine.")
hosts = [(f"host_{i}", f"room_{i}", f"Host {i}") for i in range(10)]
for index, other in enumerate(hosts[1:]):
    c.line(1000 + index, "zim.call-invite", invite("room_0", "Host 0", "host_0"), "room_0", "host_0", other[0], event="invite", id="c1")
for index, other in enumerate(hosts[1:]):
    n = c.line(2000 + index, "zim.call-invite", answer(other[1], other[2]), other[1], other[0], "host_0", event="accept", id="c1")
c.expect("session.too-many-hosts", n, 2008)
c.line(3000, "zim.call-invite", answer("room_0", "Host 0"), "room_0", "host_0", "host_1", event="end", id="c1")
c.write()

c = Capture("pk-layout", "room_A's pk_users puts host_B first: the local host belongs on the left.")
c.line(1000, "zim.call-invite", invite("room_A", "Alice", "host_A"), "room_A", "host_A", "host_B", event="invite", id="c1")
c.line(1100, "zim.call-invite", answer("room_B", "Bob"), "room_B", "host_B", "host_A", event="accept", id="c1")
c.line(1200, "sdk", "", "room_A", "host_A", event="mixer.start")
n = c.line(1300, "zim.room-attributes", attributes("host_A", "c1", [B, A]), "room_A", "host_A")
c.expect("session.layout", n, 1300)
pk_end(c, [A, B], 5000, delete=False)
c.line(5100, "zim.room-attributes", "", "room_A", "host_A", event="delete")
c.write()

c = Capture("pk-wrong-party", "host_C, who was not invited, accepts; host_B cancels host_A's invitation.")
c.line(1000, "zim.call-invite", invite("room_A", "Alice", "host_A"), "room_A", "host_A", "host_B", event="invite", id="c1")
n = c.line(1100, "zim.call-invite", answer("room_C", "Cleo"), "room_C", "host_C", "host_A", event="accept", id="c1")
c.expect("session.wrong-party", n, 1100)
n = c.line(1200, "zim.call-invite", answer("room_B", "Bob"), "room_B", "host_B", "host_A", event="cancel", id="c1")
c.expect("session.wrong-party", n, 1200)
c.line(1300, "zim.call-invite", answer("room_B", "Bob"), "room_B", "host_B", "host_A", event="reject", id="c1")
c.write()

c = Capture("pk-after-end", "host_B quits after host_A ended the PK for everyone.")
t = pk_start(c, [A, B])
t = pk_end(c, [A, B], t + 1000)
n = c.line(t, "zim.call-invite", "", "room_B", "host_B", "host_A", event="quit", id="c1")
c.expect("session.after-final", n, t)
c.write()

c = Capture("pk-invite-timeout", "host_B never answers host_A's invitation (timeout 200 s).")
c.line(1000, "zim.call-invite", invite("room_A", "Alice", "host_A"), "room_A", "host_A", "host_B", event="invite", id="c1", timeout=200)
c.line(250000, "sei", sei("host_A"), "room_A", "host_A")
c.expect("session.timeout", None, 201000)
c.write()

c = Capture("seats-full", "Ten audience members take seats beside the host; a room has 1 + 9.")
for index in range(10):
    c.line(1000 + 10 * index, "sdk", "", "room_A", f"fan_{index}", "host_A", event="seat.take-request")
    n = c.line(1005 + 10 * index, "sdk", "", "room_A", "host_A", f"fan_{index}", event="seat.accepted")
c.expect("session.seats-full", n, 1095)
c.write()

c = Capture("seats-state", "The host kicks someone who is not on a seat; a seated member leaves twice.")
n = c.line(1000, "sdk", "", "room_A", "host_A", "fan_5", event="seat.kick")
c.expect("session.seat-state", n, 1000)
c.line(2000, "sdk", "", "room_A", "fan_1", "host_A", event="seat.take-request")
c.line(2100, "sdk", "", "room_A", "host_A", "fan_1", event="seat.accepted")
c.line(2200, "sdk", "", "room_A", "fan_1", "", event="seat.leave")
n = c.line(2300, "sdk", "", "room_A", "fan_1", "", event="seat.leave")
c.expect("session.seat-state", n, 2300)
c.write()

c = Capture("seats-unmatched", "A seat acceptance nobody asked for, and an answer from the wrong side.")
n = c.line(1000, "sdk", "", "room_A", "host_A", "fan_1", event="seat.accepted")
c.expect("session.unmatched", n, 1000)
c.line(2000, "sdk", "", "room_A", "fan_2", "host_A", event="seat.take-request")
n = c.line(2100, "sdk", "", "room_A", "fan_2", "host_A", event="seat.accepted")
c.expect("session.wrong-party", n, 2100)
c.write()

c = Capture("stream-order", "Events for a stream before it opened and after it closed.")
n = c.line(1000, "sdk", "", "meeting_1", "", event="stream.person-changed", stream="aux0")
c.expect("session.stream-order", n, 1000)
c.line(2000, "sdk", "", "meeting_1", "", event="stream.opened", stream="aux0")
c.line(3000, "sdk", "", "meeting_1", "", event="stream.closed", stream="aux0")
n = c.line(4000, "sdk", "", "meeting_1", "", event="stream.size-changed", stream="aux0")
c.expect("session.stream-order", n, 4000)
c.write()

c = Capture("stream-limit", "A fifth auxiliary stream opens beside the active speaker.")
for index in range(5):
    n = c.line(1000 + index, "sdk", "", "meeting_1", "", event="stream.opened", stream=f"aux{index}")
c.expect("session.stream-limit", n, 1004)
c.write()

c = Capture("heartbeat-gaps", "Heartbeats every 500 ms; host_B pauses 6 s, host_C 61 s, host_A turns its camera off.")
last = {}
for step in range(200):
    time = step * 500
    for host in ("host_A", "host_B", "host_C"):
        if host == "host_B" and 10000 < time < 16000:
            continue
        if host == "host_C" and 20000 < time < 81000:
            continue
        cam = not (host == "host_A" and time >= 30000)
        n = c.line(time, "sei", sei(host, cam=cam), "room_A", host, stream="room_A_mix")
        last[(host, time)] = n
c.expect("session.reconnecting", last[("host_B", 10000)], 15000)
c.expect("session.removed", last[("host_C", 20000)], 80000)
c.expect("session.device-changed", last[("host_A", 30000)], 30000)
c.write()

c = Capture("cross-room-errors", "A connection that fails with -3308, then one naming a string room after a numeric one.")
c.line(1000, "trtc.connect", dump({"roomId": 102, "userId": "host_B"}), "101", "host_A", "host_B")
n = c.line(4000, "trtc.connect", "", "101", "host_A", "host_B", event="error", code=-3308)
c.expect("session.trtc-error", n, 4000)
n = c.line(5000, "trtc.connect", dump({"strRoomId": "room_C", "userId": "host_C"}), "101", "host_A", "host_C")
c.expect("session.room-kind", n, 5000)
n = c.line(6000, "trtc.connect", "", "101", "host_A", "host_D", event="connected")
c.expect("session.unmatched", n, 6000)
c.write()

# ---- flows signalled through the UIKit kits' invitations ------------------------------------
# Sources: ZEGOCLOUD/zego_uikit_android@c45ee50f03eed429d0841e0e650690bfcfe12bf7 (the envelope),
# ZEGOCLOUD/zego_uikit_prebuilt_live_streaming_android@4b20282fccc0ce1ad45055bfb7f06ece90c3f08a
# PKService.java (type 5, the 91000 payload, the 1-v-1 attributes),
# ZEGOCLOUD/zego_uikit_prebuilt_live_streaming_flutter@c8afde739d26de635f6c4c1e5dcd1c2040ff1d3b
# lib/src/pk (type 6, the advance protocol, host/r_id/pk_users), co-hosting types 2/3/4.
def uikit_invite(kind, inviter, name, data):
    return dump({"type": kind, "inviter_id": inviter, "inviter_name": name, "data": data})


c = Capture("uikit-pk-battle", "A native UIKit PK battle: type-5 invitation, accept, mixes, 1-v-1 attributes, quit.")
c.line(1000, "zim.call-invite", uikit_invite(5, "host_A", "Alice", dump({"room_id": "room_A", "user_name": "Alice", "type": 91000})),
       "room_A", "host_A", "host_B", event="invite", id="c1", timeout=60)
c.line(2000, "zim.call-invite", dump({"room_id": "room_B", "user_name": "Bob", "type": 91000, "invitationID": "c1"}),
       "room_B", "host_B", "host_A", event="accept", id="c1")
c.line(2500, "sdk", "", "room_A", "host_A", event="mixer.start")
c.line(2510, "zim.room-attributes", {"host": "host_A", "pk_room": "room_B", "pk_user_id": "host_B", "pk_user_name": "Bob", "pk_seq": "1"}, "room_A", "host_A")
c.line(2600, "sdk", "", "room_B", "host_B", event="mixer.start")
c.line(2610, "zim.room-attributes", {"host": "host_B", "pk_room": "room_A", "pk_user_id": "host_A", "pk_user_name": "Alice", "pk_seq": "1"}, "room_B", "host_B")
c.line(60000, "zim.call-invite", "", "room_B", "host_B", "host_A", event="quit", id="c1")
for host, room in (("host_A", "room_A"), ("host_B", "room_B")):
    c.line(60100, "zim.room-attributes", "", room, host, event="delete")
    c.line(60100, "sdk", "", room, host, event="mixer.stop")
c.write()

pk_v2 = dump({"inviter": {"id": "host_A", "name": "Alice"}, "invitees": ["host_B"], "live_id": "room_A", "auto_accept": False, "custom_data": ""})
c = Capture("uikit-flutter-pk-battle", "A Flutter UIKit PK battle in the advance protocol, announced in pk_users naming a host not in it.")
c.line(1000, "zim.call-invite", dump({"inviter": {"id": "host_A", "name": "Alice"}, "invitees": ["host_B"], "type": 6, "custom_data": pk_v2,
                                      "inviter_id": "host_A", "inviter_name": "Alice", "data": pk_v2}),
       "room_A", "host_A", "host_B", event="invite", id="c2", timeout=60)
c.line(2000, "zim.call-invite", dump({"inviter": {"id": "host_A", "name": "Alice"}, "custom_data": dump({"name": "Bob", "live_id": "room_B"})}),
       "room_B", "host_B", "host_A", event="accept", id="c2")
c.line(2500, "sdk", "", "room_A", "host_A", event="mixer.start")
users = [{"user_info": {"id": "host_A", "name": "Alice"}, "live_id": "room_A"}, {"user_info": {"id": "host_C", "name": "Carol"}, "live_id": "room_C"}]
n = c.line(2510, "zim.room-attributes", {"r_id": "c2", "host": "host_A", "pk_users": dump(users)}, "room_A", "host_A")
c.expect("session.pk-users", n, 2510)
c.line(60000, "zim.call-invite", dump({"code": 0, "invitation_id": "c2", "invitee_name": "Bob"}), "room_B", "host_B", "host_A", event="quit", id="c2")
c.line(60100, "zim.room-attributes", "", "room_A", "host_A", event="delete")
c.line(60100, "sdk", "", "room_A", "host_A", event="mixer.stop")
c.write()

c = Capture("uikit-flutter-pk-v1", "Flutter's 1-v-1 UIKit PK before 3.0.0: sub_type 0 starts, attributes without pk_seq, sub_type 1 stops.")
c.line(1000, "zim.call-invite", uikit_invite(5, "host_A", "Alice", dump({"custom_data": "", "live_id": "room_A", "sub_type": 0})),
       "room_A", "host_A", "host_B", event="invite", id="c3", timeout=60)
c.line(2000, "zim.call-invite", dump({"invitee_name": "Bob", "live_id": "room_B", "sub_type": 0}), "room_B", "host_B", "host_A",
       event="accept", id="c3")
c.line(2500, "sdk", "", "room_A", "host_A", event="mixer.start")
c.line(2510, "zim.room-attributes", {"host": "host_A", "pk_room": "room_B", "pk_user_id": "host_B", "pk_user_name": "Bob"}, "room_A", "host_A")
c.line(60000, "zim.call-invite", uikit_invite(5, "host_A", "Alice", dump({"custom_data": "", "sub_type": 1})),
       "room_A", "host_A", "host_B", event="invite", id="c4", timeout=60)
c.line(60100, "zim.room-attributes", "", "room_A", "host_A", event="delete")
c.line(60100, "sdk", "", "room_A", "host_A", event="mixer.stop")
c.write()

c = Capture("uikit-cohost", "UIKit co-host requests: one accepted and then ended by a removal; one its own sender accepts.")
c.line(1000, "zim.call-invite", uikit_invite(2, "fan_9", "Dave", ""), "room_A", "fan_9", "host_A", event="invite", id="c9", timeout=60)
c.line(3000, "zim.call-invite", "", "room_A", "host_A", "fan_9", event="accept", id="c9")
c.line(30000, "zim.call-invite", uikit_invite(4, "host_A", "Alice", ""), "room_A", "host_A", "fan_9", event="invite", id="c10", timeout=60)
c.line(31000, "zim.call-invite", uikit_invite(2, "fan_10", "Erin", ""), "room_A", "fan_10", "host_A", event="invite", id="c11", timeout=60)
n = c.line(32000, "zim.call-invite", "", "room_A", "fan_10", "host_A", event="accept", id="c11")
c.expect("session.wrong-party", n, 32000)
c.write()

print(f"make-session-captures: wrote {len(list(out.glob('*.jsonl')))} captures to {out}")
