import { describe, expect, it } from 'vitest';
import { STORED_VALUE_LIFETIME_MS } from '../limits';
import { liveStoredValue, storedValue } from './stored-value';

const NOW = Date.parse('2030-06-01T10:00:00Z');

describe('stored values (SPEC §9 "Stored local values can expire")', () => {
  it('reads a value back within its lifetime', () => {
    const kept = storedValue('/book/aino', NOW);
    expect(liveStoredValue(kept, NOW + STORED_VALUE_LIFETIME_MS - 1)).toBe('/book/aino');
  });

  it('forgets a value once its lifetime is over', () => {
    const kept = storedValue({ note: 'knee' }, NOW);
    expect(liveStoredValue(kept, NOW + STORED_VALUE_LIFETIME_MS)).toBeUndefined();
    expect(liveStoredValue(kept, NOW + 3 * 24 * 60 * 60 * 1000)).toBeUndefined();
  });

  it('takes a value without an expiry, or not a kept value, as nothing kept', () => {
    expect(liveStoredValue('/account', NOW)).toBeUndefined();
    expect(liveStoredValue({ value: '/account' }, NOW)).toBeUndefined();
    expect(liveStoredValue(null, NOW)).toBeUndefined();
  });

  it('is a few hours: long enough to sign up, short enough not to meet it days later', () => {
    expect(STORED_VALUE_LIFETIME_MS).toBeGreaterThanOrEqual(60 * 60 * 1000);
    expect(STORED_VALUE_LIFETIME_MS).toBeLessThan(24 * 60 * 60 * 1000);
  });
});
