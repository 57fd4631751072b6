import type {
  TFeedbackQuestion,
  TFeedbackRequest,
  TFeedbackResult,
} from '@fitmarket/core/api/feedback';
import type { Language } from '@fitmarket/core/language';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../../lib/me';

/** The schemas (and zod) load with the first request, not with the page. */
const schemas = () => import('@fitmarket/core/api/feedback');

/** GET /v1/feedback/questions: the questionnaire in `language`. */
export function getFeedbackQuestions(
  language: Language,
  signal?: AbortSignal,
): Promise<TFeedbackQuestion[]> {
  return apiRequest('/v1/feedback/questions', {
    schema: async () => (await schemas()).ZFeedbackQuestionsSchema,
    language,
    signal,
  });
}

export function useFeedbackQuestions() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['feedback', 'questions', language],
    queryFn: ({ signal }) => getFeedbackQuestions(language, signal),
  });
}

/** POST /v1/feedback: once per user; a professional becomes a lifetime premium member. */
export function submitFeedback(request: TFeedbackRequest): Promise<TFeedbackResult> {
  return apiRequest('/v1/feedback', {
    schema: async () => (await schemas()).ZFeedbackResultSchema,
    method: 'POST',
    body: request,
  });
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    // The membership may have changed: the account menu and pages read it from the user.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
