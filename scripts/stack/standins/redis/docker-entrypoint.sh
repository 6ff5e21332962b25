#!/bin/sh
# The official redis image's start-up: options or a .conf first run redis-server; as root, the files of the
# working directory become redis's and the server runs as redis; umask 0077.
set -e

if [ "${1#-}" != "$1" ] || [ "${1%.conf}" != "$1" ]; then
  set -- redis-server "$@"
fi

if [ "$1" = redis-server ] && [ "$(id -u)" = 0 ]; then
  find . \! -user redis -exec chown redis '{}' +
  exec setpriv --reuid=redis --regid=redis --init-groups "$0" "$@"
fi

# The official build turns protected mode off by default (a container is reached from other hosts);
# Debian's binary keeps it on, so say it unless the arguments or the config file already do.
if [ "$1" = redis-server ]; then
  case ${2:-} in
    -v | --version | -h | --help | --test-memory | --check-system) ;;
    *)
      shift
      conf=
      case ${1:-} in -* | '') ;; *) conf=$1; shift ;; esac
      case " $* " in
        *' --protected-mode '*) ;;
        *) grep -Eqis '^[[:space:]]*protected-mode[[:space:]]' "${conf:-/dev/null}" || set -- --protected-mode no "$@" ;;
      esac
      set -- redis-server ${conf:+"$conf"} "$@"
      ;;
  esac
fi

um=$(umask)
[ "$um" = 0022 ] && umask 0077

exec "$@"
