import type { TAdminRegisterAccount } from '@fitmarket/core/api/auth';
import { ZStaffSignInSchema } from '@fitmarket/core/api/staff-security';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation } from '@tanstack/react-query';
import { useStartSession } from '../../../lib/session';

/**
 * POST /v1/admin/register/account: creates the account and signs it in. `code` is the e-mailed
 * link's: proof that the address is the visitor's. When the owners require two-factor sign-in
 * the answer is no session but a challenge: the new member signs in and sets it up there.
 */
export function registerAccount(input: TAdminRegisterAccount) {
  return apiRequest('/v1/admin/register/account', {
    schema: ZStaffSignInSchema,
    method: 'POST',
    body: input,
  });
}

export function useRegisterAccount() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: registerAccount,
    onSuccess: (answer) => {
      if ('access_token' in answer) startSession(answer.access_token);
    },
  });
}
