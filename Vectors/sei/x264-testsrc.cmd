ffmpeg -f lavfi -i testsrc=size=64x64:rate=5:duration=1 -pix_fmt yuv420p -f yuv4mpegpipe in.y4m
x264 --quiet --demuxer y4m -o x264-testsrc.h264 in.y4m   # x264 0.164.3095
