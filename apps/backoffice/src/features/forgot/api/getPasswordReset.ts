import { type TEmailAnswer, ZEmailAnswerSchema } from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useQuery } from '@tanstack/react-query';

/** GET /v1/admin/forgot/:code: the account an e-mailed reset link is for. */
export function getPasswordReset(code: string, signal?: AbortSignal): Promise<TEmailAnswer> {
  return apiRequest(`/v1/admin/forgot/${encodeURIComponent(code)}`, {
    schema: ZEmailAnswerSchema,
    signal,
  });
}

export function usePasswordReset(code: string) {
  return useQuery({
    queryKey: ['forgot', 'code', code],
    queryFn: ({ signal }) => getPasswordReset(code, signal),
  });
}
