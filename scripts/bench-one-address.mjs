// npm run bench (issue 30): one address repeating concurrent wrong sign-ins must change no one else's sign-in.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

export const ATTACKER = '203.0.113.7';
export const OTHER = { address: '192.0.2.10', login: 'associe@exemple.fr' };

/**
 * Bursts of `burst` concurrent wrong sign-ins from ATTACKER, one a second at most (the came every minute, within
 * the per-address limit), while another user signs in from another address once a second, until stopped; with `burst`
 * 0, that user alone (the reference). `signIn(address, body)` answers { status, code, ms }.
 */
export function oneAddressAttack(signIn, password, burst = 8) {
  const answers = {};
  const others = [];
  let running = true;
  const attacker = async () => {
    while (running && burst > 0) {
      const next = sleep(1000);
      const body = () => ({ login: `attaque-${randomBytes(6).toString('hex')}@exemple.fr`, password: 'mauvais-mot-de-passe' });
      for (const r of await Promise.all(Array.from({ length: burst }, () => signIn(ATTACKER, body())))) {
        const key = r.code ? `${r.status} ${r.code}` : String(r.status);
        answers[key] = (answers[key] ?? 0) + 1;
      }
      await next;
    }
  };
  const other = async () => {
    while (running) {
      const next = sleep(1000);
      others.push(await signIn(OTHER.address, { login: OTHER.login, password }));
      await next;
    }
  };
  const done = Promise.all([attacker(), other()]);
  return {
    stop: async () => {
      running = false;
      await done;
      return { answers, others: summarise(others) };
    },
  };
}

/** Sign-ins of one user: how many got in, how many were asked for the captcha, their median and longest time. */
export function summarise(signIns) {
  const ms = signIns.map((s) => s.ms).sort((a, b) => a - b);
  return {
    count: signIns.length,
    ok: signIns.filter((s) => s.status === 200).length,
    captcha: signIns.filter((s) => s.code === 'CAPTCHA_REQUIS').length,
    p50: ms[Math.floor(ms.length / 2)] ?? 0,
    max: ms.at(-1) ?? 0,
  };
}
