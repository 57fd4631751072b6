import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation } from '@tanstack/react-query';

/** POST /v1/admin/forgot: e-mails a password reset link, if the address has an account. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return apiRequest('/v1/admin/forgot', { method: 'POST', body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
