import { BreachRangeSchema, type BreachRange } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/auth/breach-range/{prefix}: the suffixes of leaked SHA-1 hashes starting with the prefix. */
export const getBreachRange = (prefix: string): Promise<BreachRange> =>
  apiClient.get(`/auth/breach-range/${encodeURIComponent(prefix)}`, { schema: BreachRangeSchema });
