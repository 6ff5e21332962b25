import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from '@cantoo/pdf-lib';
import { DC_TITLE, fluxDecode, xmlTexte } from './pdfa-metadonnees';

const run = promisify(execFile);
const TIMEOUT_MS = 60_000;
const name = (n: string) => PDFName.of(n);
/** Actions PDF/A-2 forbids (ISO 19005-2 6.5.1). */
const ACTIONS_INTERDITES = ['JavaScript', 'Launch', 'Sound', 'Movie', 'ResetForm', 'ImportData', 'Hide', 'SetOCGState', 'Rendition', 'Trans', 'GoTo3DView'];

/**
 * What this machine can verify of a PDF/A-2b file (veraPDF, the reference validator, is a Java program Debian does not
 * package): header and binary comment, trailer /ID without /Encrypt, nothing after %%EOF, the XMP metadata with
 * pdfaid:part 2 and conformance B and the Info title matching dc:title, a /GTS_PDFA1 output intent with an ICC profile,
 * every font embedded (poppler's pdffonts), no forbidden action nor /AA, no embedded file, no LZW, and `qpdf --check`
 * when qpdf is installed. Not verified: colour spaces against the output intent, transparency, fonts' glyph widths and
 * cmaps, the XMP schemas. Returns the problems found, in French; none for a conforming file.
 */
export async function checkPdfA(bytes: Uint8Array): Promise<string[]> {
  const problemes = enTete(bytes);
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true });
  } catch (error) {
    return [...problemes, `structure illisible : ${error instanceof Error ? error.message : String(error)}`];
  }
  const { trailerInfo } = doc.context;
  if (trailerInfo.Encrypt) problemes.push('le fichier est chiffré (/Encrypt dans le trailer)');
  if (!trailerInfo.ID) problemes.push('pas d’identifiant /ID dans le trailer');
  problemes.push(...metadonnees(doc), ...intentionDeSortie(doc), ...objets(doc));
  problemes.push(...(await outils(bytes)));
  return problemes;
}

function enTete(bytes: Uint8Array): string[] {
  const debut = Buffer.from(bytes.subarray(0, 32)).toString('latin1');
  const entete = /^%PDF-1\.[0-7](\r\n|\r|\n)%/.exec(debut);
  const problemes: string[] = [];
  if (!entete) problemes.push('en-tête absent ou autre que %PDF-1.0 à %PDF-1.7 suivi d’un commentaire');
  else if (![0, 1, 2, 3].every((i) => bytes[entete[0].length + i] > 127)) problemes.push('commentaire binaire de l’en-tête absent (4 octets > 127)');
  const fin = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 32))).toString('latin1');
  if (!/%%EOF(\r\n|\r|\n)?$/.test(fin)) problemes.push('des données suivent le dernier %%EOF');
  return problemes;
}

/** The XMP packet and the pdfaid schema (6.6.2.1, 6.6.4), the Info title matching dc:title (6.6.3). */
function metadonnees(doc: PDFDocument): string[] {
  const stream = doc.catalog.lookup(name('Metadata'));
  if (!(stream instanceof PDFStream)) return ['pas de métadonnées XMP (/Metadata du catalogue)'];
  const problemes: string[] = [];
  if (stream.dict.get(name('Type')) !== name('Metadata') || stream.dict.get(name('Subtype')) !== name('XML')) {
    problemes.push('le flux /Metadata n’est pas /Type /Metadata /Subtype /XML');
  }
  const xmp = Buffer.from(fluxDecode(stream)).toString('utf8');
  const propriete = (p: string) => new RegExp(`pdfaid:${p}\\s*=\\s*["']([^"']*)["']|<pdfaid:${p}>([^<]*)</pdfaid:${p}>`).exec(xmp);
  const part = propriete('part');
  const conformance = propriete('conformance');
  if ((part?.[1] ?? part?.[2])?.trim() !== '2') problemes.push('XMP : pdfaid:part n’est pas 2');
  if ((conformance?.[1] ?? conformance?.[2])?.trim().toUpperCase() !== 'B') problemes.push('XMP : pdfaid:conformance n’est pas B');
  const titre = doc.getTitle();
  const dcTitle = DC_TITLE.exec(xmp)?.[2];
  if (titre !== undefined && (dcTitle === undefined || xmlTexte(dcTitle) !== titre)) problemes.push('le titre du dictionnaire Info diffère de dc:title (XMP)');
  return problemes;
}

