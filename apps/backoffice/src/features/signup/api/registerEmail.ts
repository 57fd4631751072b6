import { type TEmailOnly, ZMailQueuedSchema } from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation } from '@tanstack/react-query';

/** POST /v1/admin/register/email: e-mails a sign-up link to the address. */
export function registerEmail(email: string) {
  const body: TEmailOnly = { email };
  return apiRequest('/v1/admin/register/email', {
    schema: ZMailQueuedSchema,
    method: 'POST',
    body,
  });
}

export function useRegisterEmail() {
  return useMutation({ mutationFn: registerEmail });
}
