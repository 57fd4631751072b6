import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from '../../../lib/me';

/** GET /v1/admin/feedbacks/professionals: the averages and one page of questionnaires. */
export function useFeedbacks(page: number) {
  // The questions come in the page's language.
  const language = useLanguage();
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'feedbacks', language, page],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/admin/feedbacks/professionals?page=${page}`, {
        schema: async () =>
          (await import('@fitmarket/core/api/feedback')).ZProfessionalFeedbacksSchema,
        envelope: true,
        language,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
