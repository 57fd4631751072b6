import { type TEmailOnly, ZMailQueuedSchema } from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation } from '@tanstack/react-query';

/** POST /v1/admin/forgot: e-mails a password reset link, if the address has an account. */
export function requestPasswordReset(email: string) {
  const body: TEmailOnly = { email };
  return apiRequest('/v1/admin/forgot', { schema: ZMailQueuedSchema, method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
