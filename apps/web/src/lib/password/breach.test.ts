import { ApiError } from '../api-error';
import { checkBreach, sha1Hex, submitPassword, type BreachVerdict } from './breach';

describe('breached-password check', () => {
  it('hashes with SHA-1 in upper case', async () => {
    expect(await sha1Hex('password')).toBe('5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8');
  });

  it('sends only the 5-character prefix and compares the suffixes locally', async () => {
    const prefixes: string[] = [];
    const range = async (prefix: string) => {
      prefixes.push(prefix);
      return { suffixes: ['1E4C9B93F3F0682250B6CF8331B7EE68FD8', '0000000000000000000000000000000000A'] };
    };
    expect(await checkBreach('password', range)).toBe('breached');
    expect(await checkBreach('Un-Autre-Mot2Passe!', range)).toBe('clean');
    expect(prefixes[0]).toBe('5BAA6');
    expect(prefixes.every((p) => p.length === 5)).toBe(true);
  });

  it('reports a failed look-up instead of letting it through silently', async () => {
    expect(await checkBreach('password', () => Promise.reject(new Error('réseau')))).toBe('failed');
  });
});

describe('sending a password the user may keep after the warning', () => {
  const refusal = () =>
    new ApiError({ statusCode: 400, code: 'MOT_DE_PASSE_COMPROMIS', message: 'Le mot de passe que vous avez saisi a été trouvé…', displayable: true });

  /** The browser's verdict, the user's answers in turn, and the api's answers to each send. */
  function run(verdict: BreachVerdict, answers: boolean[], api: ((breachConfirmed: boolean) => Promise<string>)[]) {
    const asked: string[] = [];
    const sent: boolean[] = [];
    const result = submitPassword('mot-de-passe', {
      check: async () => verdict,
      ask: async (found) => {
        asked.push(found);
        return answers.shift() ?? false;
      },
      send: (breachConfirmed) => {
        sent.push(breachConfirmed);
        return api[sent.length - 1](breachConfirmed);
      },
    });
    return { result, asked, sent };
  }
  const ok = async () => 'enregistré';
  const refused = () => Promise.reject(refusal());

  it('sends a clean password without asking', async () => {
    const r = run('clean', [], [ok]);
    expect(await r.result).toBe('enregistré');
    expect([r.asked, r.sent]).toEqual([[], [false]]);
  });

  it('sends breachConfirmed once the user kept a password found in a leak, nothing when they went back', async () => {
    const kept = run('breached', [true], [ok]);
    expect(await kept.result).toBe('enregistré');
    expect([kept.asked, kept.sent]).toEqual([['breached'], [true]]);
    const back = run('breached', [false], []);
    expect(await back.result).toBeNull();
    expect(back.sent).toEqual([]);
  });

  it('asks again when the api finds the password the browser could not check, and sends it confirmed', async () => {
    const r = run('failed', [true, true], [refused, ok]);
    expect(await r.result).toBe('enregistré');
    expect([r.asked, r.sent]).toEqual([
      ['failed', 'breached'],
      [false, true],
    ]);
    const back = run('clean', [false], [refused]);
    expect(await back.result).toBeNull();
    expect([back.asked, back.sent]).toEqual([['breached'], [false]]);
  });

  it('lets any other failure, or a refusal of a confirmed password, reach the form', async () => {
    const other = new ApiError({ statusCode: 400, code: 'VALIDATION', message: 'Le code de validation est incorrect.', displayable: true });
    await expect(run('clean', [], [() => Promise.reject(other)]).result).rejects.toBe(other);
    await expect(run('breached', [true], [refused]).result).rejects.toMatchObject({ code: 'MOT_DE_PASSE_COMPROMIS' });
  });
});
