import { useEffect, useRef, useState } from 'react';
import type { HiringInput, HiringResult, RulesInfo } from '../utils/hiring-cost';
import type { HiringCalculator } from '../utils/hiring-engine-messages';

const HIRING_DEBOUNCE_MS = 400;

type SimulationState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; rules: RulesInfo; result: HiringResult | null; computing: boolean; error: boolean };

/**
 * Loads the engine once, then computes the latest valid input after a pause in typing; an older
 * answer arriving late never replaces a newer one.
 */
export function useHiringSimulation(createCalculator: () => HiringCalculator, input: HiringInput | null): SimulationState {
  const calculator = useRef<HiringCalculator | null>(null);
  const [rules, setRules] = useState<RulesInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [answer, setAnswer] = useState<{ key: string; result: HiringResult | null; error: boolean } | null>(null);
  const key = input ? JSON.stringify(input) : null;

  useEffect(() => {
    const created = createCalculator();
    calculator.current = created;
    let active = true;
    created.ready.then(
      (info) => active && setRules(info),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
      calculator.current = null;
      created.dispose();
    };
  }, [createCalculator]);

  useEffect(() => {
    const engine = calculator.current;
    if (!engine || !rules || !key) return;
    let current = true;
    const timer = setTimeout(() => {
      engine.compute(JSON.parse(key) as HiringInput).then(
        (result) => current && setAnswer({ key, result, error: false }),
        () => current && setAnswer((previous) => ({ key, result: previous?.result ?? null, error: true })),
      );
    }, HIRING_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [rules, key]);

  if (failed) return { status: 'failed' };
  if (!rules) return { status: 'loading' };
  const error = answer !== null && answer.key === key && answer.error;
  return { status: 'ready', rules, result: answer?.result ?? null, computing: key !== null && answer?.key !== key, error };
}
