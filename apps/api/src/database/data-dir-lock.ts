import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'portail.pid';

export class DataDirLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as { code?: string }).code === 'EPERM';
  }
}

/**
 * Claims the data folder for this process (one portal per embedded database). A folder held by a
 * live process is refused before anything is started or stopped; a lock left by a killed portal is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.rmSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (e) {
      if ((e as { code?: string }).code !== 'EEXIST') throw e;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
        throw new DataDirLockedError(
          `Un portail utilise déjà le dossier de données ${path.resolve(dataDir)} (pid ${holder}). Arrêtez-le, ou lancez celui-ci avec un autre DATA_DIR et un autre PORT.`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Le dossier de données ${path.resolve(dataDir)} est verrouillé.`);
}
