import { ZAccessTokenSchema } from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation } from '@tanstack/react-query';
import { useStartSession } from '../../../lib/session';

export interface RegisterAccountInput {
  /** The code of the e-mailed link: proof that the address is the visitor's. */
  code: string;
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  password_repeat: string;
  description: string;
  email_notifications: boolean;
}

/** POST /v1/admin/register/account: creates the account and signs it in. */
export function registerAccount(input: RegisterAccountInput): Promise<{ access_token: string }> {
  return apiRequest('/v1/admin/register/account', {
    method: 'POST',
    body: input,
    parse: (data) => ZAccessTokenSchema.pick({ access_token: true }).parse(data),
  });
}

export function useRegisterAccount() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: registerAccount,
    onSuccess: ({ access_token }) => startSession(access_token),
  });
}
