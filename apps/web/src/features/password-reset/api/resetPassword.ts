import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation } from '@tanstack/react-query';

/** The body of ZResetPasswordSchema (core/api/auth). */
export interface ResetPasswordInput {
  code: string;
  password: string;
  password_repeat: string;
}

/** POST /v1/auth/reset: sets the new password (404 1040 when the link is no longer valid). */
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return apiRequest('/v1/auth/reset', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
