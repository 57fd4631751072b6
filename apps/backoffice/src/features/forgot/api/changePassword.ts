import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation } from '@tanstack/react-query';

export interface ChangePasswordInput {
  /** The code of the e-mailed link: proof that the reset was asked for by the account's owner. */
  code: string;
  email: string;
  password: string;
  password_repeat: string;
}

/** POST /v1/admin/forgot/change-password: sets the new password. */
export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return apiRequest('/v1/admin/forgot/change-password', { method: 'POST', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
