import { STORED_VALUE_LIFETIME_MS } from '@fitmarket/core/limits';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberIntendedRoute, takeIntendedRoute } from './intendedRoute';

afterEach(() => vi.useRealTimers());

describe('the intended route', () => {
  it('leads back to the page asked for, once', () => {
    rememberIntendedRoute('/book/aino?service=1');
    expect(takeIntendedRoute()).toBe('/book/aino?service=1');
    expect(takeIntendedRoute()).toBe('/');
  });

  it('expires: a guest who signs in days later lands at home, not on a stale page', () => {
    vi.useFakeTimers({ now: Date.parse('2030-06-01T10:00:00Z') });
    rememberIntendedRoute('/book/aino?service=1');
    vi.setSystemTime(Date.now() + STORED_VALUE_LIFETIME_MS + 1);
    expect(takeIntendedRoute()).toBe('/');
  });

  it('never leads off the site', () => {
    rememberIntendedRoute('//evil.example');
    expect(takeIntendedRoute()).toBe('/');
  });
});
