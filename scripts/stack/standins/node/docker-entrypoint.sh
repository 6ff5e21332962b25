#!/bin/sh
set -e
# As the official image: an option, or a script that is not a command, runs with node.
if [ "${1#-}" != "$1" ] || [ -z "$(command -v "$1" || true)" ] || { [ -f "$1" ] && [ ! -x "$1" ]; }; then
  set -- node "$@"
fi
exec "$@"
