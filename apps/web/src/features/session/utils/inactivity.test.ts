import { INACTIVITY_THRESHOLD_MS } from '../../../config/constants';
import { isInactive } from './inactivity';

describe('isInactive', () => {
  const now = Date.UTC(2026, 10, 20, 12, 0, 0);

  it('uses a 24-hour threshold', () => {
    expect(INACTIVITY_THRESHOLD_MS).toBe(86_400_000);
  });

  it('is false up to 24 hours after the last server call, true after', () => {
    expect(isInactive(now, now)).toBe(false);
    expect(isInactive(now - INACTIVITY_THRESHOLD_MS, now)).toBe(false);
    expect(isInactive(now - INACTIVITY_THRESHOLD_MS - 1, now)).toBe(true);
  });

  it('accepts another threshold', () => {
    expect(isInactive(now - 10, now, 5)).toBe(true);
  });
});
