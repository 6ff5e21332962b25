/// <reference lib="webworker" />
import { computeHiringCost, createHiringEngine, rulesInfo } from './hiring-cost';
import type { WorkerReply, WorkerRequest } from './hiring-engine-messages';

/** The rules engine off the main thread: building it and evaluating a situation would freeze the screen. */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (reply: WorkerReply) => scope.postMessage(reply);

try {
  const engine = createHiringEngine();
  post({ type: 'ready', rules: rulesInfo(engine) });
  scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
    const { id, input } = event.data;
    try {
      post({ type: 'result', id, result: computeHiringCost(engine, input) });
    } catch (error) {
      post({ type: 'error', id, message: error instanceof Error ? error.message : String(error) });
    }
  };
} catch (error) {
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}
