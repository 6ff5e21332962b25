import type { HiringInput, HiringResult, RulesInfo } from './hiring-cost';

export interface WorkerRequest {
  id: number;
  input: HiringInput;
}

export type WorkerReply =
  | { type: 'ready'; rules: RulesInfo }
  | { type: 'failed'; message: string }
  | { type: 'result'; id: number; result: HiringResult }
  | { type: 'error'; id: number; message: string };

/** What the screen needs of the engine: the worker in the browser, the engine itself in tests. */
export interface HiringCalculator {
  /** Resolves once the rules are loaded, with their version and date. */
  ready: Promise<RulesInfo>;
  compute(input: HiringInput): Promise<HiringResult>;
  dispose(): void;
}
