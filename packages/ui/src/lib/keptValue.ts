import { liveStoredValue, storedValue } from '@fitmarket/core/rules/stored-value';

/**
 * Values a page keeps in the browser for later, each with an expiry (core
 * rules/stored-value.ts): `local` outlives the tab (the intended page, which a sign-in in another
 * tab may follow), `session` goes with the tab (a half-filled form). Reading an expired value
 * forgets it. Storage can be blocked: then nothing is kept and nothing is read.
 */
export type KeptArea = 'local' | 'session';

const areaOf = (area: KeptArea): Storage =>
  area === 'local' ? window.localStorage : window.sessionStorage;

export function keepValue(area: KeptArea, key: string, value: unknown): void {
  try {
    areaOf(area).setItem(key, JSON.stringify(storedValue(value)));
  } catch {
    // Blocked storage: the value is simply not kept.
  }
}

/** The value kept under `key` while it has not expired; undefined otherwise. */
export function keptValue(area: KeptArea, key: string): unknown {
  try {
    const raw = areaOf(area).getItem(key);
    if (raw === null) return undefined;
    const value = liveStoredValue(JSON.parse(raw));
    if (value === undefined) areaOf(area).removeItem(key);
    return value;
  } catch {
    return undefined;
  }
}

export function forgetValue(area: KeptArea, key: string): void {
  try {
    areaOf(area).removeItem(key);
  } catch {
    // Nothing was kept, so nothing to forget.
  }
}
