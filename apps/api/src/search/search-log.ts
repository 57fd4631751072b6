import type {
  TProfessionalSearchQuery,
  TProfessionalSearchResponse,
} from '@fitmarket/core/api/search';
import type { Language } from '@fitmarket/core/language';
import type { Database } from '../db/client';
import { searchLogs } from '../db/schema';

/** One marketplace search for the statistics (SPEC §3 "Search statistic"); run after the answer. */
export async function logSearch(
  db: Database,
  query: TProfessionalSearchQuery,
  answer: TProfessionalSearchResponse,
  language: Language,
): Promise<void> {
  const place = answer.meta.location;
  await db.insert(searchLogs).values({
    search: query.search ?? '',
    locationFormatted: place?.formatted ?? null,
    lat: place?.lat ?? null,
    lon: place?.lon ?? null,
    userLat: query.geoLocation?.lat ?? null,
    userLon: query.geoLocation?.lng ?? null,
    language,
    resultCount: answer.meta.pagination.filtered,
  });
}
