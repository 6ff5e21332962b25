/* global process, URL */
// The database of the e2e portal, as e2e/start-portal.mjs creates it: the global setup and specs reach it too.
import pg from 'pg';

export const e2ePgPort = () => process.env.E2E_PG_PORT ?? '5497';

/** TEST_DATABASE_URL's server with a database of this run's port, else the embedded server under E2E_DATA_DIR. */
export function e2eDatabaseUrl() {
  if (!process.env.TEST_DATABASE_URL) return `postgres://postgres:postgres@127.0.0.1:${e2ePgPort()}/portail`;
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${e2eDatabaseName()}`;
  return url.toString();
}

export const e2eDatabaseName = () => `portail_e2e_${e2ePgPort()}`;

/** Runs one query on the e2e portal's database. */
export async function e2eQuery(sql, params = []) {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Guided tours start on the first visit of a screen: every seeded person is marked as having seen every tour, so that
 * no tour covers the screens other specs drive; e2e/parcours.spec.ts un-marks its own user.
 */
export async function setToursDone(dejaFait, guidPersonne = null) {
  await e2eQuery(
    `INSERT INTO parcours_utilisateur (guid_personne, code, deja_fait, date)
     SELECT p.guid_personne, t.code, $1, now() FROM personne p CROSS JOIN parcours t WHERE $2::uuid IS NULL OR p.guid_personne = $2::uuid
     ON CONFLICT (guid_personne, code) DO UPDATE SET deja_fait = EXCLUDED.deja_fait, date = EXCLUDED.date`,
    [dejaFait, guidPersonne],
  );
}
