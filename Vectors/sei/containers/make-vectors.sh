#!/usr/bin/env bash
# Remakes the container vectors beside this script, and FFmpeg's report of each
# (NAME.ffmpeg.txt, by scripts/sei-ffmpeg-expect). Each NAME.cmd records the commands that
# made NAME. Needs ffmpeg, x264, x265 and a built livesig.
# Usage: Vectors/sei/containers/make-vectors.sh LIVESIG
set -euo pipefail
livesig=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

run() { # NAME COMMAND…: runs it and appends it to NAME.cmd
    local name=$1
    shift
    printf '%s\n' "$*" | sed "s|$livesig|livesig|g; s|$here/||g; s|$root/||g" >>"$here/$name.cmd"
    eval "$@"
}

for name in h264-heartbeats.h264 h264-heartbeats.flv h264-heartbeats.ts h264-heartbeats.mp4 h264-heartbeats.fmp4.mp4 \
    h264-heartbeats-delayed.mp4 h264-heartbeats-wrap.ts \
    hevc-heartbeats.ts hevc-heartbeats.mp4 hevc-heartbeats.fmp4.mp4 hevc-heartbeats-legacy.flv hevc-heartbeats-enhanced.flv \
    hevc-declared-sei.mp4 hevc-declared-sei.fmp4.mp4; do
    rm -f "$here/$name.cmd"
done

source='ffmpeg -loglevel error -y -f lavfi -i testsrc=size=64x64:rate=25:duration=3 -pix_fmt yuv420p -f yuv4mpegpipe in.y4m'
# H.264: x264 writes FLV itself, with B-frame composition times; the heartbeats go into its tags.
h264=(
    "$source"
    "x264 --quiet --demuxer y4m --keyint 25 --bframes 2 -o x264.flv in.y4m"
    "python3 $here/splice-heartbeats.py $livesig flv 25 x264.flv spliced.flv"
    "ffmpeg -loglevel error -y -i spliced.flv -c copy -bsf:v 'h264_metadata=sei_user_data=6c697665-7369-676e-616c-696e67000001+hello' h264-heartbeats.flv"
)
for step in "${h264[@]}"; do run h264-heartbeats.flv "$step"; done
# The raw stream an ffmpeg remux gives: Annex B, timed only by the SPS's VUI (25 fps).
for step in "${h264[@]}"; do printf '%s\n' "$step" | sed "s|$livesig|livesig|g; s|$here/||g" >>"$here/h264-heartbeats.h264.cmd"; done
run h264-heartbeats.h264 "ffmpeg -loglevel error -y -i h264-heartbeats.flv -c copy -bsf:v h264_mp4toannexb -f h264 h264-heartbeats.h264"
for pair in "ts:-f mpegts" "mp4:-f mp4" "fmp4.mp4:-movflags frag_keyframe+empty_moov+default_base_moof -f mp4"; do
    extension=${pair%%:*}
    for step in "${h264[@]}"; do printf '%s\n' "$step" | sed "s|$livesig|livesig|g; s|$here/||g" >>"$here/h264-heartbeats.$extension.cmd"; done
    run "h264-heartbeats.$extension" "ffmpeg -loglevel error -y -i h264-heartbeats.flv -c copy ${pair#*:} h264-heartbeats.$extension"
done
# An MP4 that starts 21.7 ms late, in FFmpeg's 12,800 ticks a second: its edit list's empty
# edit (21 ms) is 268.8 ticks, which FFmpeg rounds to 269.
for step in "${h264[@]}"; do printf '%s\n' "$step" | sed "s|$livesig|livesig|g; s|$here/||g" >>"$here/h264-heartbeats-delayed.mp4.cmd"; done
run h264-heartbeats-delayed.mp4 "ffmpeg -loglevel error -y -i h264-heartbeats.flv -c copy -output_ts_offset 0.0217 -video_track_timescale 12800 -f mp4 h264-heartbeats-delayed.mp4"
# A TS whose 33-bit timestamps wrap 0.3 s in (2^33 ticks of 90 kHz is 95,443.7 s): FFmpeg
# reads the times before the wrap as negative, one timeline.
for step in "${h264[@]}"; do printf '%s\n' "$step" | sed "s|$livesig|livesig|g; s|$here/||g" >>"$here/h264-heartbeats-wrap.ts.cmd"; done
run h264-heartbeats-wrap.ts "ffmpeg -loglevel error -y -i h264-heartbeats.flv -c copy -output_ts_offset 95442 -f mpegts h264-heartbeats-wrap.ts"

# HEVC: x265 without B-frames (a raw stream has no times to reorder by), heartbeats spliced in,
# then muxed; FFmpeg 5.1 writes no HEVC FLV, so the FLV files are written by the splicer.
hevc=(
    "$source"
    "x265 --log-level none --input in.y4m --keyint 25 --bframes 0 --output x265.h265"
    "python3 $here/splice-heartbeats.py $livesig hevc 25 x265.h265 spliced.h265"
    "ffmpeg -loglevel error -y -framerate 25 -i spliced.h265 -c copy hevc-heartbeats.mp4"
)
for step in "${hevc[@]}"; do run hevc-heartbeats.mp4 "$step"; done
for pair in "ts:-f mpegts" "fmp4.mp4:-movflags frag_keyframe+empty_moov+default_base_moof -f mp4"; do
    extension=${pair%%:*}
    for step in "${hevc[@]}"; do printf '%s\n' "$step" | sed "s|$livesig|livesig|g; s|$here/||g" >>"$here/hevc-heartbeats.$extension.cmd"; done
    run "hevc-heartbeats.$extension" "ffmpeg -loglevel error -y -i hevc-heartbeats.mp4 -c copy ${pair#*:} hevc-heartbeats.$extension"
done
for flavour in legacy enhanced; do
    for step in "${hevc[@]:0:3}"; do printf '%s\n' "$step" | sed "s|$livesig|livesig|g; s|$here/||g" >>"$here/hevc-heartbeats-$flavour.flv.cmd"; done
    run "hevc-heartbeats-$flavour.flv" "python3 $here/splice-heartbeats.py $livesig hevc-flv $flavour 25 spliced.h265 hevc-heartbeats-$flavour.flv"
done

# HEVC from libx265 under FFmpeg, which writes a global header: its own SEI goes into the MP4's
# hvcC, not the first picture; a decoded picture hash in every picture is the per-picture SEI.
declared="ffmpeg -loglevel error -y -f lavfi -i testsrc=size=64x64:rate=25:duration=3 -pix_fmt yuv420p -c:v libx265 -x265-params log-level=none:keyint=25:bframes=0:hash=1 -f mp4 hevc-declared-sei.mp4"
run hevc-declared-sei.mp4 "$declared"
printf '%s\n' "$declared" >>"$here/hevc-declared-sei.fmp4.mp4.cmd"
run hevc-declared-sei.fmp4.mp4 "ffmpeg -loglevel error -y -i hevc-declared-sei.mp4 -c copy -movflags frag_keyframe+empty_moov+default_base_moof -f mp4 hevc-declared-sei.fmp4.mp4"

for file in h264-heartbeats.* hevc-heartbeats* hevc-declared-sei*; do
    cp "$file" "$here/$file"
    case "$file" in
        *.flv) [[ "$file" == hevc* ]] && continue ;;
        *.h264) continue ;;
    esac
    "$root/scripts/sei-ffmpeg-expect" "$file" >"$here/$file.ffmpeg.txt"
done
ls -l "$here"
