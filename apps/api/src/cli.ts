import { loadConfig } from './config/app-config';
import { createLogger } from './common/logger';
import { migrate, openDatabase } from './database/database';
import { resetAll, resetDossier, seedAll, seedIfEmpty } from '../../../seeds/seed';
import { runZonesImport } from './modules/assolement/carte/zones-import-command';
import { IDENTIFIANTS_SEALED, MANDATS_SEALED, rotateSealedTable } from './common/secrets/rotation';
import { SecretSealer } from './common/secrets/secret-sealer';
import { resealLegacyMandates } from './modules/abonnement/mandat-iban';
import { runPortal } from './portal';

const USAGE = 'Usage : cli start | cli <migrate|seed|reset> [--dossier CODE] | cli zones-import FICHIER --type TYPE | cli vault-rotate';

/** npm run db:migrate | db:seed | db:reset [-- --dossier 010002] | zones:import -- FILE --type commune */
async function main(args: string[]): Promise<void> {
  const [command] = args;
  if (command === 'zones-import') return zonesImport(args.slice(1));
  if (command === 'vault-rotate') return vaultRotate();
  const dossierFlag = args.indexOf('--dossier');
  const codeDossier = dossierFlag >= 0 ? args[dossierFlag + 1] : undefined;
  if (!['migrate', 'seed', 'reset'].includes(command)) throw new Error(USAGE);
  if (dossierFlag >= 0 && !/^\d{6}$/.test(codeDossier ?? '')) throw new Error('--dossier attend un code dossier à 6 chiffres.');
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config, logger);
  const { ds, applied } = await migrate(db.url);
  console.log(applied.length ? `Migrations appliquées : ${applied.join(', ')}` : 'Base à jour.');
  if (command === 'seed') {
    await seedAll(ds);
    console.log('Jeu de données QA chargé.');
  } else if (command === 'reset' && codeDossier) {
    await resetDossier(ds, codeDossier);
    console.log(`Dossier ${codeDossier} restauré.`);
  } else if (command === 'reset') {
    await resetAll(ds);
    console.log('Jeu de données QA restauré.');
  }
  await ds.destroy();
  await db.stop();
}

async function zonesImport(args: string[]): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config, createLogger(config.logLevel));
  const { ds } = await migrate(db.url);
  try {
    console.log(await runZonesImport(ds, args));
  } finally {
    await ds.destroy();
    await db.stop();
  }
}

/**
 * npm run vault:rotate: every sealed secret (credentials, mandates' IBANs) re-wrapped under VAULT_MASTER_KEY (the former
 * keys in VAULT_PREVIOUS_KEYS), and mandates still in their former format (SEPA_IBAN_KEY) sealed by the envelope.
 */
async function vaultRotate(): Promise<void> {
  const config = loadConfig();
  const sealer = new SecretSealer(config);
  const db = await openDatabase(config, createLogger(config.logLevel));
  const { ds } = await migrate(db.url);
  try {
    const identifiants = await rotateSealedTable(ds, sealer.ring, IDENTIFIANTS_SEALED);
    const resealed = await resealLegacyMandates(ds, sealer, config.sepa.ibanKey);
    const mandats = await rotateSealedTable(ds, sealer.ring, MANDATS_SEALED);
    console.log(
      `Clé ${sealer.ring.currentId} : ${identifiants} identifiant(s) et ${mandats} mandat(s) re-chiffrés, ${resealed} mandat(s) à l'ancien format scellés.`,
    );
  } finally {
    await ds.destroy();
    await db.stop();
  }
}

const args = process.argv.slice(2);
/** npm start: the portal, with the QA set loaded into an empty database (SEED_ON_FIRST_START). */
if (args[0] === 'start') runPortal({ seedIfEmpty });
else
  main(args).then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
