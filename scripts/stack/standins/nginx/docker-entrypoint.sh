#!/bin/sh
# The official nginx image's entrypoint: before nginx starts, the files of /docker-entrypoint.d run in
# version order, *.envsh sourced (their exports reach the scripts after them) and *.sh executed, each only
# when executable.
set -e

log() {
  [ -n "${NGINX_ENTRYPOINT_QUIET_LOGS:-}" ] || echo "$@"
}

if [ "$1" = nginx ] || [ "$1" = nginx-debug ]; then
  if [ -n "$(find /docker-entrypoint.d/ -mindepth 1 -maxdepth 1 -type f -print -quit 2>/dev/null)" ]; then
    log "$0: /docker-entrypoint.d/ is not empty, will attempt to perform configuration"
    log "$0: Looking for shell scripts in /docker-entrypoint.d/"
    find /docker-entrypoint.d/ -follow -type f -print | sort -V | while read -r f; do
      case $f in
        *.envsh)
          # shellcheck source=/dev/null
          if [ -x "$f" ]; then log "$0: Sourcing $f"; . "$f"; else log "$0: Ignoring $f, not executable"; fi ;;
        *.sh)
          if [ -x "$f" ]; then log "$0: Launching $f"; "$f"; else log "$0: Ignoring $f, not executable"; fi ;;
        *) log "$0: Ignoring $f" ;;
      esac
    done
    log "$0: Configuration complete; ready for start up"
  else
    log "$0: No files found in /docker-entrypoint.d/, skipping configuration"
  fi
fi

exec "$@"
