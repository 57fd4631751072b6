import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation } from '@tanstack/react-query';

/** POST /v1/auth/signup/resend: mails the sign-up confirmation link again. */
export function resendConfirmation(email: string): Promise<unknown> {
  return apiRequest('/v1/auth/signup/resend', { method: 'POST', body: { email } });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
