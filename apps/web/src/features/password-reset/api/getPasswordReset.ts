import { ZEmailAnswerSchema } from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useQuery } from '@tanstack/react-query';

/** GET /v1/auth/forgot/:code: the account an e-mailed reset link is for (404 1014 if broken). */
export function getPasswordReset(code: string, signal?: AbortSignal) {
  return apiRequest(`/v1/auth/forgot/${encodeURIComponent(code)}`, {
    schema: ZEmailAnswerSchema,
    signal,
  });
}

export function usePasswordReset(code: string) {
  return useQuery({
    queryKey: ['password-reset', code],
    queryFn: ({ signal }) => getPasswordReset(code, signal),
  });
}
