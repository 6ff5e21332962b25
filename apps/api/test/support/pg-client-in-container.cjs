/**
 * pg_dump or pg_restore run inside the tests' PostgreSQL container (test-services.ts): the host's client is older than
 * the stack's server, and pg_dump refuses a newer server. Same arguments and libpq variables as the real program; the
 * host paths it names (--file=, the dump to restore) are streamed through the container's standard input and output.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');

const [tool, ...given] = process.argv.slice(2);
const container = process.env.PORTAIL_TEST_PG_CONTAINER;
const engine = process.env.PORTAIL_TEST_CONTAINER_CLI || 'podman';
let args = given;
let output;
let input;
if (tool === 'pg_dump') {
  output = args.find((a) => a.startsWith('--file='))?.slice('--file='.length);
  args = args.filter((a) => !a.startsWith('--file='));
} else if (tool === 'pg_restore' && args.length && !args[args.length - 1].startsWith('-')) {
  input = args[args.length - 1];
  args = args.slice(0, -1);
}
const env = ['PGUSER', 'PGPASSWORD', 'PGDATABASE'].flatMap((name) => (process.env[name] ? ['-e', `${name}=${process.env[name]}`] : []));
const child = spawn(engine, ['exec', '-i', ...env, '-e', 'PGHOST=127.0.0.1', '-e', 'PGPORT=5432', container, tool, ...args], {
  stdio: [input ? 'pipe' : 'ignore', output ? 'pipe' : 'inherit', 'inherit'],
});
if (input) fs.createReadStream(input).pipe(child.stdin);
let written = Promise.resolve();
if (output) {
  const file = fs.createWriteStream(output);
  written = new Promise((resolve) => file.on('finish', resolve));
  child.stdout.pipe(file);
}
child.on('close', (code) => written.then(() => process.exit(code ?? 1)));
