import { type TEmailOnly, ZMailQueuedSchema } from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation } from '@tanstack/react-query';

/** POST /v1/auth/signup/resend: mails the sign-up confirmation link again. */
export function resendConfirmation(email: string) {
  const body: TEmailOnly = { email };
  return apiRequest('/v1/auth/signup/resend', { schema: ZMailQueuedSchema, method: 'POST', body });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
