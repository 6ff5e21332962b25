import { z } from 'zod';
import { prefetch, takePrefetched } from './prefetch';

const schema = z.array(z.object({ code: z.string() }));
const answer = (ok: boolean, body: unknown) => Promise.resolve({ ok, status: ok ? 200 : 401, json: async () => body } as Response);

describe('reads started before the screen asks for them', () => {
  it('gives the prefetched answer once, then makes the ordinary call', async () => {
    global.fetch = jest.fn(() => answer(true, [{ code: '51454' }]));
    const ordinary = jest.fn(async () => [{ code: 'appel' }]);
    prefetch('/api/a');
    prefetch('/api/a');
    expect(global.fetch).toHaveBeenCalledTimes(1);
    await expect(takePrefetched('/api/a', schema, ordinary)).resolves.toEqual([{ code: '51454' }]);
    await expect(takePrefetched('/api/a', schema, ordinary)).resolves.toEqual([{ code: 'appel' }]);
  });

  it('falls back to the ordinary call when refused or invalid', async () => {
    const ordinary = jest.fn(async () => [{ code: 'appel' }]);
    global.fetch = jest.fn(() => answer(false, {}));
    prefetch('/api/b');
    await expect(takePrefetched('/api/b', schema, ordinary)).resolves.toEqual([{ code: 'appel' }]);
    global.fetch = jest.fn(() => answer(true, [{ nom: 'x' }]));
    prefetch('/api/c');
    await expect(takePrefetched('/api/c', schema, ordinary)).resolves.toEqual([{ code: 'appel' }]);
    expect(ordinary).toHaveBeenCalledTimes(2);
  });

  it('does not give an answer older than 10 s', async () => {
    jest.useFakeTimers({ now: 1_000_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    global.fetch = jest.fn(() => answer(true, [{ code: 'ancien' }]));
    const ordinary = jest.fn(async () => [{ code: 'appel' }]);
    prefetch('/api/d');
    jest.setSystemTime(1_010_000);
    await expect(takePrefetched('/api/d', schema, ordinary)).resolves.toEqual([{ code: 'appel' }]);
    jest.useRealTimers();
  });
});
