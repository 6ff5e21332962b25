/**
 * The containers' healthcheck: `node apps/api/dist/apps/api/src/healthcheck.js URL` exits 0 when URL answers 2xx
 * within 4 s. A file rather than `node -e '…'`: podman's Docker API splits a healthcheck's arguments on spaces.
 */
const url = process.argv[2];
if (!url) {
  console.error('Usage : healthcheck.js URL');
  process.exit(2);
}
fetch(url, { signal: AbortSignal.timeout(4000) }).then(
  (res) => process.exit(res.ok ? 0 : 1),
  () => process.exit(1),
);
