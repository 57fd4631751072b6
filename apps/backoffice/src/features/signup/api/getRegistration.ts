import { type TEmailAnswer, ZEmailAnswerSchema } from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useQuery } from '@tanstack/react-query';

/** GET /v1/admin/register/:code: the address an e-mailed sign-up link was sent to. */
export function getRegistration(code: string, signal?: AbortSignal): Promise<TEmailAnswer> {
  return apiRequest(`/v1/admin/register/${encodeURIComponent(code)}`, {
    schema: ZEmailAnswerSchema,
    signal,
  });
}

export function useRegistration(code: string) {
  return useQuery({
    queryKey: ['signup', 'code', code],
    queryFn: ({ signal }) => getRegistration(code, signal),
  });
}
