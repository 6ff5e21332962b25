import { INACTIVITY_THRESHOLD_MS } from '../../../config/constants';

/** Spec 01 §4: the page must be reloaded when the last server call is over 24 hours old. */
export function isInactive(lastServerCall: number, now: number, thresholdMs = INACTIVITY_THRESHOLD_MS): boolean {
  return now - lastServerCall > thresholdMs;
}
