ffmpeg -loglevel error -y -f lavfi -i testsrc=size=64x64:rate=25:duration=3 -pix_fmt yuv420p -f yuv4mpegpipe in.y4m
x265 --log-level none --input in.y4m --keyint 25 --bframes 0 --output x265.h265
python3 splice-heartbeats.py livesig hevc 25 x265.h265 spliced.h265
ffmpeg -loglevel error -y -framerate 25 -i spliced.h265 -c copy hevc-heartbeats.mp4
