// What the benchmarks that start the portal share: the scratch database's admin queries and a free local port.
import net from 'node:net';
import pg from 'pg';

/** Runs `sql` on the admin URL (creating or dropping a benchmark's scratch database). */
export async function adminQuery(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/** A port nothing listens on now, for a portal or a bare server of the benchmark. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}
