import { type TResetPassword, ZOkSchema } from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation } from '@tanstack/react-query';

/** POST /v1/auth/reset: sets the new password (404 1040 when the link is no longer valid). */
export function resetPassword(input: TResetPassword) {
  return apiRequest('/v1/auth/reset', { schema: ZOkSchema, method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
