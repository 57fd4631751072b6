import type { TLanding } from '@fitmarket/core/api/landing';
import type { Language } from '@fitmarket/core/language';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { useQuery } from '@tanstack/react-query';

/** GET /v1/landing: labels and descriptions come in `language`. */
export function getLanding(language: Language, signal?: AbortSignal): Promise<TLanding> {
  return apiRequest('/v1/landing', {
    // The schema (and zod) load while the request is under way, not before the page shows.
    schema: async () => (await import('@fitmarket/core/api/landing')).ZLandingSchema,
    language,
    signal,
  });
}

/** The landing data in the language shown now; switching language fetches it again. */
export function useLanding() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['landing', language],
    queryFn: ({ signal }) => getLanding(language, signal),
  });
}
