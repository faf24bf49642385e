#!/usr/bin/env python3
"""Writes Vectors/captures/envelopes.jsonl and its line-by-line index envelopes.md: edge cases
of capture format v1 that the Swift and C validators must agree on (CaptureCrossCheckTests).
Run from the package root: python3 scripts/make-envelope-captures.py"""
import json
def c(d): return json.dumps(d, separators=(',', ':'), ensure_ascii=False)
sei = '{"type":0,"sender_id":"host_A","mic":true,"cam":true}'
base = {"ts": 1700000000000, "channel": "sei", "room": "room_A", "from": "host_A", "to": "", "payload": sei}
def env(**kw):
    d = dict(base); d.update(kw)
    for k, v in list(d.items()):
        if v is Ellipsis: del d[k]
    return c(d)
lines = [
 ("clean heartbeat", env()),
 ("ts missing is allowed", env(ts=...)),
 ("ts relative to the start", env(ts=0)),
 ("ts negative", env(ts=-5)),
 ("ts fraction", env(ts=1700000000000.5)),
 ("ts string", env(ts="10:00:00")),
 ("channel unknown", env(channel="zim.peer")),
 ("channel not a string", env(channel=7)),
 ("room not a string", env(room=101)),
 ("from null", env(**{"from": None})),
 ("to array", env(to=["a"])),
 ("payload object on a string channel", env(payload=json.loads(sei))),
 ("room attributes as a string", env(channel="zim.room-attributes", payload='{"host_user_id":"A"}')),
 ("room attributes with a repeated key", '{"ts":1,"channel":"zim.room-attributes","room":"r","from":"A","to":"","payload":{"host_user_id":"A","request_id":"q","request_id":"q","pk_users":"[]"}}'),
 ("payload not JSON", env(payload='{"type":0,"sender_id":"host_A",mic:true}')),
 ("payload with unicode escapes before the problem", env(payload='{"type":0,"sender_id":"主播\u00e9","mic":"on","cam":true}')),
 ("payload escaped in the envelope", '{"ts":1,"channel":"sei","room":"r","from":"A","to":"","payload":"{\\u0022type\\u0022:0,\\"sender_id\\":\\"\\ud83d\\ude00\\",\\"mic\\":1,\\"cam\\":true}"}'),
 ("call-invite quit: empty payload", env(channel="zim.call-invite", payload="")),
 ("bullet text on tim.group", env(channel="tim.group", payload="Go go go! 加油")),
 ("repeated envelope key", '{"ts":1,"ts":"x","channel":"sei","room":"r","from":"A","to":"","payload":"{\\"cam\\":true,\\"mic\\":true}"}'),
 ("leading whitespace", "   " + env()),
 ("channel and payload alone", c({"channel": "trtc.connect", "payload": '{"roomId":1,"userId":"u"}'})),
 ("an array is a raw message", c([{"channel": "sei", "payload": sei}])),
 ("raw message with a payload key", c({"payload": "x", "cmd": "like_msg", "msg": {"type": 1, "likeCount": 1}})),
 ("channel escaped", '{"ts":1,"channel":"s\\u0065i","room":"r","from":"A","to":"","payload":"{\\"cam\\":true,\\"mic\\":true}"}'),
 ("ts negative zero", env(ts=...) [:-1] + ',"ts":-0}'),
 ("ts exponent", env(ts=...) [:-1] + ',"ts":1e3}'),
 ("payload of the wrong family", env(channel="trtc.connect")),
 ("payload too deep", env(payload="[" * 70 + "]" * 70)),
 ("an SDK event", c({"ts": 5, "channel": "sdk", "room": "room_A", "from": "host_A", "to": "", "event": "mixer.start", "payload": ""})),
 ("an SDK line without its event", c({"ts": 5, "channel": "sdk", "room": "room_A", "from": "host_A", "payload": ""})),
 ("an SDK event nobody defines", c({"ts": 5, "channel": "sdk", "event": "mixer.pause", "payload": ""})),
 ("an event on a channel whose payload says it all", env(event="set")),
 ("a callback on trtc.connect, code negative", c({"ts": 9, "channel": "trtc.connect", "room": "101", "from": "host_A", "to": "host_B", "event": "error", "code": -3308, "payload": ""})),
 ("a call-invite timeout whose payload is an object", c({"ts": 9, "channel": "zim.call-invite", "event": "timeout", "id": "c1", "payload": {}})),
 ("room attributes deleted", c({"ts": 9, "channel": "zim.room-attributes", "room": "room_A", "event": "delete", "payload": ""})),
 ("an accept with its call ID and timeout", c({"ts": 9, "channel": "zim.call-invite", "event": "accept", "id": "c1", "timeout": 200, "payload": '{"room_id":"room_B","user_name":"Bob","type":91000}'})),
 ("id, stream and event of the wrong kinds", c({"ts": 9, "channel": "sei", "id": 7, "stream": ["s"], "event": None, "payload": sei})),
 ("code with a fraction, timeout negative", c({"ts": 9, "channel": "trtc.connect", "event": "error", "code": -3308.0, "timeout": -1, "payload": ""})),
 ("ts too large for any clock", env(ts=...)[:-1] + ',"ts":99999999999999999999}'),
 ("an unknown channel whose object payload repeats a key (found by FuzzCapture)", '{"ts":1,"channel":"zim.room-attribs","room":"r","from":"A","to":"","payload":{"host_user_id":"A","request_id":"q","request_id":"q","pk_users":"[]"}}'),
 ("a line break inside a payload string (escaped once, so raw in the payload), after escaped characters", '{"ts":1,"channel":"sei","room":"r","from":"A","to":"","payload":"{\\"sender_id\\":\\"\\ud83d\\ude00\\u00e9\\u4e2d\\n\\",\\"mic\\":tru}"}'),
 ("a null room key beside a string room: absent to the one-of group (the streamed check hands it to the tape)", c({"ts": 9, "channel": "trtc.connect", "room": "101", "from": "host_A", "to": "host_B", "payload": '{"roomId":null,"strRoomId":"102","userId":"userB"}'})),
 ("a null room key alone names no room", c({"ts": 9, "channel": "trtc.connect", "room": "101", "from": "host_A", "to": "host_B", "payload": '{"roomId":null,"userId":"userB"}'})),
 ("the app's own command text on the co-hosting channel (the iOS demo's gift)", c({"ts": 9, "channel": "zim.command", "room": "live_1", "from": "aud_7", "to": "", "payload": "gift"})),
 ("the app's own JSON on the co-hosting channel (the Android demo's gift)", c({"ts": 9, "channel": "zim.command", "room": "live_1", "from": "aud_7", "to": "", "payload": '{"room_id":"live_1","user_id":"host_1","user_name":"Host","gift_type":1001,"gift_count":1,"timestamp":1700000000123}'})),
 ("a JSON string on the co-hosting channel is the wrong kind, not the app's text", c({"ts": 9, "channel": "zim.command", "room": "live_1", "from": "aud_7", "to": "", "payload": '"gift"'})),
 ("a byte-order mark before a request: broken JSON, not the app's text", c({"ts": 9, "channel": "zim.command", "room": "live_1", "from": "aud_7", "to": "", "payload": '\ufeff{"action_type":0,"sender_id":"aud_7","receiver_id":"host_1","request_id":"","extended_data":""}'})),
]
open('Vectors/captures/envelopes.jsonl', 'w').write('\n'.join(l for _, l in lines) + '\n')
open('Vectors/captures/envelopes.md', 'w').write("# envelopes.jsonl, line by line\n\nEdge cases of capture format v1 that the Swift and C validators must agree on (CaptureCrossCheckTests). Written by `python3 scripts/make-envelope-captures.py`.\n\n" + '\n'.join(f"{i+1}. {name}" for i, (name, _) in enumerate(lines)) + '\n')
