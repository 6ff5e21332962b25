import { expect, type Page } from '@playwright/test';

export const QA_PASSWORD = 'Portail-QA-2026!';

export async function signInMember(page: Page, login: string, path = '/app'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/connexion/);
  await page.getByLabel('Identifiant').fill(login);
  await page.getByLabel('Mot de passe').fill(QA_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

export async function signInStaff(page: Page, login: string): Promise<void> {
  await page.goto('/app');
  await expect(page).toHaveURL(/\/connexion/);
  await page.getByRole('button', { name: 'Connexion collaborateur' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion collaborateur' })).toBeVisible();
  await page.getByLabel('Login AD').fill(login);
  await page.getByLabel('Mot de passe').fill(QA_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Signs a member in and selects one of their dossiers (the home's codeDossier parameter). */
export async function signInOnDossier(page: Page, login: string, codeDossier: string): Promise<void> {
  await signInMember(page, login);
  await expect(page).toHaveURL(/\/accueil/, { timeout: 20_000 });
  await page.goto(`/accueil/${codeDossier}`);
  await expect(page.getByTestId('selecteur-dossier')).toHaveValue(codeDossier);
}

/**
 * Names and sizes of a zip's entries, read from its central directory (the test only needs the list,
 * not the contents).
 */
export function zipEntries(zip: Buffer): { name: string; size: number }[] {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i -= 1) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error('Pas une archive zip : répertoire central introuvable');
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries: { name: string; size: number }[] = [];
  for (let n = 0; n < count; n += 1) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error('Entrée du répertoire central invalide');
    const size = zip.readUInt32LE(offset + 24);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    entries.push({ name: zip.toString('utf8', offset + 46, offset + 46 + nameLength), size });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** A small valid PDF of one page saying `text`, padded after %%EOF up to `minBytes` (a bigger upload). */
export function samplePdf(text: string, minBytes = 0): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const pdf = Buffer.from(body, 'latin1');
  return pdf.length >= minBytes ? pdf : Buffer.concat([pdf, Buffer.alloc(minBytes - pdf.length, 0x20)]);
}

/** A 1×1 PNG. */
export const samplePng = () => Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
