#!/usr/bin/env python3
"""Replays a multi-room capture through livesig-serve and compares session findings.

Usage: replay.py BALANCED_URL SINGLE_URL INSTANCE_URL... < capture.jsonl

Every room's envelopes go, in their order, to POST /v1/session?room=R on the balanced URL
(nginx over two instances) and on the single instance; Tencent after-send callbacks for a
few groups go without any room in the URL, so nginx must route them by the body's GroupId.
Then each room's GET /v1/session report must be the same from both sides, and every
instance must have followed at least one room (otherwise the check proves nothing).
Exit status 0 when all holds, 1 with the differences otherwise. Standard library only.
"""
import http.client
import json
import sys
import urllib.parse
from collections import OrderedDict


def request(base, method, path, body=None, headers=None):
    url = urllib.parse.urlsplit(base)
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=10)
    connection.request(method, path, body=body, headers=headers or {})
    response = connection.getresponse()
    data = response.read()
    upstream = response.getheader("X-Livesig-Upstream")
    connection.close()
    return response.status, data, upstream


def after_send(group, sequence):
    data = "Go go go! #%d" % sequence
    return json.dumps({
        "CallbackCommand": "Group.CallbackAfterSendMsg", "GroupId": group, "Type": "AVChatRoom",
        "From_Account": "fan_%d" % sequence, "Operator_Account": "fan_%d" % sequence, "Random": sequence,
        "EventTime": 1700000000000 + sequence,
        "MsgBody": [{"MsgType": "TIMCustomElem", "MsgContent": {"Data": data, "Desc": "", "Ext": ""}}],
    }).encode()


def main():
    if len(sys.argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    balanced, single, instances = sys.argv[1], sys.argv[2], sys.argv[3:]
    rooms = OrderedDict()
    for line in sys.stdin:
        if not line.strip():
            continue
        room = json.loads(line).get("room", "")
        rooms.setdefault(room, []).append(line.rstrip("\n"))
    failures = []
    for room, lines in rooms.items():
        body = "\n".join(lines).encode()
        for base in (balanced, single):
            status, data, _ = request(base, "POST", "/v1/session?room=" + urllib.parse.quote(room, safe=""), body)
            if status != 200:
                failures.append("%s: POST %s answered %d %s" % (base, room, status, data[:200]))
    groups = ["@TGS#live_%d" % number for number in range(8)]
    query = "/v1/tencent/callback?SdkAppid=1400000001&CallbackCommand=Group.CallbackAfterSendMsg&contenttype=json&ClientIP=10.0.0.7&OptPlatform=Android"
    for sequence in range(40):
        group = groups[sequence % len(groups)]
        for base in (balanced, single):
            status, data, _ = request(base, "POST", query, after_send(group, sequence))
            if status != 200:
                failures.append("%s: after-send for %s answered %d" % (base, group, status))
    compared = 0
    for room in list(rooms) + groups:
        headers = {"X-Livesig-Room": room}
        got = request(balanced, "GET", "/v1/session", headers=headers)
        want = request(single, "GET", "/v1/session", headers=headers)
        if got[0] != 200 or want[0] != 200 or got[1] != want[1]:
            failures.append("room %r: two instances (%d via %s) gave\n%s\none instance (%d) gave\n%s" % (
                room, got[0], got[2], got[1].decode(errors="replace"), want[0], want[1].decode(errors="replace")))
        compared += 1
    followed = []
    for base in instances:
        _, data, _ = request(base, "GET", "/metrics")
        count = 0
        for line in data.decode().splitlines():
            if line.startswith("livesig_rooms "):
                count = int(float(line.split()[1]))
        followed.append(count)
        if count == 0:
            failures.append("%s followed no room: the balancer did not spread the rooms" % base)
    for failure in failures:
        print("FAIL " + failure)
    print("%d rooms compared, %d lines replayed, rooms per instance %s: %s" % (
        compared, sum(len(lines) for lines in rooms.values()), followed, "different" if failures else "same findings"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
