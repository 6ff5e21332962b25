import { getBreachRangeRoute, type BreachRange } from '@portail/contracts';
import { call } from '../api-client';

/** GET /api/auth/breach-range/{prefix}: the suffixes of leaked SHA-1 hashes starting with the prefix. */
export const getBreachRange = (prefix: string): Promise<BreachRange> => call(getBreachRangeRoute, { params: { prefix } });
