import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { ArchiveError, readTar } from './tar';
import { DUMP_ENTRY, MANIFEST_ENTRY, MANIFEST_HASH_ENTRY, manifestHashLine, ManifestSchema, type Manifest } from './manifest';

/** A manifest of a few hundred thousand blobs stays far below this. */
const MAX_MANIFEST_BYTES = 256 * 1024 * 1024;

async function collect(body: AsyncIterable<Buffer>, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > max) throw new ArchiveError('manifeste démesuré');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads the whole archive once and checks it before anything is touched: every tar header and padding, the manifest
 * against its own hash, and each entry's size and SHA-256 against the manifest, none missing and none extra.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new ArchiveError(`Archive introuvable : ${file}`);
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestBytes: Buffer | undefined;
  let hashLine: string | undefined;
  try {
    await readTar(fs.createReadStream(file), async ({ name, size }, body) => {
      const duplicate = name === MANIFEST_ENTRY ? manifestBytes !== undefined : name === MANIFEST_HASH_ENTRY ? hashLine !== undefined : seen.has(name);
      if (duplicate) throw new ArchiveError(`entrée en double : ${name}`);
      if (name === MANIFEST_ENTRY) manifestBytes = await collect(body, MAX_MANIFEST_BYTES);
      else if (name === MANIFEST_HASH_ENTRY) hashLine = (await collect(body, 1024)).toString('utf8');
      else {
        const hash = createHash('sha256');
        for await (const chunk of body) hash.update(chunk);
        seen.set(name, { size, sha256: hash.digest('hex') });
      }
    });
    if (!manifestBytes || hashLine === undefined) throw new ArchiveError('manifeste absent');
    if (hashLine !== manifestHashLine(createHash('sha256').update(manifestBytes).digest('hex'))) throw new ArchiveError('manifeste altéré');
    const parsed = ManifestSchema.safeParse(JSON.parse(manifestBytes.toString('utf8')));
    if (!parsed.success) throw new ArchiveError('manifeste d’un autre format');
    const manifest = parsed.data;
    const listed = new Set(manifest.entries.map((e) => e.name));
    for (const entry of manifest.entries) {
      const found = seen.get(entry.name);
      if (!found) throw new ArchiveError(`${entry.name} manque`);
      if (found.size !== entry.size || found.sha256 !== entry.sha256) throw new ArchiveError(`l’empreinte de ${entry.name} ne correspond pas au manifeste`);
    }
    const extra = [...seen.keys()].find((name) => !listed.has(name));
    if (extra) throw new ArchiveError(`${extra} n’est pas dans le manifeste`);
    if (!listed.has(DUMP_ENTRY)) throw new ArchiveError('dump de la base absent');
    return manifest;
  } catch (error) {
    const reason = error instanceof ArchiveError ? error.message : error instanceof SyntaxError ? 'manifeste illisible' : (error as Error).message;
    throw new ArchiveError(`Archive refusée (${file}) : ${reason}. Archive altérée ou incomplète : rien n’a été restauré.`);
  }
}
