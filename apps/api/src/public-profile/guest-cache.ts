import { dataEnvelope } from '@fitmarket/core/api/envelope';
import { type TPublicProfile, ZPublicProfileSchema } from '@fitmarket/core/api/public-profile';
import type { Language } from '@fitmarket/core/language';
import type { AppDeps } from '../app-deps';
import { defineCache } from '../platform/caches';
import { type EncodedBody, encodedBody } from '../platform/http/encoded-body';
import { createTtlCache } from '../platform/ttl-cache';
import { getPublicProfile } from './public-profile.service';

/** Profiles kept at once per process: the most visited stay, the oldest entry goes first. */
const MAX_ENTRIES = 5000;

const ZPublicProfileAnswer = dataEnvelope(ZPublicProfileSchema);

/** A kept profile and the API's answer for it, encoded once (a hit sends the bytes as they are). */
export interface GuestProfile {
  profile: TPublicProfile;
  body: EncodedBody;
}

/**
 * Public profiles as a guest sees them (the API's answer and the HTML for search engines), kept
 * for PUBLIC_PROFILE_CACHE_SECONDS per slug and language, at most MAX_ENTRIES. Concurrent misses
 * share one query; refusals (404) are not kept, so a profile shows as soon as it is published.
 * Signed-in viewers always read the database (they see whether they follow, owners their edits).
 */
export function createGuestProfileCache(deps: AppDeps, now: () => number = Date.now) {
  const cache = createTtlCache<GuestProfile>({
    ttlMs: deps.config.PUBLIC_PROFILE_CACHE_SECONDS * 1000,
    maxEntries: MAX_ENTRIES,
    now,
  });
  return {
    get(slug: string, lang: Language): Promise<GuestProfile> {
      return cache.get(`${lang}:${slug}`, async () => {
        const profile = await getPublicProfile(deps.database.db, slug, lang, null);
        // What the response schema's serializer would send, as bytes: encoding the text to
        // UTF-8 on every send was a fifth of a busy instance's CPU.
        const json = JSON.stringify(ZPublicProfileAnswer.encode({ data: profile }));
        return { profile, body: encodedBody(json) };
      });
    },
    clear: cache.clear,
  };
}

const guestProfiles = defineCache(
  'guest profiles',
  (deps) => createGuestProfileCache(deps),
  (cache) => cache.clear(),
);

/** One cache per process: both listeners share their AppDeps, and so the cached profiles. */
export function guestProfileCache(deps: AppDeps) {
  return deps.caches.of(guestProfiles);
}
