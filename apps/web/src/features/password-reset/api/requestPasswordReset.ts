import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation } from '@tanstack/react-query';

/** POST /v1/auth/forgot: mails a reset link if the address has an account (it never says). */
export function requestPasswordReset(email: string): Promise<unknown> {
  return apiRequest('/v1/auth/forgot', { method: 'POST', body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
