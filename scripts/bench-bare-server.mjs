// The yardstick of `npm run bench`: node:http + pg answering GET /api/droits with the portal's rights join
// for one person, on the same database, with no session, framework, cache or log.
// Usage: node scripts/bench-bare-server.mjs <database url> <guidPersonne> <port>
import http from 'node:http';
import process from 'node:process';
import pg from 'pg';

const [databaseUrl, guidPersonne, port] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const RIGHTS = `
  SELECT d.code_dossier AS "codeDossier", o.raison_sociale AS "raisonSociale", o.code_entite AS "codeEntite", d.id_role AS "idRole",
         d.est_favoris AS "estFavoris",
         coalesce((SELECT array_agg(m.module ORDER BY m.module) FROM dossier_module m WHERE m.code_dossier = d.code_dossier), '{}') AS modules,
         coalesce((SELECT array_agg(c.categorie_id ORDER BY c.categorie_id) FROM droit_categorie c WHERE c.droit_id = d.id), '{}') AS categories
  FROM droit d JOIN dossier o ON o.code_dossier = d.code_dossier
  WHERE d.guid_personne = $1
  ORDER BY o.raison_sociale`;

const server = http.createServer((req, res) => {
  if (req.url !== '/api/droits') {
    res.writeHead(404).end();
    return;
  }
  pool.query(RIGHTS, [guidPersonne]).then(
    ({ rows }) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ userId: guidPersonne, typeUtilisateur: 'member', data: { dossiers: rows, modules: [] }, fonctionsUtilisateur: [] }));
    },
    () => res.writeHead(500).end(),
  );
});
server.keepAliveTimeout = 60_000;
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
