import fs from 'node:fs';
import path from 'node:path';

/** The e2e portal has no SMTP server: the worker writes each mail to this outbox (architecture.md §1). */
export const OUTBOX = path.resolve(process.env.E2E_DATA_DIR ?? '.data/e2e', 'mail');

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Headers and decoded text/plain body of an .eml file written by nodemailer. */
export function readEml(file: string): { to: string; text: string } {
  const raw = fs.readFileSync(file, 'utf8');
  const [head] = raw.split(/\r?\n\r?\n/);
  const to = head.match(/^To: (.*)$/im)?.[1] ?? '';
  // Every boundary, nested ones included (a mail with attachments nests text and HTML in a part).
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]);
  const parts = boundaries.reduce((acc, b) => acc.flatMap((p) => p.split(`--${b}`)), [raw]);
  const plain = parts.find((p) => /Content-Type: text\/plain/i.test(p)) ?? raw;
  const separator = plain.search(/\r?\n\r?\n/);
  const partHead = plain.slice(0, separator);
  const body = plain.slice(separator).trim();
  if (/Content-Transfer-Encoding: quoted-printable/i.test(partHead)) return { to, text: decodeQuotedPrintable(body) };
  if (/Content-Transfer-Encoding: base64/i.test(partHead)) return { to, text: Buffer.from(body, 'base64').toString('utf8') };
  return { to, text: body };
}

/** Waits for a mail to `to` written after `since` whose text matches, and gives that text (newest first). */
export async function waitForMail(to: string, pattern: RegExp, since: number, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).filter((f) => f.endsWith('.eml')) : [];
    const fresh = files
      .map((f) => path.join(OUTBOX, f))
      .filter((f) => fs.statSync(f).mtimeMs >= since - 1000)
      .sort()
      .reverse();
    for (const file of fresh) {
      const mail = readEml(file);
      if (mail.to.toLowerCase().includes(to.toLowerCase()) && pattern.test(mail.text)) return mail.text;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Aucun mail pour ${to} correspondant à ${pattern} dans ${OUTBOX}`);
}

/** The first link to `pathPattern` in the newest matching mail. */
export async function waitForMailLink(to: string, pathPattern: RegExp, since: number): Promise<string> {
  const text = await waitForMail(to, pathPattern, since);
  const link = text.match(new RegExp(`https?://\\S*${pathPattern.source}\\S*`))?.[0];
  if (!link) throw new Error(`Pas de lien ${pathPattern} dans : ${text}`);
  return link;
}
