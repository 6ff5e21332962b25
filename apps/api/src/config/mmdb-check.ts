import fs from 'node:fs';

const MARKER = Buffer.from('\xAB\xCD\xEFMaxMind.com', 'latin1');
const GZIP = Buffer.from([0x1f, 0x8b]);
/** The MaxMind DB spec puts the metadata in the file's last 128 KiB. */
const METADATA_MAX = 128 * 1024;

/** Why a file is not a readable MaxMind database (GEOIP_DATABASE), in French; undefined when it is one. */
export function mmdbProblem(file: string): string | undefined {
  let head: Buffer, tail: Buffer;
  try {
    const fd = fs.openSync(file, 'r');
    try {
      const { size } = fs.fstatSync(fd);
      head = read(fd, 0, Math.min(size, 2));
      tail = read(fd, size - Math.min(size, METADATA_MAX), Math.min(size, METADATA_MAX));
    } finally {
      fs.closeSync(fd);
    }
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'fichier introuvable' : code === 'EISDIR' ? 'c’est un dossier' : code === 'EACCES' ? 'lecture refusée' : String(code ?? e);
    return `${file} illisible (${why}) : chemin d’une base MaxMind (.mmdb) attendu`;
  }
  if (tail.includes(MARKER)) return undefined;
  if (head.equals(GZIP)) return `${file} est une archive compressée : extrayez-en le fichier .mmdb et donnez son chemin`;
  return `${file} n’est pas une base MaxMind (.mmdb) : GeoLite2-City.mmdb ou GeoLite2-Country.mmdb attendu`;
}

function read(fd: number, position: number, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  fs.readSync(fd, buffer, 0, length, position);
  return buffer;
}
