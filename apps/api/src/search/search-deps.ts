import {
  type TProfessionalSearchQuery,
  type TProfessionalSearchResponse,
  type TSearchCall,
  type TSearchSuggestions,
  ZProfessionalSearchResponseSchema,
} from '@fitmarket/core/api/search';
import type { Language } from '@fitmarket/core/language';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/client';
import { insightCounter } from '../memberships/insights';
import { defineCache } from '../platform/caches';
import { fromVisitor } from '../platform/http/crawlers';
import { type EncodedBody, encodedBody } from '../platform/http/encoded-body';
import { createTtlCache } from '../platform/ttl-cache';
import { sharedAnalyser, type TextAnalyser } from './language/analyser';
import type { SearchDeps } from './professional-search';
import { createQualityTiers } from './quality-tiers';
import { marketplaceSearchCall } from './search-calls';
import { searchDocumentsVersion } from './search-document';
import { createSearchLog } from './search-log';
import { createSearchCatalogue } from './suggestions';

/** Answers kept at once per cache: far more than the popular queries of SEARCH_CACHE_SECONDS. */
const CACHE_MAX_ENTRIES = 5000;

/**
 * An answer and its JSON as bytes (and their compressed copies), made once per cached answer: a
 * hit sends them as they are, without the response schema's encoding, the stringify of a page
 * of professionals and its UTF-8 encoding (a fifth of a busy instance's CPU) each time.
 */
interface CachedSearch {
  answer: TProfessionalSearchResponse;
  body: EncodedBody;
}

type Log = { error(obj: object, msg: string): void };

/** What a search reads besides the database: the quality tiers and the catalogue, kept a minute. */
export function createSearchState(
  db: Database,
  analyser: TextAnalyser,
  log: Log,
): Pick<SearchDeps, 'tiers' | 'catalogue'> {
  return {
    tiers: createQualityTiers(db, (error) =>
      log.error({ err: error }, 'quality tiers reload failed'),
    ),
    catalogue: createSearchCatalogue(db, analyser, (error) =>
      log.error({ err: error }, 'search catalogue reload failed'),
    ),
  };
}

/**
 * Search's in-memory state, one per process (both listeners share their AppDeps): the cached
 * answers and suggestions, the searches' log buffer, the tiers and the catalogue.
 */
export const searchState = defineCache(
  'search',
  (deps, log) => {
    const db = deps.database.db;
    const { analyser } = sharedAnalyser();
    const options = {
      ttlMs: deps.config.SEARCH_CACHE_SECONDS * 1000,
      maxEntries: CACHE_MAX_ENTRIES,
    };
    const counted = (cache: string) => ({
      ...options,
      onLookup: (hit: boolean) =>
        deps.metrics.cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' }),
    });
    const searchDeps: SearchDeps = {
      db,
      indexedPlanDb: deps.database.indexedPlanDb,
      indexedPlanRows: deps.database.indexedPlanRows,
      geocoder: deps.geocoder,
      analyser,
      ...createSearchState(db, analyser, log),
    };
    return {
      deps: searchDeps,
      answers: createTtlCache<CachedSearch>(counted('search answers')),
      suggestions: createTtlCache<TSearchSuggestions>(counted('search suggestions')),
      log: createSearchLog(db, log),
    };
  },
  (state) => {
    state.answers.clear();
    state.suggestions.clear();
  },
);

/**
 * A marketplace search call's answer from the cache, or made and kept (the JSON API and the
 * server-written results page share it). The parsed request is the key: the same search in
 * another spelling of '#' or defaults shares the answer; a changed document starts new keys.
 */
export function cachedMarketplaceSearch(
  state: { deps: SearchDeps; answers: ReturnType<typeof createTtlCache<CachedSearch>> },
  call: Exclude<TSearchCall, 'search-boosted' | 'search-ads'>,
  query: TProfessionalSearchQuery,
  lang: Language,
): Promise<CachedSearch> {
  const key = `${searchDocumentsVersion()}\u0000${call}\u0000${lang}\u0000${JSON.stringify(query)}`;
  return state.answers.get(key, async () => {
    const answer = await marketplaceSearchCall(state.deps, call, query, lang);
    // What the response schema's serializer would send (fastify-type-provider-zod).
    const json = JSON.stringify(ZProfessionalSearchResponseSchema.encode(answer));
    return { answer, body: encodedBody(json) };
  });
}

/**
 * A page of results shown to a visitor (POST /v1/professionals/search, or the results page the
 * server rendered with it): logged for the search statistics, and who appeared on it counted for
 * Premium's insights (memberships/insights.ts). Not when a crawler or a link preview asked
 * (platform/http/crawlers.ts).
 */
export function recordShownResults(
  deps: AppDeps,
  request: FastifyRequest,
  query: TProfessionalSearchQuery,
  answer: TProfessionalSearchResponse,
  lang: Language,
): void {
  if (!fromVisitor(request)) return;
  deps.caches.of(searchState).log.add(query, answer, lang);
  deps.caches.of(insightCounter).searchAppearances(answer.data.map((result) => result.id));
}
