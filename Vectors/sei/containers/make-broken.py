#!/usr/bin/env python3
"""Makes the damaged copies in broken/ from the container vectors beside this script; each
one produces the diagnostics broken/expected.json lists for it (read as a stream, in pieces).
The audio-only FLV and the Matroska copy (a container whose video is not read), and three
undamaged files with a second video stream or the video in a second program, come from
ffmpeg, as the end of this script runs it.
Usage: Vectors/sei/containers/make-broken.py
"""
import os
import struct
import subprocess
import tempfile

here = os.path.dirname(os.path.abspath(__file__))


def read(name):
    return open(os.path.join(here, name), "rb").read()


def write(name, data):
    open(os.path.join(here, "broken", name), "wb").write(data)


def flv_tag_offsets(data):
    position = struct.unpack(">I", data[5:9])[0] + 4
    while position + 11 <= len(data):
        yield position
        position += 11 + struct.unpack(">I", b"\x00" + data[position + 1 : position + 4])[0] + 4


flv = read("h264-heartbeats.flv")
middle = list(flv_tag_offsets(flv))[40]
# 50 bytes that cannot start a tag, between two tags: reported, then reading resumes.
write("flv-garbage.flv", flv[:middle] + b"\xee" * 50 + flv[middle:])
# Cut inside a tag.
write("flv-truncated.flv", flv[: middle + 20])
# A video tag whose sequence header is cut to 3 bytes: too short for the NAL length size.
first = list(flv_tag_offsets(flv))
sequence = next(p for p in first if flv[p] == 9 and flv[p + 12] == 0)
size = struct.unpack(">I", b"\x00" + flv[sequence + 1 : sequence + 4])[0]
short = bytes([9]) + struct.pack(">I", 8)[1:] + flv[sequence + 4 : sequence + 11] + flv[sequence + 11 : sequence + 19]
write("flv-short-config.flv", flv[:sequence] + short + struct.pack(">I", 19) + flv[sequence + 11 + size + 4 :])

ts = read("h264-heartbeats.ts")
packets = [ts[i : i + 188] for i in range(0, len(ts), 188)]
video_pid = None
for packet in packets:
    pid = (packet[1] & 0x1F) << 8 | packet[2]
    if packet[1] & 0x40 and packet[4:7] == b"\x00\x00\x01" and packet[7] & 0xF0 == 0xE0:
        video_pid = pid
        break
# Drop one video packet that does not start a PES: the continuity counter jumps.
lost = next(
    i
    for i, p in enumerate(packets)
    if i > len(packets) // 2 and ((p[1] & 0x1F) << 8 | p[2]) == video_pid and not p[1] & 0x40
)
write("ts-packet-lost.ts", b"".join(packets[:lost] + packets[lost + 1 :]))
# Seven stray bytes between packets: sync is lost, then found again.
write("ts-sync-lost.ts", b"".join(packets[:lost]) + b"\x11" * 7 + b"".join(packets[lost:]))
write("ts-truncated.ts", ts[: 188 * lost + 100])


def video_packet(data, index):
    return ((data[index * 188 + 1] & 0x1F) << 8 | data[index * 188 + 2]) == video_pid


# The file joined to itself, as `cat` joins HLS segments: the video's continuity counter jumps
# where the second copy's first PES starts (a warning; every heartbeat of both is read).
video_indices = [i for i in range(len(packets)) if video_packet(ts, i)]
assert packets[video_indices[0]][3] & 0x0F != (packets[video_indices[-1]][3] + 1) & 0x0F
write("ts-segments-joined.ts", ts + ts)
# The same, the jump declared by the adaptation field's discontinuity_indicator: no finding.
first_video = video_indices[0]
declared_jump = bytearray(ts)
assert declared_jump[188 * first_video + 3] & 0x20 and declared_jump[188 * first_video + 4] > 0
declared_jump[188 * first_video + 5] |= 0x80
write("ts-discontinuity-declared.ts", ts + bytes(declared_jump))

fmp4 = read("h264-heartbeats.fmp4.mp4")
moof = fmp4.find(b"moof") - 4
# A trun cut short inside the first fragment: its sample count says more than it holds.
trun = fmp4.find(b"trun", moof) - 4
count = struct.unpack(">I", fmp4[trun + 12 : trun + 16])[0]
write("fmp4-trun-count.mp4", fmp4[: trun + 12] + struct.pack(">I", count + 1000) + fmp4[trun + 16 :])
write("fmp4-truncated.mp4", fmp4[: len(fmp4) - 300])
mp4 = read("h264-heartbeats.mp4")
mdat = mp4.find(b"mdat") - 4
# An mdat that claims fewer bytes than its header holds.
write("mp4-box-undersized.mp4", mp4[:mdat] + struct.pack(">I", 4) + mp4[mdat + 4 :])

