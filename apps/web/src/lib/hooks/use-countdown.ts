import { useEffect, useState } from 'react';

/** Seconds left from `seconds` once started; calls onDone at zero (spec 01 §9: 5 s before sign-in). */
export function useCountdown(seconds: number, running: boolean, onDone: () => void): number {
  const [remaining, setRemaining] = useState(seconds);
  useEffect(() => {
    if (!running) return undefined;
    if (remaining <= 0) {
      onDone();
      return undefined;
    }
    const timer = window.setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [running, remaining, onDone]);
  return Math.max(remaining, 0);
}
