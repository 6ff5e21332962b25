import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type TestAgent from 'supertest/lib/agent';
import { firstLink, type CaughtMail } from './mail-catcher';

/** Environment of the account tests: cheap proof of work, generous per-address limits. */
export const ACCOUNT_ENV = { ALTCHA_COST: '1', ALTCHA_MAX_COUNTER: '20', ACCOUNT_MAX_PER_ADDRESS: '1000' };

export const LUCAS = { guid: '0a000000-0000-4000-8000-000000000006', email: 'nouvel.adherent@exemple.fr', dossier: '010005' };

/** Solves a challenge of GET /api/auth/captcha as the widget does, giving its base64 payload. */
export async function solveCaptcha(http: TestAgent): Promise<string> {
  const challenge = (await http.get('/api/auth/captcha').expect(200)).body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('défi ALTCHA non résolu');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The value of a query parameter of the first link to `path` in a mail. */
export function linkParam(mail: CaughtMail, path: RegExp, name: string): string {
  const value = new URL(firstLink(mail, path)).searchParams.get(name);
  if (!value) throw new Error(`Pas de paramètre ${name} dans le lien`);
  return value;
}

export function mailCode(mail: CaughtMail): string {
  const code = mail.text.match(/code de validation pour [^:]+ : (\d{6})/)?.[1];
  if (!code) throw new Error(`Pas de code dans : ${mail.text}`);
  return code;
}

/** A stand-in for the breached-password range service: known SHA-1 suffixes per prefix. */
export async function startFakeBreachRange(leaks: Record<string, string[]>, options: { failing?: boolean } = {}) {
  const prefixes: string[] = [];
  // 'failing' answers 500; 'hanging' never answers (the api's timeout decides).
  const state = { mode: (options.failing ? 'failing' : 'ok') as 'ok' | 'failing' | 'hanging' };
  const server = http.createServer((req, res) => {
    const prefix = (req.url ?? '').split('/').pop() ?? '';
    prefixes.push(prefix);
    if (state.mode === 'hanging') return;
    if (state.mode === 'failing') {
      res.writeHead(500).end();
      return;
    }
    const lines = (leaks[prefix] ?? []).map((suffix) => `${suffix}:12`);
    lines.push('0000000000000000000000000000000000A:0');
    res.writeHead(200, { 'content-type': 'text/plain' }).end(lines.join('\r\n'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/range`,
    prefixes,
    setMode: (mode: typeof state.mode) => (state.mode = mode),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The fake's leaks for these passwords: their SHA-1 suffixes under their 5-character prefixes. */
export function leaksOf(...passwords: string[]): Record<string, string[]> {
  const leaks: Record<string, string[]> = {};
  for (const password of passwords) {
    const hash = createHash('sha1').update(password).digest('hex').toUpperCase();
    (leaks[hash.slice(0, 5)] ??= []).push(hash.slice(5));
  }
  return leaks;
}
