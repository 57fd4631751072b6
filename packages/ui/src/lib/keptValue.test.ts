import { STORED_VALUE_LIFETIME_MS } from '@fitmarket/core/limits';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetValue, keepValue, keptValue } from './keptValue';

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('kept values', () => {
  it('reads back what was kept, in the area it was kept in', () => {
    keepValue('session', 'draft', { note: 'knee' });
    expect(keptValue('session', 'draft')).toEqual({ note: 'knee' });
    expect(keptValue('local', 'draft')).toBeUndefined();
    forgetValue('session', 'draft');
    expect(keptValue('session', 'draft')).toBeUndefined();
  });

  it('forgets a value once it has expired', () => {
    vi.useFakeTimers({ now: Date.parse('2030-06-01T10:00:00Z') });
    keepValue('local', 'intended', '/book/aino');
    vi.setSystemTime(Date.now() + STORED_VALUE_LIFETIME_MS + 1);
    expect(keptValue('local', 'intended')).toBeUndefined();
    expect(localStorage.getItem('intended')).toBeNull();
  });

  it('ignores a value kept without an expiry', () => {
    localStorage.setItem('intended', '/account');
    expect(keptValue('local', 'intended')).toBeUndefined();
  });
});
