#!/usr/bin/env node
/**
 * Checks over real HTTP what the portal's stack must do (docker compose: api replicas and workers behind an https proxy).
 *
 *   node scripts/stack/checks/run.mjs <main|reset-prepare|reset-verify|after-restart>
 *
 * Environment:
 *   STACK_URL     public origin (https, self-signed certificate accepted), e.g. https://localhost:18443
 *   API_REPLICAS  comma-separated http origins of the api replicas (the first two are used), e.g. http://10.89.0.5:3000,http://10.89.0.6:3000
 *   MAILPIT_URL   the mail catcher's http origin (phase main)
 *   STATE_FILE    JSON file shared by the phases (written by main and reset-prepare)
 *
 * Sequence: main; reset-prepare; `reset -- --dossier 010002`; reset-verify; restart of the stack; after-restart.
 * One line per check, `ok  <what>` or `ÉCHEC <what>: <detail>`; exit 1 at the first failure, 0 at the end.
 */
import console from 'node:console';
import process from 'node:process';
import { URL } from 'node:url';
import { setPublicOrigin } from './http.mjs';
import { phaseAfterRestart } from './phase-after-restart.mjs';
import { phaseMain } from './phase-main.mjs';
import { phaseResetPrepare, phaseResetVerify } from './phase-reset.mjs';
import { describe } from './report.mjs';

const PHASES = {
  main: { run: phaseMain, needs: ['STACK_URL', 'API_REPLICAS', 'MAILPIT_URL', 'STATE_FILE'] },
  'reset-prepare': { run: phaseResetPrepare, needs: ['STACK_URL', 'STATE_FILE'] },
  'reset-verify': { run: phaseResetVerify, needs: ['STACK_URL', 'STATE_FILE'] },
  'after-restart': { run: phaseAfterRestart, needs: ['STACK_URL', 'API_REPLICAS', 'STATE_FILE'] },
};

function usage(message) {
  console.log(`ÉCHEC configuration: ${message}`);
  console.log(`usage : node scripts/stack/checks/run.mjs <${Object.keys(PHASES).join('|')}> (STACK_URL, API_REPLICAS, MAILPIT_URL, STATE_FILE)`);
  process.exit(1);
}

const origin = (name, value) => {
  try {
    const url = new URL(value);
    if (!['http:', 'https:'].includes(url.protocol)) throw new Error();
    return url.origin;
  } catch {
    return usage(`${name} n'est pas une origine http(s) : ${value}`);
  }
};

const name = process.argv[2];
const phase = PHASES[name];
if (!phase) usage(`phase inconnue : ${name ?? '(aucune)'}`);
const missing = phase.needs.filter((v) => !process.env[v]?.trim());
if (missing.length) usage(`variable(s) manquante(s) : ${missing.join(', ')}`);

const env = {
  stack: origin('STACK_URL', process.env.STACK_URL),
  replicas: (process.env.API_REPLICAS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((r) => origin('API_REPLICAS', r)),
  mailpit: process.env.MAILPIT_URL ? origin('MAILPIT_URL', process.env.MAILPIT_URL) : null,
  stateFile: process.env.STATE_FILE,
};
if (phase.needs.includes('API_REPLICAS') && env.replicas.length === 1) env.replicas.push(env.replicas[0]);

// The stack's certificate is self-signed: accepted for every call (set before the first connection), without Node's
// warning about it on every run.
if (env.stack.startsWith('https:')) {
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const emitWarning = process.emitWarning;
  process.emitWarning = (warning, ...rest) =>
    String(warning?.message ?? warning).includes('NODE_TLS_REJECT_UNAUTHORIZED') ? undefined : emitWarning.call(process, warning, ...rest);
}
setPublicOrigin(env.stack);

const started = Date.now();
console.log(`--  phase ${name} sur ${env.stack}`);
// The duration, whether the phase ends at its last check or at its first failure (process.exit in report.mjs).
process.on('exit', (code) => {
  console.log(`--  phase ${name} ${code === 0 ? 'réussie' : 'en échec'} en ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
try {
  await phase.run(env);
} catch (e) {
  // A failure outside a check (every call runs inside one: should not happen).
  console.log(`ÉCHEC phase ${name}: ${describe(e)}`);
  process.exit(1);
}
