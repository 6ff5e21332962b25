// First: tracing (when OTEL_* asks for it) must patch http, express, pg and ioredis before the imports below load them.
import './cli-tracing';
import { loadConfig, type AppConfig } from './config/app-config';
import { createLogger } from './common/logger';
import { migrate, openDatabase } from './database/database';
import { resetAll, resetDossier, seedAll, seedIfEmpty, seedReferenceIfEmpty } from '../../../seeds/seed';
import { runZonesImport } from './modules/assolement/carte/zones-import-command';
import { IDENTIFIANTS_SEALED, MANDATS_SEALED, TOTP_SEALED, rotateSealedTable } from './common/secrets/rotation';
import { SecretSealer } from './common/secrets/secret-sealer';
import { resealLegacyMandates } from './modules/abonnement/mandat-iban';
import { runPortal } from './portal';
import { runWorker } from './worker';
import { prepareStorage } from './common/storage/storage.module';
import { runBackupCommand, runRestoreCommand } from './backup/backup-command';
import { runPdfACheckCommand } from './common/pdf/pdfa-check';
import type { DataSource } from 'typeorm';

const USAGE =
  'Usage : cli start | cli worker | cli migrate | cli init | cli <seed|reset> [--dossier CODE] | cli zones-import FICHIER --type TYPE | cli vault-rotate | cli backup [--schedule] | cli restore ARCHIVE [--remplacer] | cli pdfa-check FICHIER.pdf…';

const QA_ONLY = 'Le jeu de données QA ne se charge que sur un poste de développement ou une pile QA (QA_MODE=true) : refusé en production.';

/**
 * The image's entry (ENTRYPOINT) and npm's db:* scripts: `start` the portal, `worker` the queue worker, `migrate`,
 * `init` (the firm's reference tables), `seed` and `reset [--dossier CODE]` (the QA set, never in production),
 * `zones-import FILE --type commune`, `vault-rotate`, `backup [--schedule]` and `restore ARCHIVE [--remplacer]` (docs/adr/0019),
 * `pdfa-check FILE…` (what this machine can verify of a PDF/A-2b file, issue 31).
 */
async function main(args: string[]): Promise<void> {
  const [command] = args;
  if (command === 'zones-import') return withDatabase((_config, ds) => runZonesImport(ds, args.slice(1)).then((m) => console.log(m)));
  if (command === 'vault-rotate') return withDatabase(vaultRotate);
  if (command === 'backup') return runBackupCommand(args.slice(1));
  if (command === 'restore') return runRestoreCommand(args.slice(1));
  if (command === 'pdfa-check') return runPdfACheckCommand(args.slice(1));
  const dossierFlag = args.indexOf('--dossier');
  const codeDossier = dossierFlag >= 0 ? args[dossierFlag + 1] : undefined;
  if (!['migrate', 'init', 'seed', 'reset'].includes(command)) throw new Error(USAGE);
  if (dossierFlag >= 0 && !/^\d{6}$/.test(codeDossier ?? '')) throw new Error('--dossier attend un code dossier à 6 chiffres.');
  if ((command === 'seed' || command === 'reset') && !loadConfig().qa) throw new Error(QA_ONLY);
  await withDatabase(async (_config, ds, applied) => {
    console.log(applied.length ? `Migrations appliquées : ${applied.join(', ')}` : 'Base à jour.');
    if (command === 'init') {
      console.log((await seedReferenceIfEmpty(ds)) ? 'Tables de référence du cabinet chargées.' : 'Tables de référence déjà présentes : rien à faire.');
    } else if (command === 'seed') {
      await seedAll(ds);
      console.log('Jeu de données QA chargé.');
    } else if (command === 'reset' && codeDossier) {
      await resetDossier(ds, codeDossier);
      console.log(`Dossier ${codeDossier} restauré.`);
    } else if (command === 'reset') {
      await resetAll(ds);
      console.log('Jeu de données QA restauré.');
    }
  });
}

async function withDatabase(run: (config: AppConfig, ds: DataSource, applied: string[]) => Promise<void>): Promise<void> {
  const config = loadConfig();
  await prepareStorage(config, (m) => console.log(m));
  const db = await openDatabase(config, createLogger(config.logLevel, config.logFormat));
  const { ds, applied } = await migrate(db.url);
  try {
    await run(config, ds, applied);
  } finally {
    await ds.destroy();
    await db.stop();
  }
}

/**
 * vault:rotate: every sealed secret (credentials, mandates' IBANs, TOTP keys) re-wrapped under VAULT_MASTER_KEY (the former
 * keys in VAULT_PREVIOUS_KEYS), and mandates still in their former format (SEPA_IBAN_KEY) sealed by the envelope.
 */
async function vaultRotate(config: AppConfig, ds: DataSource): Promise<void> {
  const sealer = new SecretSealer(config);
  const identifiants = await rotateSealedTable(ds, sealer.ring, IDENTIFIANTS_SEALED);
  const resealed = await resealLegacyMandates(ds, sealer, config.sepa.ibanKey);
  const mandats = await rotateSealedTable(ds, sealer.ring, MANDATS_SEALED);
  const totp = await rotateSealedTable(ds, sealer.ring, TOTP_SEALED);
  console.log(
    `Clé ${sealer.ring.currentId} : ${identifiants} identifiant(s), ${mandats} mandat(s) et ${totp} clé(s) de double authentification re-chiffrés, ${resealed} mandat(s) à l'ancien format scellés.`,
  );
}

/** First start: the QA set on a developer's machine or a QA stack, the firm's reference tables in production. */
const firstStartData = (ds: DataSource) => (loadConfig().seedOnFirstStart ? seedIfEmpty(ds) : seedReferenceIfEmpty(ds));

// `docker compose run --rm api reset -- --dossier 010002`: the `--` some shells and npm leave in is not a command.
const args = process.argv.slice(2).filter((a, i) => !(a === '--' && i > 0));
if (args[0] === 'start') runPortal({ firstStartData });
else if (args[0] === 'worker') runWorker();
else
  main(args).then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
