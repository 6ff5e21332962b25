#!/usr/bin/env bash
# Runs each stand-in image briefly, as the compose file would, on a podman network of its own, and checks
# what the project relies on. Every container, volume and network it makes is removed at exit. The S3 and
# mail clients are the project's own (AWS SDK, nodemailer): run `npm ci` at the repository root first.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
cache=${STANDINS_CACHE:-/var/cache/portail-standins}
run=standins-verify-$$
net=$run
work=$(mktemp -d)
passed=0
failed=0

# shellcheck source=lib.sh
. "$here/lib.sh"
use_containers_conf "$cache"
[[ -d $repo/node_modules/@aws-sdk/client-s3 && -d $repo/node_modules/nodemailer ]] ||
  { echo "verify-standins.sh: run npm ci in $repo first (the checks use its AWS SDK and nodemailer)" >&2; exit 1; }

cleanup() {
  local ids
  mapfile -t ids < <(podman ps -aq --filter "label=$run")
  ((${#ids[@]} == 0)) || podman rm -f -t 0 "${ids[@]}" >/dev/null
  mapfile -t ids < <(podman volume ls -q --filter "label=$run")
  ((${#ids[@]} == 0)) || podman volume rm -f "${ids[@]}" >/dev/null
  podman network rm -f "$net" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

ok() { echo "ok   $1"; passed=$((passed + 1)); }
fail() { echo "FAIL $1${2:+ ($2)}"; failed=$((failed + 1)); }
expect() { # label, expected, actual
  if [[ $3 == "$2" ]]; then ok "$1"; else fail "$1" "expected '$2', got '$3'"; fi
}
matches() { # label, pattern (glob), actual
  # shellcheck disable=SC2053 # $2 is a pattern
  if [[ $3 == $2 ]]; then ok "$1 ($3)"; else fail "$1" "got '$3'"; fi
}
start() { # name, podman run arguments...
  local name=$1
  shift
  podman run -d --name "$run-$name" --label "$run" --network "$net" --network-alias "$name" "$@" >/dev/null
}
client() { # image, command... : a throwaway container on the network
  podman run --rm --label "$run" --network "$net" "$@"
}
wait_for() { # seconds, command...
  local deadline=$((SECONDS + $1))
  shift
  until "$@" >/dev/null 2>&1; do
    ((SECONDS < deadline)) || return 1
    sleep 0.5
  done
}
# The project's checks run on node:24-trixie-slim with the repository's node_modules, read only.
node_client() {
  client -v "$repo:/repo:ro" -v "$here/verify:/verify:ro" -e NODE_PATH=/repo/node_modules -e NODE_NO_WARNINGS=1 "$@"
}

t0=$SECONDS
podman network create --label "$run" "$net" >/dev/null

# debian: the base, with the host's certificate authorities.
expect "debian:trixie-slim is Debian 13" 13 "$(podman run --rm --label "$run" debian:trixie-slim cut -d. -f1 /etc/debian_version)"

# node: Node 24, npm 11, user node 1000, and the npm registry over the machine's egress.
expect "node:24-trixie-slim versions" "v24 11 1000" \
  "$(podman run --rm --label "$run" node:24-trixie-slim sh -c 'echo "$(node -v | cut -d. -f1) $(npm -v | cut -d. -f1) $(id -u node)"')"
version=$(podman run --rm --label "$run" node:24-trixie-slim npm view --no-update-notifier left-pad version 2>&1 | tail -n1)
matches "npm view left-pad version inside node:24-trixie-slim" '[0-9]*.[0-9]*.[0-9]*' "$version"

# postgres: first start with the compose file's variables and an init script, password over TCP.
mkdir -p "$work/initdb"
echo "CREATE TABLE verify_init (n int); INSERT INTO verify_init VALUES (42);" >"$work/initdb/10-verify.sql"
podman volume create --label "$run" "$run-pgdata" >/dev/null
start postgres -e POSTGRES_USER=portail -e POSTGRES_PASSWORD=portail-pw -e POSTGRES_DB=portail \
  -v "$run-pgdata:/var/lib/postgresql/data" -v "$work/initdb:/docker-entrypoint-initdb.d:ro" postgres:17-trixie
psql_tcp() { client -e PGPASSWORD="$1" postgres:17-trixie psql -h postgres -U portail -d portail -tAc "$2"; }
if wait_for 60 podman exec "$run-postgres" pg_isready -h postgres -U portail -d portail; then
  ok "postgres: pg_isready over TCP"
  expect "postgres: init script ran, password login over TCP from another container" 42 "$(psql_tcp portail-pw 'SELECT n FROM verify_init' 2>&1)"
  out=$(psql_tcp wrong-pw 'SELECT 1' 2>&1 || true)
  matches "postgres: wrong password refused (scram-sha-256)" '*password authentication failed*' "$out"
  expect "postgres: owner uid of PGDATA, user, encoding" "999 postgres UTF8" \
    "$(podman exec "$run-postgres" sh -c 'stat -c %u "$PGDATA"; ps -o user= -p 1; psql -U portail -d portail -tAc "SHOW server_encoding"' | paste -sd' ')"
  podman restart -t 10 "$run-postgres" >/dev/null
  wait_for 30 podman exec "$run-postgres" pg_isready -h postgres -U portail -d portail || true
  expect "postgres: data kept across a restart (no second init)" 42 "$(psql_tcp portail-pw 'SELECT n FROM verify_init' 2>&1)"
else
  fail "postgres: pg_isready" "$(podman logs --tail 20 "$run-postgres" 2>&1)"
fi

# redis: the compose command, reached from another container (protected mode off), AOF in /data.
podman volume create --label "$run" "$run-redisdata" >/dev/null
start redis -v "$run-redisdata:/data" redis:8-trixie redis-server --appendonly yes
wait_for 20 podman exec "$run-redis" redis-cli ping || true
expect "redis: redis-cli ping (compose health check)" PONG "$(podman exec "$run-redis" redis-cli ping 2>&1)"
expect "redis: SET/GET from another container" OK-v \
  "$(client redis:8-trixie sh -c 'redis-cli -h redis set k v; redis-cli -h redis get k' 2>&1 | paste -sd-)"
expect "redis: append-only file in /data, server as redis" "appendonlydir redis" \
  "$(podman exec "$run-redis" sh -c 'ls /data; ps -o user= -p 1 2>/dev/null || stat -c %U /proc/1' | paste -sd' ')"

# nginx: the project's mechanism, an .envsh exporting a variable then the template restricted by NGINX_ENVSUBST_FILTER.
mkdir -p "$work/templates" "$work/entrypoint.d"
cat >"$work/templates/default.conf.template" <<'EOF'
# other=${OTHER_VAR} resolvers=${NGINX_LOCAL_RESOLVERS}
server {
    listen 80;
    location /upload { proxy_pass http://127.0.0.1:81; }
    location / { add_header X-Origin "${VERIFY_ORIGIN}" always; return 200 "origin=${VERIFY_ORIGIN} host=$host\n"; }
}
server { listen 81; location / { return 200 "upstream-ok\n"; } }
EOF
cat >"$work/entrypoint.d/15-verify-origin.envsh" <<'EOF'
VERIFY_ORIGIN=$(printf '%s' "${VERIFY_URL:-}" | sed -nE 's|^(https?://[A-Za-z0-9.:-]+)(/.*)?$|\1|p')
export VERIFY_ORIGIN
EOF
chmod 755 "$work/entrypoint.d/15-verify-origin.envsh"
start web -e 'NGINX_ENVSUBST_FILTER=^(VERIFY_ORIGIN|NGINX_LOCAL_RESOLVERS)$' -e 'VERIFY_URL=https://tiles.example.org/{z}/{x}/{y}.png' \
  -e OTHER_VAR=must-stay -e NGINX_ENTRYPOINT_LOCAL_RESOLVERS=1 \
  -v "$work/templates:/etc/nginx/templates:ro" -v "$work/entrypoint.d/15-verify-origin.envsh:/docker-entrypoint.d/15-verify-origin.envsh:ro" \
  nginx:1.28-trixie
if wait_for 20 podman exec "$run-web" wget -q --spider http://127.0.0.1/; then
  ok "nginx: wget --spider (compose health check)"
  expect "nginx: template rendered with the .envsh variable, nginx's \$host kept" "origin=https://tiles.example.org host=web" \
    "$(client nginx:1.28-trixie curl -fsS http://web/ 2>&1)"
  header=$(podman exec "$run-web" head -n1 /etc/nginx/conf.d/default.conf)
  # shellcheck disable=SC2016 # a literal ${OTHER_VAR}
  matches "nginx: filter leaves other variables, local resolvers exported" '# other=${OTHER_VAR} resolvers=[0-9[]*' "$header"
  head -c 1048576 /dev/zero >"$work/body"
  expect "nginx: 1 MB request body buffered to a temp file and proxied" upstream-ok \
    "$(client -v "$work/body:/body:ro" nginx:1.28-trixie curl -fsS --data-binary @/body http://web/upload 2>&1)"
  logs=$(podman logs "$run-web" 2>&1)
  if [[ $logs == *'"GET / HTTP/1.1" 200'* ]]; then ok "nginx: access log on stdout"; else fail "nginx: access log on stdout"; fi
else
  fail "nginx: did not answer" "$(podman logs --tail 20 "$run-web" 2>&1)"
fi

# caddy: version, and the default Caddyfile serving its page.
cv=$(podman run --rm --label "$run" caddy:2 caddy version 2>&1)
matches "caddy: caddy version" '?(v)2.*' "$cv"
start caddy caddy:2
wait_for 20 client nginx:1.28-trixie curl -fsS -o /dev/null http://caddy/ || true
page=$(client nginx:1.28-trixie curl -fsS http://caddy/ 2>&1 | grep -o -m1 -i 'caddy' || true)
if [[ -n $page ]]; then ok "caddy: default Caddyfile serves its page"; else fail "caddy: default page"; fi

# seaweedfs: started as the compose file does (sh -c, printf of s3.json, exec weed server), then the AWS SDK.
podman volume create --label "$run" "$run-s3data" >/dev/null
s3json='{"identities":[{"name":"portail","credentials":[{"accessKey":"portail","secretKey":"portail-s3-secret-xyz"}],"actions":["Admin","Read","Write","List","Tagging"]},{"name":"lecteur","credentials":[{"accessKey":"lecteur","secretKey":"lecteur-secret"}],"actions":["Read","List"]}]}'
# shellcheck disable=SC2016 # expanded by the container's sh
start seaweedfs -v "$run-s3data:/data" -e "S3_JSON=$s3json" --entrypoint sh docker.io/chrislusf/seaweedfs:3.97 \
  -c 'printf "%s" "$S3_JSON" > /tmp/s3.json && exec weed server -s3 -s3.port=8333 -s3.config=/tmp/s3.json -dir=/data -volume.max=0 -master.volumeSizeLimitMB=1024'
expect "seaweedfs: weed version" "version 30GB 3.97" "$(podman exec "$run-seaweedfs" weed version | cut -d' ' -f1-3)"
if wait_for 20 podman exec "$run-seaweedfs" wget -q -O /dev/null http://127.0.0.1:8333/status; then
  ok "seaweedfs: wget of /status (health check)"
  while IFS= read -r line; do
    case $line in ok*) ok "${line#ok  }" ;; FAIL*) fail "${line#FAIL }" ;; *) echo "$line" ;; esac
  done < <(node_client -e S3_ENDPOINT=http://seaweedfs:8333 node:24-trixie-slim node /verify/s3-check.cjs write 2>&1 || true)
  podman restart -t 5 "$run-seaweedfs" >/dev/null
  wait_for 20 podman exec "$run-seaweedfs" wget -q -O /dev/null http://127.0.0.1:8333/status || true
  while IFS= read -r line; do
    case $line in ok*) ok "${line#ok  }" ;; FAIL*) fail "${line#FAIL }" ;; *) echo "$line" ;; esac
  done < <(node_client -e S3_ENDPOINT=http://seaweedfs:8333 node:24-trixie-slim node /verify/s3-check.cjs reread 2>&1 || true)
else
  fail "seaweedfs: did not answer" "$(podman logs --tail 20 "$run-seaweedfs" 2>&1)"
fi

# mailpit: nodemailer to 1025, then the API on 8025.
start mailpit docker.io/axllent/mailpit:v1.27
if wait_for 20 podman exec "$run-mailpit" /mailpit readyz; then
  ok "mailpit: /mailpit readyz (the official image's health check)"
  while IFS= read -r line; do
    case $line in ok*) ok "${line#ok  }" ;; FAIL*) fail "${line#FAIL }" ;; *) echo "$line" ;; esac
  done < <(node_client -e MAILPIT_HOST=mailpit node:24-trixie-slim node /verify/mail-check.cjs 2>&1 || true)
else
  fail "mailpit: did not answer" "$(podman logs --tail 20 "$run-mailpit" 2>&1)"
fi

echo "Stand-ins checked in $((SECONDS - t0)) s"
echo "$passed passed, $failed failed"
((failed == 0))
