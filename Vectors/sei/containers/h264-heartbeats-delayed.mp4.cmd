ffmpeg -loglevel error -y -f lavfi -i testsrc=size=64x64:rate=25:duration=3 -pix_fmt yuv420p -f yuv4mpegpipe in.y4m
x264 --quiet --demuxer y4m --keyint 25 --bframes 2 -o x264.flv in.y4m
python3 splice-heartbeats.py livesig flv 25 x264.flv spliced.flv
ffmpeg -loglevel error -y -i spliced.flv -c copy -bsf:v 'h264_metadata=sei_user_data=6c697665-7369-676e-616c-696e67000001+hello' h264-heartbeats.flv
ffmpeg -loglevel error -y -i h264-heartbeats.flv -c copy -output_ts_offset 0.0217 -video_track_timescale 12800 -f mp4 h264-heartbeats-delayed.mp4
