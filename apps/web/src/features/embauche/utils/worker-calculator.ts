import type { HiringInput, HiringResult, RulesInfo } from './hiring-cost';
import type { HiringCalculator, WorkerReply } from './hiring-engine-messages';

/** The rules engine in a web worker: its 700 kB of rules stay out of every page's bundle and off the main thread. */
export function createWorkerCalculator(): HiringCalculator {
  const worker = new Worker(new URL('./hiring-engine.worker.ts', import.meta.url), { type: 'module', name: 'simulateur-embauche' });
  const pending = new Map<number, { resolve: (r: HiringResult) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let settle: { resolve: (r: RulesInfo) => void; reject: (e: Error) => void };
  const ready = new Promise<RulesInfo>((resolve, reject) => (settle = { resolve, reject }));
  const fail = (message: string) => {
    const error = new Error(message);
    settle.reject(error);
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  worker.onmessage = (event: MessageEvent<WorkerReply>) => {
    const reply = event.data;
    if (reply.type === 'ready') settle.resolve(reply.rules);
    else if (reply.type === 'failed') fail(reply.message);
    else {
      const p = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.type === 'result') p?.resolve(reply.result);
      else p?.reject(new Error(reply.message));
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    fail(event.message || 'Le moteur de calcul n’a pas pu être chargé');
  };
  return {
    ready,
    compute: (input: HiringInput) =>
      new Promise<HiringResult>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, input });
      }),
    dispose: () => worker.terminate(),
  };
}
