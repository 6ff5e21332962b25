#!/bin/sh
# Adds the certificates of the host's bundle that Debian's ca-certificates lacks (this machine's egress
# authority) as local certificates, so that any later update-ca-certificates keeps them in the bundle.
set -eu
host_bundle=$1
awk -v dir=/usr/local/share/ca-certificates '
  FNR == NR { if (/^-----BEGIN/) body = ""; else if (/^-----END/) known[body] = 1; else body = body $0; next }
  /^-----BEGIN/ { body = ""; pem = $0 "\n"; next }
  /^-----END/ {
    pem = pem $0 "\n"
    if (!(body in known)) { n++; file = sprintf("%s/host-%03d.crt", dir, n); printf "%s", pem > file; close(file) }
    next
  }
  { body = body $0; pem = pem $0 "\n" }
' /etc/ssl/certs/ca-certificates.crt "$host_bundle"
update-ca-certificates >/dev/null
# Every certificate of the host bundle must now be in the image's bundle.
missing=$(awk '
  FNR == NR { if (/^-----BEGIN/) body = ""; else if (/^-----END/) known[body] = 1; else body = body $0; next }
  /^-----BEGIN/ { body = ""; next }
  /^-----END/ { if (!(body in known)) n++; next }
  { body = body $0 }
  END { print n + 0 }
' /etc/ssl/certs/ca-certificates.crt "$host_bundle")
[ "$missing" = 0 ] || { echo "add-host-cas: $missing host certificates missing from the bundle" >&2; exit 1; }
echo "add-host-cas: $(find /usr/local/share/ca-certificates -name '*.crt' | wc -l) host certificate(s) added"
