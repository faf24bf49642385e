ffmpeg -f lavfi -i testsrc=size=64x64:rate=5:duration=1 -pix_fmt yuv420p -f yuv4mpegpipe in.y4m
x265 --log-level error --input in.y4m -o x265-testsrc.h265   # x265 3.5+1-f0c1022b6
