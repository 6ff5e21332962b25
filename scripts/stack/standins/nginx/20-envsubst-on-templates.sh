#!/bin/sh
# Each $NGINX_ENVSUBST_TEMPLATE_DIR/**/*$NGINX_ENVSUBST_TEMPLATE_SUFFIX (/etc/nginx/templates, .template)
# goes through envsubst into $NGINX_ENVSUBST_OUTPUT_DIR (/etc/nginx/conf.d) without the suffix. Only the
# variables defined in the environment whose names match the regex NGINX_ENVSUBST_FILTER (all when unset)
# are replaced, so nginx's own $variables stay. *.stream-template files go to stream-conf.d, included
# from a stream block appended to nginx.conf.
set -e

ME=$(basename "$0")
log() {
  [ -n "${NGINX_ENTRYPOINT_QUIET_LOGS:-}" ] || echo "$@"
}

template_dir=${NGINX_ENVSUBST_TEMPLATE_DIR:-/etc/nginx/templates}
suffix=${NGINX_ENVSUBST_TEMPLATE_SUFFIX:-.template}
output_dir=${NGINX_ENVSUBST_OUTPUT_DIR:-/etc/nginx/conf.d}
stream_suffix=${NGINX_ENVSUBST_STREAM_TEMPLATE_SUFFIX:-.stream-template}
stream_output_dir=${NGINX_ENVSUBST_STREAM_OUTPUT_DIR:-/etc/nginx/stream-conf.d}

[ -d "$template_dir" ] || exit 0

# The names as envsubst's SHELL-FORMAT: '${A} ${B} ...'.
defined_envs=$(awk 'BEGIN {
  filter = ENVIRON["NGINX_ENVSUBST_FILTER"]
  for (name in ENVIRON) if (name ~ /^[A-Za-z_][A-Za-z0-9_]*$/ && name ~ filter) printf "${%s} ", name
}' </dev/null)

render() { # suffix, output directory
  find "$template_dir" -follow -type f -name "*$1" -print | while read -r template; do
    relative=${template#"$template_dir/"}
    output=$2/${relative%"$1"}
    mkdir -p "$(dirname "$output")"
    log "$ME: Running envsubst on $template to $output"
    envsubst "$defined_envs" <"$template" >"$output"
  done
}

if [ ! -w "$output_dir" ]; then
  log "$ME: ERROR: $template_dir exists, but $output_dir is not writable"
  exit 0
fi
render "$suffix" "$output_dir"

if [ -n "$(find "$template_dir" -name "*$stream_suffix" -print -quit)" ]; then
  mkdir -p "$stream_output_dir"
  if ! grep -q -E '^\s*stream\s*\{' /etc/nginx/nginx.conf && touch /etc/nginx/nginx.conf 2>/dev/null; then
    log "$ME: Appending stream block to /etc/nginx/nginx.conf to include $stream_output_dir/*.conf"
    printf '\nstream {\n  include %s/*.conf;\n}\n' "$stream_output_dir" >>/etc/nginx/nginx.conf
  fi
  render "$stream_suffix" "$stream_output_dir"
fi
exit 0
