#!/usr/bin/env python3
"""Puts a device-state heartbeat SEI, packed by `livesig sei pack`, before the first slice of
every picture: host_A in every picture (its microphone toggling each second at 25 fps),
host_B only in the first STOP pictures, so an audit sees host_B fall silent.

  splice-heartbeats.py LIVESIG flv STOP IN.flv OUT.flv [EVERY]
      an H.264 FLV (x264's own FLV output, which carries B-frame composition times); with
      EVERY, the heartbeats go into every EVERY-th picture only (10 at 25 fps: every 400 ms,
      as vendors send them)
  splice-heartbeats.py LIVESIG hevc STOP IN.h265 OUT.h265
      a raw HEVC Annex B stream
  splice-heartbeats.py LIVESIG hevc-flv MODE FPS IN.h265 OUT.flv
      an HEVC Annex B stream (already spliced, no B-frames) written as FLV video tags,
      MODE legacy (codec id 12) or enhanced (Enhanced RTMP, FourCC hvc1), FPS pictures a second
"""
import functools
import struct
import subprocess
import sys

livesig, mode = sys.argv[1], sys.argv[2]


@functools.cache  # the same few heartbeats, packed once each
def heartbeat(codec, framing, sender, mic):
    json = '{"type":0,"sender_id":"%s","mic":%s,"cam":true}' % (sender, "true" if mic else "false")
    command = [livesig, "sei", "pack", "--codec", codec, "--framing", framing, "--payload-type", "243"]
    return subprocess.run(command + ["--data", json, "-o", "-"], check=True, capture_output=True).stdout


def heartbeats(codec, framing, picture, stop):
    out = heartbeat(codec, framing, "host_A", picture % 50 < 25)
    if picture < stop:
        out += heartbeat(codec, framing, "host_B", True)
    return out


def annexb_units(data):
    starts = []
    i = data.find(b"\x00\x00\x01")
    while i >= 0:
        starts.append(i)
        i = data.find(b"\x00\x00\x01", i + 3)
    ends = starts[1:] + [len(data)]
    return [data[s + 3 : e].rstrip(b"\x00") for s, e in zip(starts, ends)]


def hevc_first_slice(unit):
    return (unit[0] >> 1) & 0x3F < 32 and unit[2] & 0x80


def flv_tag(kind, timestamp, body):
    header = bytes([kind]) + struct.pack(">I", len(body))[1:] + struct.pack(">I", timestamp)[1:]
    header += bytes([timestamp >> 24 & 0xFF]) + b"\x00\x00\x00"
    return header + body + struct.pack(">I", 11 + len(body))


if mode == "flv":
    stop, source, target = int(sys.argv[3]), sys.argv[4], sys.argv[5]
    every = int(sys.argv[6]) if len(sys.argv) > 6 else 1
    data = open(source, "rb").read()
    offset = struct.unpack(">I", data[5:9])[0]
    out = bytearray(data[: offset + 4])
    position = offset + 4
    picture = 0
    while position + 11 <= len(data):
        kind = data[position] & 0x1F
        size = struct.unpack(">I", b"\x00" + data[position + 1 : position + 4])[0]
        timestamp = struct.unpack(">I", b"\x00" + data[position + 4 : position + 7])[0] | data[position + 7] << 24
        body = data[position + 11 : position + 11 + size]
        position += 11 + size + 4
        if kind == 9 and body[0] & 0x0F == 7 and body[1] == 1:
            if picture % every == 0:
                body = body[:5] + heartbeats("h264", "length4", picture, stop) + body[5:]
            picture += 1
        out += flv_tag(kind, timestamp, body)
    open(target, "wb").write(out)
elif mode == "hevc":
    stop, source, target = int(sys.argv[3]), sys.argv[4], sys.argv[5]
    out = bytearray()
    picture = 0
    for unit in annexb_units(open(source, "rb").read()):
        if hevc_first_slice(unit):
            out += heartbeats("hevc", "annexb", picture, stop)
            picture += 1
        out += b"\x00\x00\x00\x01" + unit
    open(target, "wb").write(out)
elif mode == "hevc-flv":
    flavour, fps, source, target = sys.argv[3], int(sys.argv[4]), sys.argv[5], sys.argv[6]
    units = annexb_units(open(source, "rb").read())
    parameter_sets = [u for u in units if (u[0] >> 1) & 0x3F in (32, 33, 34)]
    # hvcC: the fixed 23 bytes (lengthSizeMinusOne = 3 in byte 21) and the parameter set arrays.
    config = bytearray([1] + [0] * 20 + [0x0F, 0])
    kinds = sorted({(u[0] >> 1) & 0x3F for u in parameter_sets})
    config[22] = len(kinds)
    for kind in kinds:
        members = [u for u in parameter_sets if (u[0] >> 1) & 0x3F == kind]
        config += bytes([0x80 | kind]) + struct.pack(">H", len(members))
        for unit in members:
            config += struct.pack(">H", len(unit)) + unit
    if flavour == "legacy":
        sequence, frame = bytes([0x1C, 0, 0, 0, 0]), lambda key: bytes([0x1C if key else 0x2C, 1, 0, 0, 0])
    else:
        sequence = bytes([0x90]) + b"hvc1"
        frame = lambda key: bytes([0x90 | 0x03 if key else 0xA0 | 0x03]) + b"hvc1"
    out = bytearray(b"FLV\x01\x01\x00\x00\x00\x09\x00\x00\x00\x00")
    out += flv_tag(9, 0, sequence + bytes(config))
    # Access units: a new one starts at a non-VCL unit that follows a slice, or at a first slice after one.
    pictures, current, seen_slice = [], [], False
    for unit in units:
        kind = (unit[0] >> 1) & 0x3F
        if seen_slice and (kind >= 32 or hevc_first_slice(unit)):
            pictures.append(current)
            current, seen_slice = [], False
        current.append(unit)
        seen_slice = seen_slice or kind < 32
    if current:
        pictures.append(current)
    for index, picture in enumerate(pictures):
        key = any((u[0] >> 1) & 0x3F in (19, 20, 21) for u in picture)
        body = b"".join(struct.pack(">I", len(u)) + u for u in picture if (u[0] >> 1) & 0x3F not in (32, 33, 34))
        out += flv_tag(9, index * 1000 // fps, frame(key) + body)
    open(target, "wb").write(out)
