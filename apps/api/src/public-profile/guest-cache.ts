import type { TPublicProfile } from '@fitmarket/core/api/public-profile';
import type { Language } from '@fitmarket/core/language';
import type { AppDeps } from '../app-deps';
import { getPublicProfile } from './public-profile.service';

/** Profiles kept at once per process: the most visited stay, the oldest entry goes first. */
const MAX_ENTRIES = 5000;

interface Entry {
  value: Promise<TPublicProfile>;
  loadedAt: number;
}

/**
 * Public profiles as a guest sees them (the API's answer and the HTML for search engines), kept
 * for PUBLIC_PROFILE_CACHE_SECONDS per slug and language, at most MAX_ENTRIES. Concurrent misses
 * share one query; refusals (404) are not kept, so a profile shows as soon as it is published.
 * Signed-in viewers always read the database (they see whether they follow, owners their edits).
 */
export function createGuestProfileCache(deps: AppDeps, now: () => number = Date.now) {
  const ttlMs = deps.config.PUBLIC_PROFILE_CACHE_SECONDS * 1000;
  const entries = new Map<string, Entry>();
  return {
    get(slug: string, lang: Language): Promise<TPublicProfile> {
      const load = () => getPublicProfile(deps.database.db, slug, lang, null);
      if (ttlMs <= 0) return load();
      const key = `${lang}:${slug}`;
      const entry = entries.get(key);
      if (entry && now() - entry.loadedAt < ttlMs) return entry.value;
      if (entry) entries.delete(key);
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const value = load();
      entries.set(key, { value, loadedAt: now() });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
  };
}

const caches = new WeakMap<AppDeps, ReturnType<typeof createGuestProfileCache>>();

/** One cache per process: both listeners share their AppDeps, and so the cached profiles. */
export function guestProfileCache(deps: AppDeps) {
  let cache = caches.get(deps);
  if (!cache) {
    cache = createGuestProfileCache(deps);
    caches.set(deps, cache);
  }
  return cache;
}
