import { type TForgotChangePassword, ZOkSchema } from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /v1/admin/forgot/change-password: sets the new password. `code` is the e-mailed link's:
 * proof that the reset was asked for by the account's owner.
 */
export function changePassword(input: TForgotChangePassword) {
  return apiRequest('/v1/admin/forgot/change-password', {
    schema: ZOkSchema,
    method: 'POST',
    body: input,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
