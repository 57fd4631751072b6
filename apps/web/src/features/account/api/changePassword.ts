import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../../lib/me';

/** The body of ZPasswordChangeSchema (core/api/auth). */
export interface PasswordChange {
  /** Empty for an account that has no password yet (`has_password: false`). */
  current_password: string;
  password: string;
  password_repeat: string;
}

/** PUT /v1/me/password: changes the password, or sets the first one. */
export function changePassword(change: PasswordChange): Promise<unknown> {
  return apiRequest('/v1/me/password', { method: 'PUT', body: change });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // A first password turns "Set a password" into "Change password".
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
