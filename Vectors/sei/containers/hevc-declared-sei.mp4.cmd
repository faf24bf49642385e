ffmpeg -loglevel error -y -f lavfi -i testsrc=size=64x64:rate=25:duration=3 -pix_fmt yuv420p -c:v libx265 -x265-params log-level=none:keyint=25:bframes=0:hash=1 -f mp4 hevc-declared-sei.mp4