/** An /OutputIntents entry /GTS_PDFA1 whose DestOutputProfile is an embedded ICC profile (6.2.3). */
function intentionDeSortie(doc: PDFDocument): string[] {
  const intents = doc.catalog.lookup(name('OutputIntents'));
  const dicts = intents instanceof PDFArray ? intents.asArray().map((o) => doc.context.lookup(o)) : [];
  const pdfa = dicts.find((d): d is PDFDict => d instanceof PDFDict && d.get(name('S')) === name('GTS_PDFA1'));
  if (!pdfa) return ['pas d’intention de sortie /GTS_PDFA1 (/OutputIntents)'];
  const profil = pdfa.lookup(name('DestOutputProfile'));
  if (!(profil instanceof PDFStream)) return ['intention de sortie sans profil ICC incorporé (DestOutputProfile)'];
  const icc = fluxDecode(profil);
  return Buffer.from(icc.subarray(36, 40)).toString('latin1') === 'acsp' ? [] : ['le DestOutputProfile n’est pas un profil ICC'];
}

/** Every object: forbidden actions and /AA (6.5), embedded files (6.8, none in our 2b files), LZW and external streams (6.1.7). */
function objets(doc: PDFDocument): string[] {
  const trouves = new Set<string>();
  const visiter = (o: PDFObject | undefined, profondeur: number): void => {
    if (profondeur > 32) return;
    if (o instanceof PDFArray) return o.asArray().forEach((e) => visiter(e, profondeur + 1));
    const dict = o instanceof PDFStream ? o.dict : o instanceof PDFDict ? o : null;
    if (!dict) return;
    const action = dict.get(name('S'));
    const type = ACTIONS_INTERDITES.find((a) => action === name(a));
    if (type) trouves.add(`action ${type} interdite`);
    if (dict.has(name('JS'))) trouves.add('JavaScript (/JS)');
    if (dict.has(name('AA'))) trouves.add('actions additionnelles (/AA)');
    if (dict.has(name('EF')) || dict.has(name('EmbeddedFiles'))) trouves.add('fichier incorporé (/EF, /EmbeddedFiles)');
    if (dict.has(name('JavaScript'))) trouves.add('JavaScript (arbre de noms /JavaScript)');
    if (o instanceof PDFStream) {
      const filtre = dict.get(name('Filter'));
      const filtres = filtre instanceof PDFArray ? filtre.asArray() : [filtre];
      if (filtres.includes(name('LZWDecode'))) trouves.add('flux compressé en LZW');
      if (dict.has(name('F')) || dict.has(name('FFilter')) || dict.has(name('FDecodeParms'))) trouves.add('flux externe (/F, /FFilter, /FDecodeParms)');
    }
    for (const [, valeur] of dict.entries()) visiter(valeur, profondeur + 1);
  };
  for (const [, objet] of doc.context.enumerateIndirectObjects()) visiter(objet, 0);
  return [...trouves];
}

/** pdffonts (poppler-utils): every font embedded (6.2.11.4); `qpdf --check` when qpdf is installed. */
async function outils(bytes: Uint8Array): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdfa-check-'));
  try {
    const fichier = path.join(dir, 'document.pdf');
    await writeFile(fichier, bytes, { mode: 0o600 });
    return [...(await polices(fichier)), ...(await qpdf(fichier))];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const absent = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

async function polices(fichier: string): Promise<string[]> {
  let sortie: string;
  try {
    sortie = (await run('pdffonts', [fichier], { timeout: TIMEOUT_MS, killSignal: 'SIGKILL', maxBuffer: 16 * 1024 * 1024 })).stdout;
  } catch (error) {
    if (absent(error)) return ['pdffonts introuvable (paquet poppler-utils) : polices non vérifiées'];
    return [`pdffonts a échoué : ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`];
  }
  const lignes = sortie
    .split('\n')
    .slice(2)
    .filter((l) => l.trim());
  // Columns: name, type (may hold spaces), encoding, emb, sub, uni, object number, generation.
  return lignes.filter((l) => l.trim().split(/\s+/).at(-5) !== 'yes').map((l) => `police non incorporée : ${l.trim().split(/\s+/)[0]}`);
}

async function qpdf(fichier: string): Promise<string[]> {
  try {
    await run('qpdf', ['--check', fichier], { timeout: TIMEOUT_MS, killSignal: 'SIGKILL', maxBuffer: 16 * 1024 * 1024 });
    return [];
  } catch (error) {
    if (absent(error)) return [];
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    const detail = `${stderr}\n${stdout}`.split('\n').find((l) => /error|warning/i.test(l)) ?? 'erreur';
    return [`qpdf --check : ${detail.trim()}`];
  }
}

/** `cli pdfa-check FICHIER…`: each file's problems; fails when one has any. */
export async function runPdfACheckCommand(fichiers: string[]): Promise<void> {
  if (!fichiers.length) throw new Error('Usage : cli pdfa-check FICHIER.pdf…');
  let enDefaut = 0;
  for (const fichier of fichiers) {
    const problemes = await checkPdfA(await readFile(fichier));
    console.log(problemes.length ? `${fichier} :\n${problemes.map((p) => `  - ${p}`).join('\n')}` : `${fichier} : aucun problème trouvé`);
    if (problemes.length) enDefaut++;
  }
  if (enDefaut) throw new Error(`${enDefaut} fichier(s) sur ${fichiers.length} avec des problèmes PDF/A-2b.`);
}
