import type { TAdminUser } from '@fitmarket/core/api/admin-users';
import type { TStaffProfessionalSearchResponse } from '@fitmarket/core/api/search';
import type { Language } from '@fitmarket/core/language';
import { type SearchState, searchRequest } from '@fitmarket/core/rules/search-url';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from '../../../lib/me';

/** An even number, for the two-column grid. */
export const PROFESSIONALS_PER_PAGE = 20;

const SEARCH_QUERY_KEY = [...ADMIN_QUERY_KEY, 'professionals', 'search'] as const;

/** POST /v1/admin/professionals/search: every professional, unpublished and blocked ones too. */
export function useStaffSearch(state: SearchState, language: Language) {
  const body = searchRequest(state, PROFESSIONALS_PER_PAGE);
  return useQuery({
    queryKey: [...SEARCH_QUERY_KEY, language, body],
    queryFn: ({ signal }) =>
      apiRequest('/v1/admin/professionals/search', {
        method: 'POST',
        body,
        envelope: true,
        schema: async () =>
          (await import('@fitmarket/core/api/search')).ZStaffProfessionalSearchResponseSchema,
        language,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Puts what an action changed on every loaded page of results (SPEC §4: updated locally). */
export function updateFoundProfessional(queryClient: QueryClient, user: TAdminUser): void {
  queryClient.setQueriesData<TStaffProfessionalSearchResponse>(
    { queryKey: SEARCH_QUERY_KEY },
    (answer) =>
      answer && {
        ...answer,
        data: answer.data.map((found) =>
          found.id === user.id
            ? {
                ...found,
                blocked: user.blocked,
                block_reason: user.block_reason,
                published: user.published,
                membership: { id: user.membership_id },
              }
            : found,
        ),
      },
  );
}
