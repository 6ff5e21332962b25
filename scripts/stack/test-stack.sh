#!/usr/bin/env bash
# npm run test:stack: builds the project's images with its own Dockerfiles, starts its own compose files under podman
# (scripts/stack/setup.sh: podman's Docker API socket, the stand-in base images), and checks the stack over https.
set -euo pipefail
cd "$(dirname "$0")/../.."

PROJECT=portail-stacktest
PROD_PROJECT=portail-prodtest
export QA_HTTPS_PORT=${QA_HTTPS_PORT:-19443} QA_MAIL_PORT=${QA_MAIL_PORT:-19025}
export STACK_URL="https://localhost:${QA_HTTPS_PORT}" MAILPIT_URL="http://127.0.0.1:${QA_MAIL_PORT}"
WORK=$(mktemp -d /tmp/stack-test.XXXXXX)
export STATE_FILE="$WORK/state.json"

started=$(date +%s)
step() { echo "== $1 ($(($(date +%s) - started)) s)"; }
fail() {
  echo "ÉCHEC $1" >&2
  compose ps >&2 || true
  compose logs --tail=60 >&2 || true
  exit 1
}

bash scripts/stack/setup.sh
export DOCKER_HOST=unix:///run/podman/podman.sock

compose() { docker-compose -p "$PROJECT" -f docker-compose.yml "$@"; }
# Podman schedules healthchecks with systemd timers, and these machines have no systemd: without this loop every
# container stays '(starting)' and `depends_on: service_healthy` waits for ever. Docker's engine does it by itself.
health_ticker() {
  set +e +o pipefail # a container gone between the listing and its check must not end the loop
  while sleep 5; do
    for name in $(podman ps --format '{{.Names}} {{.Status}}' 2>/dev/null | awk '/\((starting|healthy|unhealthy)\)/ {print $1}'); do
      podman healthcheck run "$name" >/dev/null 2>&1
    done
  done
}
prod() { docker-compose -p "$PROD_PROJECT" -f docker-compose.prod.yml --env-file "$WORK/prod.env" "$@"; }
cleanup() {
  [ -n "${TICKER:-}" ] && kill "$TICKER" 2>/dev/null || true
  compose down -v --remove-orphans >/dev/null 2>&1 || true
  [ -f "$WORK/prod.env" ] && prod down -v --remove-orphans >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

health_ticker &
TICKER=$!

step "Images du projet (Dockerfiles du dépôt)"
# The dependencies once (both Dockerfiles start with the same steps), then the worker (its code and LibreOffice side by
# side: --jobs 2) beside the web app, then the api from the layers they built.
podman build -q -f apps/api/Dockerfile --target deps . >/dev/null
podman build -q --jobs 2 -f apps/api/Dockerfile --target worker -t portail-worker:local . >"$WORK/worker-build.log" 2>&1 &
worker_build=$!
podman build -q -f apps/web/Dockerfile -t portail-web:local . >/dev/null
wait "$worker_build" || { cat "$WORK/worker-build.log" >&2; fail "image du worker"; }
podman build -q -f apps/api/Dockerfile --target runtime -t portail-api:local . >/dev/null
built=$(date +%s)

# Waits until every container of the stack is healthy (or running, without a healthcheck) and the portal is ready.
wait_ready() {
  local deadline=$(($(date +%s) + 300))
  until curl -skf -o /dev/null "$STACK_URL/api/health/ready" && ! podman ps -a --filter "label=com.docker.compose.project=$PROJECT" --format '{{.Status}}' | grep -qE '\((starting|unhealthy)\)|^Created|^Exited \([1-9]'; do
    [ "$(date +%s)" -lt "$deadline" ] || fail "la pile n'est pas prête en 5 minutes"
    sleep 3
  done
}
replicas() {
  podman ps --filter "label=com.docker.compose.project=$PROJECT" --filter "label=com.docker.compose.service=api" --format '{{.Names}}' |
    sort | while read -r name; do podman inspect -f '{{range .NetworkSettings.Networks}}http://{{.IPAddress}}:3000{{end}}' "$name"; done | paste -sd, -
}
checks() { API_REPLICAS=$(replicas) node scripts/stack/checks/run.mjs "$1" || fail "vérifications : $1"; }

step "Pile QA : docker-compose up, 2 api et 2 workers"
compose down -v --remove-orphans >/dev/null 2>&1 || true
compose up -d --no-build --scale api=2 --scale worker=2
wait_ready
[ "$(replicas | tr ',' '\n' | wc -l)" = 2 ] || fail "deux réplicas d'api attendus"
step "Vérifications par le proxy https"
checks main

step "Remise à zéro QA d'un dossier depuis la pile"
checks reset-prepare
# `docker compose run --rm api reset -- --dossier 010002` with Docker's compose; docker-compose 1.29 links a one-off
# container to its service, which podman's API refuses, so here the same cli runs in a running api container.
compose exec -T api node apps/api/dist/apps/api/src/cli.js reset -- --dossier 010002 || fail "reset -- --dossier 010002"
checks reset-verify

step "Redémarrage complet de la pile (volumes gardés)"
compose down
compose up -d --no-build --scale api=2 --scale worker=2
wait_ready
checks after-restart
compose down -v --remove-orphans >/dev/null

step "Pile de production : secrets de développement refusés, aucun port d'administration"
: >"$WORK/prod.env"
if out=$(prod config 2>&1); then fail "une pile de production sans .env a été acceptée"; fi
grep -q "POSTGRES_PASSWORD manquant" <<<"$out" || fail "message attendu sur POSTGRES_PASSWORD : $out"
cat >"$WORK/prod.env" <<ENV
PORTAL_HOST=portail.test
TLS_MODE=files
TLS_CERTS_DIR=$WORK/certs
HTTP_PORT=19080
HTTPS_PORT=19444
POSTGRES_PASSWORD=$(openssl rand -hex 24)
S3_SECRET_KEY=$(openssl rand -hex 24)
SESSION_SECRET=qa-stack-session-secret-not-for-production
ALTCHA_HMAC_KEY=$(openssl rand -base64 48)
VAULT_MASTER_KEY=$(openssl rand -base64 32)
OIDC_ISSUER=https://sso.portail.test/realms/cabinet
OIDC_CLIENT_SECRET=$(openssl rand -hex 24)
SMTP_URL=smtp://relais.portail.test:587
SMS_GATEWAY_LOGIN=informatique@portail.test
SMS_GATEWAY_KEY=$(openssl rand -hex 24)
ENV
published=$(prod config | node -e "
  const doc = require('yaml').parse(require('fs').readFileSync(0, 'utf8'));
  console.log(Object.entries(doc.services).flatMap(([name, s]) => (s.ports ?? []).map((p) => name + ':' + (p.target ?? String(p).split(':').pop()))).join(' '));")
[ "$published" = "proxy:80 proxy:443" ] || fail "ports publiés en production : $published (seuls ceux du proxy attendus)"
for service in mailpit minio; do prod config --services | grep -qx "$service" && fail "$service présent en production"; done
# The api's environment exactly as compose builds it from .env, for one-off runs of the image (see the reset above).
api_env() {
  prod config | node -e "
    const doc = require('yaml').parse(require('fs').readFileSync(0, 'utf8'), { merge: true });
    for (const [k, v] of Object.entries(doc.services.api.environment)) console.log(k + '=' + (v ?? ''));" >"$WORK/api.env"
}
api_env
if out=$(podman run --rm --env-file "$WORK/api.env" portail-api:local start 2>&1); then fail "l'api de production a démarré avec un secret publié"; fi
grep -q "SESSION_SECRET: valeur de développement publiée" <<<"$out" || fail "refus attendu sur SESSION_SECRET : $out"
sed -i "s/^SESSION_SECRET=.*/SESSION_SECRET=$(openssl rand -hex 32)/" "$WORK/prod.env"
api_env
if out=$(podman run --rm --env-file "$WORK/api.env" portail-api:local reset -- --dossier 010002 2>&1); then fail "le jeu QA a été chargé en production"; fi
grep -q "Le jeu de données QA ne se charge que" <<<"$out" || fail "refus attendu du jeu QA : $out"
echo "ok  production : .env incomplet refusé, secret publié refusé (SESSION_SECRET), jeu QA refusé, seuls 80 et 443 publiés"

step "Pile vérifiée"
echo "Images : $((built - started)) s ; pile et vérifications : $(($(date +%s) - built)) s ; total : $(($(date +%s) - started)) s"
