import { STORED_VALUE_LIFETIME_MS } from '../limits';

/**
 * A value kept in the browser for later (SPEC §9 "Stored local values can expire"), with the
 * moment it stops counting. Every kept value (the intended page, a half-filled form or wizard)
 * goes through these two functions, so one lifetime (STORED_VALUE_LIFETIME_MS) holds for all.
 */
export type TStoredValue = { value: unknown; expires_at: number };

/** What to write: the value and when it expires, `lifetimeMs` from `now`. */
export function storedValue(
  value: unknown,
  now: number = Date.now(),
  lifetimeMs: number = STORED_VALUE_LIFETIME_MS,
): TStoredValue {
  return { value, expires_at: now + lifetimeMs };
}

/**
 * The value of what was read back, or undefined when it has expired, has no expiry (written by
 * an older version) or is not a kept value at all.
 */
export function liveStoredValue(stored: unknown, now: number = Date.now()): unknown {
  if (stored === null || typeof stored !== 'object') return undefined;
  const { value, expires_at: expiresAt } = stored as Partial<TStoredValue>;
  if (typeof expiresAt !== 'number' || !(now < expiresAt)) return undefined;
  return value;
}
