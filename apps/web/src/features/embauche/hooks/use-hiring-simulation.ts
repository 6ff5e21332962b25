import { useEffect, useRef, useState } from 'react';
import type { HiringInput, HiringResult, RulesInfo } from '../utils/hiring-cost';
import type { HiringCalculator } from '../utils/hiring-engine-messages';

export const HIRING_DEBOUNCE_MS = 400;

export type SimulationState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; rules: RulesInfo; result: HiringResult | null; computing: boolean; error: boolean };

/**
 * Loads the engine once, then computes the latest valid input after a pause in typing; an older
 * answer arriving late never replaces a newer one.
 */
export function useHiringSimulation(createCalculator: () => HiringCalculator, input: HiringInput | null): SimulationState {
  const [calculator, setCalculator] = useState<HiringCalculator | null>(null);
  const [rules, setRules] = useState<RulesInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [result, setResult] = useState<HiringResult | null>(null);
  const [computing, setComputing] = useState(false);
  const [error, setError] = useState(false);
  const latest = useRef(0);
  const key = input ? JSON.stringify(input) : null;

  useEffect(() => {
    const created = createCalculator();
    let active = true;
    setCalculator(created);
    created.ready.then(
      (info) => active && setRules(info),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
      created.dispose();
    };
  }, [createCalculator]);

  useEffect(() => {
    if (!calculator || !rules) return;
    if (!key) {
      latest.current++;
      setComputing(false);
      return;
    }
    const request = ++latest.current;
    setComputing(true);
    const timer = setTimeout(() => {
      calculator.compute(JSON.parse(key) as HiringInput).then(
        (computed) => {
          if (request !== latest.current) return;
          setResult(computed);
          setError(false);
          setComputing(false);
        },
        () => {
          if (request !== latest.current) return;
          setError(true);
          setComputing(false);
        },
      );
    }, HIRING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [calculator, rules, key]);

  if (failed) return { status: 'failed' };
  if (!rules) return { status: 'loading' };
  return { status: 'ready', rules, result, computing, error };
}
