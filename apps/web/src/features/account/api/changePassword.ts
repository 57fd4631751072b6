import { type TPasswordChange, ZOkSchema } from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../../lib/me';

/** PUT /v1/me/password: changes the password, or sets the first one. */
export function changePassword(change: TPasswordChange) {
  return apiRequest('/v1/me/password', { schema: ZOkSchema, method: 'PUT', body: change });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // A first password turns "Set a password" into "Change password".
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