# An hvcC whose SEI unit claims 65,535 bytes, more than the record holds: reported where the
# unit's length is, and the pictures read as before.
declared = read("hevc-declared-sei.fmp4.mp4")
record = declared.find(b"hvcC") + 4
position = record + 23
for _ in range(declared[record + 22]):
    array_type, count = declared[position] & 0x3F, struct.unpack(">H", declared[position + 1 : position + 3])[0]
    position += 3
    for _ in range(count):
        length = struct.unpack(">H", declared[position : position + 2])[0]
        if array_type == 39:
            cut = position
        position += 2 + length
write("hvcc-sei-cut.mp4", declared[:cut] + b"\xff\xff" + declared[cut + 2 :])

subprocess.run(
    ["ffmpeg", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "sine=duration=0.2", "-c:a", "pcm_s16le", "-f", "flv",
     os.path.join(here, "broken", "audio-only.flv")],
    check=True,
)
subprocess.run(
    ["ffmpeg", "-loglevel", "error", "-y", "-i", os.path.join(here, "h264-heartbeats.flv"), "-c", "copy", "-fflags",
     "+bitexact", "-f", "matroska", os.path.join(here, "broken", "matroska.mkv")],
    check=True,
)

# Every second video PES without its PTS and DTS (PTS_DTS_flags 00, the bytes turned into
# stuffing): legal, as the standard makes them optional; each is timed one step after the
# PES before, and nothing is reported.
untimed = [bytearray(packet) for packet in packets]
starts = 0
for packet in untimed:
    if ((packet[1] & 0x1F) << 8 | packet[2]) != video_pid or not packet[1] & 0x40:
        continue
    start = 4 + (1 + packet[4] if packet[3] & 0x20 else 0)
    starts += 1
    flags = packet[start + 7] >> 6
    if starts % 2 == 0 and flags:
        packet[start + 7] &= 0x3F
        for index in range(5 if flags == 2 else 10):
            packet[start + 9 + index] = 0xFF
write("ts-pes-without-pts.ts", b"".join(bytes(packet) for packet in untimed))

# Video PES packets that declare their length (FFmpeg leaves it 0 unless told), and the last
# packet of one of them lost: the jump comes where the next PES starts, and the length tells
# that the PES before is short, so it is dropped, as a loss inside a PES is.
with tempfile.TemporaryDirectory() as scratch:
    lengths = os.path.join(scratch, "lengths.ts")
    subprocess.run(
        ["ffmpeg", "-loglevel", "error", "-y", "-i", os.path.join(here, "h264-heartbeats.ts"), "-c", "copy",
         "-omit_video_pes_length", "0", "-fflags", "+bitexact", "-f", "mpegts", lengths],
        check=True,
    )
    sized = open(lengths, "rb").read()
sized_packets = [sized[i : i + 188] for i in range(0, len(sized), 188)]
sized_video = [i for i in range(len(sized_packets)) if video_packet(sized, i)]
tail = next(
    a
    for a, b in zip(sized_video[len(sized_video) // 2 :], sized_video[len(sized_video) // 2 + 1 :])
    if not sized_packets[a][1] & 0x40 and sized_packets[b][1] & 0x40
)
write("ts-pes-tail-lost.ts", b"".join(sized_packets[:tail] + sized_packets[tail + 1 :]))

# Real muxes whose video is not the first program's only stream: the H.264 stream and the HEVC
# one side by side (the second is named as not read), and the video in a TS's second program,
# after an audio-only one (read as if it were the first).
for arguments in [
    ["-i", "h264-heartbeats.ts", "-i", "hevc-heartbeats.ts", "-map", "0:v", "-map", "1:v", "-c", "copy",
     "-f", "mpegts", "broken/ts-two-videos.ts"],
    ["-i", "h264-heartbeats.mp4", "-i", "hevc-heartbeats.mp4", "-map", "0:v", "-map", "1:v", "-c", "copy",
     "-movflags", "+faststart", "-f", "mp4", "broken/mp4-two-videos.mp4"],
    ["-f", "lavfi", "-i", "sine=duration=3", "-i", "h264-heartbeats.ts", "-map", "0:a", "-map", "1:v", "-c:v", "copy",
     "-c:a", "mp2", "-program", "title=A:st=0", "-program", "title=V:st=1", "-f", "mpegts",
     "broken/ts-video-in-second-program.ts"],
]:
    subprocess.run(["ffmpeg", "-loglevel", "error", "-y", *arguments[:-3], "-fflags", "+bitexact", *arguments[-3:]],
                   check=True, cwd=here)
