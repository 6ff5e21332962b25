#!/usr/bin/env bash
# Prepares a machine with no Docker engine and no container registry to run the project's images and
# compose file: podman and Debian's docker-compose, the containers.conf settings these machines need,
# podman's Docker-compatible API socket, then the stand-in base images (build-standins.sh).
# Idempotent: each step is skipped when already done. Run as root.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
conf=/etc/containers/containers.conf
sock=/run/podman/podman.sock

[[ $(id -u) == 0 ]] || { echo "setup.sh: run as root" >&2; exit 1; }

# --- packages: apt only for a missing command ---------------------------------------------------------------
declare -A package_of=(
  [podman]=podman [docker-compose]=docker-compose [debootstrap]=debootstrap [newuidmap]=uidmap
  [slirp4netns]=slirp4netns [fuse-overlayfs]=fuse-overlayfs [runc]=runc [curl]=curl [npm]=npm
)
missing=()
for command in "${!package_of[@]}"; do
  command -v "$command" >/dev/null 2>&1 || missing+=("${package_of[$command]}")
done
if ((${#missing[@]})); then
  echo "Installing ${missing[*]} ..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# --- containers.conf ---------------------------------------------------------------------------------------
# Without these, no container starts here: "setrlimit ... operation not permitted", then "crun: cgroups in
# hybrid mode not supported". Other settings of an existing file are kept.
set_toml() { # file section key value: sets key = value in [section], adding the section or the key if needed
  awk -v section="[$2]" -v key="$3" -v line="$3 = $4" '
    function trimmed(text) { sub(/[[:space:]]*#.*$/, "", text); gsub(/^[[:space:]]+|[[:space:]]+$/, "", text); return text }
    skipping { if (index($0, "]")) skipping = 0; next }
    {
      t = trimmed($0)
      if (t ~ /^\[/) {
        if (in_section && !done) { print line; done = 1 }
        in_section = (t == section)
      } else if (in_section && index(t, key) == 1 && substr(t, length(key) + 1) ~ /^[[:space:]]*=/) {
        if (!done) { print line; done = 1 }
        value = substr(t, index(t, "=") + 1)
        if (value ~ /^[[:space:]]*\[/ && !index(value, "]")) skipping = 1
        next
      }
      print
    }
    END { if (!done) { if (in_section) print line; else printf "\n%s\n%s\n", section, line } }
  ' "$1"
}
mkdir -p "$(dirname "$conf")"
[[ -f $conf ]] || touch "$conf"
wanted=$(set_toml "$conf" containers default_ulimits '[]' | set_toml /dev/stdin engine cgroup_manager '"cgroupfs"' | set_toml /dev/stdin engine runtime '"runc"')
if [[ $wanted != "$(cat "$conf")" ]]; then
  [[ -s $conf ]] && cp "$conf" "$conf.bak.$(date +%Y%m%d%H%M%S)"
  printf '%s\n' "$wanted" | sed '/./,$!d' >"$conf"
  echo "Wrote default_ulimits, cgroup_manager and runtime to $conf"
fi

# --- podman's Docker-compatible API ------------------------------------------------------------------------
answers() { [[ $(curl -fsS --max-time 2 --unix-socket "$sock" http://d/_ping 2>/dev/null) == OK ]]; }
wait_for_socket() {
  local i
  for ((i = 0; i < 60; i++)); do answers && return 0; sleep 0.5; done
  return 1
}
if answers; then
  echo "podman API already answers on $sock"
else
  mkdir -p /run/podman
  pid=$(cat /run/podman/service.pid 2>/dev/null || true)
  if [[ -n $pid ]] && grep -qs 'system.service' "/proc/$pid/cmdline" && wait_for_socket; then
    echo "podman API answers on $sock (pid $pid)"
  else
    rm -f "$sock"
    nohup podman system service --time=0 "unix://$sock" >/run/podman/service.log 2>&1 &
    echo $! >/run/podman/service.pid
    if ! wait_for_socket; then
      tail -n 20 /run/podman/service.log >&2
      echo "setup.sh: the podman API did not answer on $sock" >&2
      exit 1
    fi
    echo "podman API started on $sock (pid $(cat /run/podman/service.pid), log /run/podman/service.log)"
  fi
fi

"$here/build-standins.sh"

echo
echo "For docker-compose and the docker CLI:"
echo "  export DOCKER_HOST=unix://$sock"
