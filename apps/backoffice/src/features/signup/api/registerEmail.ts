import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation } from '@tanstack/react-query';

/** POST /v1/admin/register/email: e-mails a sign-up link to the address. */
export function registerEmail(email: string): Promise<unknown> {
  return apiRequest('/v1/admin/register/email', { method: 'POST', body: { email } });
}

export function useRegisterEmail() {
  return useMutation({ mutationFn: registerEmail });
}
