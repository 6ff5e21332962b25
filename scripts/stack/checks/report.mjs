/**
 * One line per check: `ok  <what>` or `ÉCHEC <what>: <detail>`; the first failure ends the run with exit code 1.
 */
import console from 'node:console';
import process from 'node:process';

/** A failed expectation: its message is the line's detail. */
export class CheckFailure extends Error {}

/** Throws a CheckFailure unless `condition` holds. */
export function expect(condition, detail) {
  if (!condition) throw new CheckFailure(typeof detail === 'function' ? detail() : detail);
}

/**
 * Runs one check. `run` returns what the next checks need; it may return `{ value, note }` through `noted()` to add a
 * short note to the ok line. Any error fails the run here.
 */
export async function check(what, run) {
  let result;
  try {
    result = await run();
  } catch (e) {
    console.log(`ÉCHEC ${what}: ${describe(e)}`);
    process.exit(1);
  }
  if (result instanceof Noted) {
    console.log(`ok  ${what} (${result.note})`);
    return result.value;
  }
  console.log(`ok  ${what}`);
  return result;
}

class Noted {
  constructor(value, note) {
    this.value = value;
    this.note = note;
  }
}

/** A check's result with a note for its ok line. */
export const noted = (value, note) => new Noted(value, note);

/** A one-line account of an error: ours as is, a network failure with its cause (refused connection, bad certificate...). */
export function describe(e) {
  if (e instanceof CheckFailure) return e.message;
  if (e?.name === 'TimeoutError') return 'pas de réponse dans le délai';
  const cause = e?.cause ? ` (${e.cause.code ?? ''} ${e.cause.message ?? e.cause}`.trimEnd() + ')' : '';
  return `${e?.message ?? e}${cause}`.replace(/\s+/g, ' ');
}

/** Prints an information line that is not a check (kept distinct from ok/ÉCHEC lines). */
export const info = (text) => console.log(`--  ${text}`);
