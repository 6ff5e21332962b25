# shellcheck shell=bash
# Sourced by build-standins.sh and verify-standins.sh.

# Without these three settings no container starts on these machines (setup.sh writes them to
# /etc/containers/containers.conf); when that file lacks them, a copy in the cache is used instead.
use_containers_conf() {
  local cache=$1
  if [[ -z ${CONTAINERS_CONF:-} ]] && ! grep -qs '^ *default_ulimits *= *\[\]' /etc/containers/containers.conf; then
    mkdir -p "$cache"
    printf '[containers]\ndefault_ulimits = []\n\n[engine]\ncgroup_manager = "cgroupfs"\nruntime = "runc"\n' >"$cache/containers.conf"
    export CONTAINERS_CONF=$cache/containers.conf
  fi
}
