import { ZOkSchema } from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { forgetIntendedRoute } from '@fitmarket/ui/lib/intendedRoute';
import { useMutation } from '@tanstack/react-query';
import { useLeaveSession } from '../../../lib/session';

/** POST /v1/admin/logout: revokes the token on the server. */
export function logout() {
  return apiRequest('/v1/admin/logout', { schema: ZOkSchema, method: 'POST' });
}

/** Signs out and goes to login; the local session ends even when the server cannot be reached. */
export function useLogout() {
  const leaveSession = useLeaveSession();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      await leaveSession('/login');
      // Signing out on purpose: the next login starts from the dashboard home.
      forgetIntendedRoute();
    },
  });
}
