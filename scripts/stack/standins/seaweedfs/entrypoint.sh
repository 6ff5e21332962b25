#!/bin/sh
# The official image's /entrypoint.sh (3.97): the first word picks a command and its image defaults;
# anything else goes to weed as it is.
case "$1" in
  server)
    shift
    exec /usr/bin/weed -logtostderr=true server -dir=/data -volume.max=0 -master.volumePreallocate -master.volumeSizeLimitMB=1024 "$@"
    ;;
  s3)
    shift
    exec /usr/bin/weed -logtostderr=true s3 "$@"
    ;;
  *)
    exec /usr/bin/weed "$@"
    ;;
esac
