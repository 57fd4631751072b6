import type { Language } from '@fitmarket/core/language';
import { SEARCH_DEBOUNCE_MS } from '@fitmarket/core/limits';
import {
  SEARCH_RESULTS_PER_PAGE,
  type SearchState,
  searchRequest,
} from '@fitmarket/core/rules/search-url';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const RESULTS_PER_PAGE = SEARCH_RESULTS_PER_PAGE;

/** The cache key of a search's answer (a page rendered on the server comes with it filled). */
export const professionalSearchKey = (language: Language, body: ReturnType<typeof searchRequest>) =>
  ['professional-search', language, body] as const;

/**
 * POST /v1/professionals/search for the page's state. The previous answer stays on screen while
 * the next loads (filters, pages), and a search the visitor has moved on from is aborted.
 */
export function useProfessionalSearch(
  state: SearchState,
  language: Language,
  perPage = RESULTS_PER_PAGE,
) {
  const body = searchRequest(state, perPage);
  return useQuery({
    queryKey: professionalSearchKey(language, body),
    queryFn: ({ signal }) =>
      apiRequest('/v1/professionals/search', {
        method: 'POST',
        body,
        envelope: true,
        schema: async () =>
          (await import('@fitmarket/core/api/search')).ZProfessionalSearchResponseSchema,
        language,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Suggestions change with the catalogue and new profiles only; the server caches them a minute. */
const SUGGESTIONS_STALE_MS = 60 * 1000;

/**
 * GET /v1/professionals/suggestions for what is typed, once the typing pauses (SPEC §9); a
 * request for text typed over since is aborted (the query's signal).
 */
export function useSuggestions(text: string, language: Language) {
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const typing = text.trim() !== debounced;
  const query = useQuery({
    queryKey: ['search-suggestions', language, debounced],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/professionals/suggestions?${new URLSearchParams({ q: debounced })}`, {
        schema: async () => (await import('@fitmarket/core/api/search')).ZSearchSuggestionsSchema,
        language,
        signal,
      }),
    enabled: debounced !== '' && !typing,
    staleTime: SUGGESTIONS_STALE_MS,
    placeholderData: keepPreviousData,
  });
  return { query, waiting: text.trim() !== '' && (typing || query.isFetching) };
}
