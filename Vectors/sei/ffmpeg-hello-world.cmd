ffmpeg -i x264-testsrc.h264 -c copy -bsf:v 'filter_units=remove_types=6,h264_metadata=sei_user_data=dc45e9bd-e6d9-48b7-962c-d820d923eeef+hello\,world' -f h264 ffmpeg-hello-world.h264   # ffmpeg 5.1
