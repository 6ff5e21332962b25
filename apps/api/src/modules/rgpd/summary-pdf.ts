import { formatDateTime } from '@portail/contracts';
import type { PersonalDataSection } from '../../common/personal-data/personal-data';
import { createPdfDocument, FONT } from '../../common/pdf/pdf-fonts';

const MARGIN = 50;
const MAX_ROWS_PER_SECTION = 200;

/** The readable summary of an export: each section as label/value blocks, in French (the JSON holds everything). */
export function summaryPdf(
  meta: { platformName: string; entityName: string; nom: string; generatedAt: Date },
  sections: PersonalDataSection[],
): Promise<Buffer> {
  const doc = createPdfDocument({ size: 'A4', margin: MARGIN, info: { Title: `Vos données personnelles — ${meta.platformName}`, Author: meta.entityName } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font(FONT.bold).fontSize(18).text(`Vos données personnelles sur ${meta.platformName}`);
  doc.moveDown(0.3).font(FONT.regular).fontSize(10).fillColor('#444');
  doc.text(`${meta.nom} — export du ${formatDateTime(meta.generatedAt)}, établi par ${meta.entityName} (RGPD, articles 15 et 20).`);
  doc.text('Ce résumé reprend les données du fichier donnees.json de l’archive, lisible par une machine. Aucun mot de passe ni secret n’y figure.');
  doc.fillColor('#000');
  for (const section of sections) {
    doc.moveDown(1).font(FONT.bold).fontSize(13).text(section.title);
    doc.font(FONT.regular).fontSize(9);
    if (!section.rows.length) {
      doc.fillColor('#555').text('Aucune donnée.').fillColor('#000');
      continue;
    }
    for (const row of section.rows.slice(0, MAX_ROWS_PER_SECTION)) {
      doc.moveDown(0.4);
      for (const [label, value] of Object.entries(row)) {
        doc
          .font(FONT.bold)
          .text(`${readableLabel(label)} : `, { continued: true })
          .font(FONT.regular)
          .text(display(value));
      }
    }
    if (section.rows.length > MAX_ROWS_PER_SECTION)
      doc.moveDown(0.4).text(`… et ${section.rows.length - MAX_ROWS_PER_SECTION} autres lignes (voir donnees.json).`);
    if (section.files?.length) doc.moveDown(0.4).text(`Fichiers joints dans l’archive : ${section.files.map((f) => f.name).join(', ')}`);
  }
  doc.end();
  return done;
}

/** Words of the JSON keys written with their accents in the summary. */
const ACCENTS: Record<string, string> = {
  acceptee: 'acceptée',
  activee: 'activée',
  categories: 'catégories',
  cree: 'créée',
  creee: 'créée',
  derniere: 'dernière',
  evenement: 'événement',
  etat: 'état',
  invitee: 'invitée',
  memorise: 'mémorisé',
  modifie: 'modifié',
  premiere: 'première',
  refusee: 'refusée',
  role: 'rôle',
  telephone: 'téléphone',
  civilite: 'civilité',
  prenom: 'prénom',
  prefere: 'préféré',
  jusqu: 'jusqu’à',
  a: 'à',
  acces: 'accès',
  detail: 'détail',
  ip: 'IP',
  president: 'président',
  reponse: 'réponse',
  recue: 'reçue',
};

/** `dateInscription` → « Date inscription », `creeLe` → « Créée le »: the JSON's keys as the summary's labels. */
export function readableLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .map((w) => ACCENTS[w.toLowerCase()] ?? w.toLowerCase());
  const text = words.join(' ').replace('jusqu’à à', 'jusqu’à');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function display(value: string | number | boolean | null): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatDateTime(value);
  return String(value);
}
