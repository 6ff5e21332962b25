#!/usr/bin/env bash
# The official postgres image's start-up, for the variables it documents: POSTGRES_USER (postgres),
# POSTGRES_PASSWORD (required unless POSTGRES_HOST_AUTH_METHOD=trust), POSTGRES_DB (= user),
# POSTGRES_INITDB_ARGS, POSTGRES_INITDB_WALDIR, POSTGRES_HOST_AUTH_METHOD, and *_FILE for the first
# three. On an empty PGDATA: initdb, a host rule in pg_hba.conf, the database, then
# /docker-entrypoint-initdb.d/*.sh|*.sql|*.sql.gz|*.sql.xz, all on a socket-only server.
set -Eeo pipefail

# VAR or the content of the file VAR_FILE names, not both.
file_env() {
  local var=$1 file_var=${1}_FILE default=${2:-} value
  if [[ -n ${!var:-} && -n ${!file_var:-} ]]; then
    echo "error: both $var and $file_var are set (but are exclusive)" >&2
    exit 1
  fi
  value=$default
  if [[ -n ${!var:-} ]]; then value=${!var}; elif [[ -n ${!file_var:-} ]]; then value=$(<"${!file_var}"); fi
  export "$var=$value"
  unset "$file_var"
}

wants_help() {
  local arg
  for arg; do
    case $arg in -'?' | --help | --describe-config | -V | --version) return 0 ;; esac
  done
  return 1
}

sql() {
  local args=(psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --no-password --no-psqlrc)
  [[ -n $POSTGRES_DB ]] && args+=(--dbname "$POSTGRES_DB")
  PGHOST='' PGHOSTADDR='' "${args[@]}" "$@"
}

run_init_files() {
  local f
  for f in /docker-entrypoint-initdb.d/*; do
    case $f in
      *.sh)
        # shellcheck source=/dev/null
        if [[ -x $f ]]; then echo "$0: running $f"; "$f"; else echo "$0: sourcing $f"; . "$f"; fi ;;
      *.sql) echo "$0: running $f"; sql -f "$f" ;;
      *.sql.gz) echo "$0: running $f"; gunzip -c "$f" | sql ;;
      *.sql.xz) echo "$0: running $f"; xzcat "$f" | sql ;;
      */\*) ;;
      *) echo "$0: ignoring $f" ;;
    esac
  done
}

init_cluster() {
  local auth
  if [[ -z $POSTGRES_PASSWORD && $POSTGRES_HOST_AUTH_METHOD != trust ]]; then
    cat >&2 <<'EOM'
Error: Database is uninitialized and superuser password is not specified.
       You must specify POSTGRES_PASSWORD to a non-empty value for the
       superuser. For example, "-e POSTGRES_PASSWORD=password" on "docker run".

       You may also use "POSTGRES_HOST_AUTH_METHOD=trust" to allow all
       connections without a password. This is *not* recommended.
EOM
    exit 1
  fi
  [[ $POSTGRES_HOST_AUTH_METHOD == trust ]] && echo "WARNING: POSTGRES_HOST_AUTH_METHOD=trust: any client reaching the port connects without a password." >&2

  local initdb_args=()
  [[ -n ${POSTGRES_INITDB_WALDIR:-} ]] && initdb_args+=(--waldir "$POSTGRES_INITDB_WALDIR")
  # initdb's --pwfile refuses an empty file, hence the newline.
  eval 'initdb --username="$POSTGRES_USER" --pwfile=<(printf "%s\n" "$POSTGRES_PASSWORD") '"$POSTGRES_INITDB_ARGS"' "${initdb_args[@]}"'

  # Host connections use the configured password_encryption (scram-sha-256) unless told otherwise.
  auth=$(postgres -C password_encryption "${@:2}")
  : "${POSTGRES_HOST_AUTH_METHOD:=$auth}"
  printf '\nhost all all all %s\n' "$POSTGRES_HOST_AUTH_METHOD" >>"$PGDATA/pg_hba.conf"

  export PGPASSWORD=${PGPASSWORD:-$POSTGRES_PASSWORD}
  NOTIFY_SOCKET='' PGUSER=${PGUSER:-$POSTGRES_USER} \
    pg_ctl -D "$PGDATA" -o "$(printf '%q ' "${@:2}" -c listen_addresses='' -p "${PGPORT:-5432}")" -w start

  # shellcheck disable=SC2097,SC2098 # the database to create, while sql connects to "postgres"
  if [[ -z $(POSTGRES_DB='' sql --dbname postgres --set db="$POSTGRES_DB" --tuples-only <<<"SELECT 1 FROM pg_database WHERE datname = :'db';") ]]; then
    # shellcheck disable=SC2097,SC2098
    POSTGRES_DB='' sql --dbname postgres --set db="$POSTGRES_DB" <<<'CREATE DATABASE :"db";'
  fi
  run_init_files

  PGUSER=${PGUSER:-postgres} pg_ctl -D "$PGDATA" -m fast -w stop
  unset PGPASSWORD
  echo
  echo 'PostgreSQL init process complete; ready for start up.'
  echo
}

# An option first means the server.
[[ ${1:0:1} == - ]] && set -- postgres "$@"

if [[ $1 == postgres ]] && ! wants_help "$@"; then
  file_env POSTGRES_PASSWORD
  file_env POSTGRES_USER postgres
  file_env POSTGRES_DB "$POSTGRES_USER"
  file_env POSTGRES_INITDB_ARGS
  : "${POSTGRES_HOST_AUTH_METHOD:=}"

  if [[ $(id -u) == 0 ]]; then
    # As root: make the directories the postgres user's, then start again as that user.
    mkdir -p "$PGDATA" /var/run/postgresql
    chmod 700 "$PGDATA" || :
    chmod 3775 /var/run/postgresql || :
    if [[ -n ${POSTGRES_INITDB_WALDIR:-} ]]; then
      mkdir -p "$POSTGRES_INITDB_WALDIR"
      find "$POSTGRES_INITDB_WALDIR" \! -user postgres -exec chown postgres '{}' +
      chmod 700 "$POSTGRES_INITDB_WALDIR"
    fi
    find "$PGDATA" /var/run/postgresql \! -user postgres -exec chown postgres '{}' +
    exec env HOME=/var/lib/postgresql setpriv --reuid=postgres --regid=postgres --init-groups "${BASH_SOURCE[0]}" "$@"
  fi

  if [[ -s $PGDATA/PG_VERSION ]]; then
    echo
    echo 'PostgreSQL Database directory appears to contain a database; Skipping initialization'
    echo
  else
    mkdir -p "$PGDATA"
    chmod 700 "$PGDATA" || :
    ls /docker-entrypoint-initdb.d/ >/dev/null
    init_cluster "$@"
  fi
fi

exec "$@"
