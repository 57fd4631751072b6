import { type TAdminRegisterAccount, ZAccessTokenSchema } from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation } from '@tanstack/react-query';
import { useStartSession } from '../../../lib/session';

/**
 * POST /v1/admin/register/account: creates the account and signs it in. `code` is the e-mailed
 * link's: proof that the address is the visitor's.
 */
export function registerAccount(input: TAdminRegisterAccount) {
  return apiRequest('/v1/admin/register/account', {
    schema: ZAccessTokenSchema,
    method: 'POST',
    body: input,
  });
}

export function useRegisterAccount() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: registerAccount,
    onSuccess: ({ access_token }) => startSession(access_token),
  });
}
