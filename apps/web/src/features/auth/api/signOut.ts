import { ZOkSchema } from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useEndSession } from '../../../lib/session';

/** POST /v1/auth/logout: the server forgets the token. */
export function signOut() {
  return apiRequest('/v1/auth/logout', { schema: ZOkSchema, method: 'POST' });
}

/**
 * Signs out and goes home. The session ends locally even when the server cannot be reached, and
 * only once home shows, so a signed-in page is never seen by the guard as opened by a guest.
 * `flushSync` makes "home shows" true when the navigation resolves: in a transition the page
 * signed out from could still be on screen, and the guard would remember it and say "You have
 * to sign in to access this page".
 */
export function useSignOut() {
  const navigate = useNavigate();
  const endSession = useEndSession();
  return useMutation({
    mutationFn: signOut,
    onSettled: async () => {
      await navigate('/', { replace: true, flushSync: true });
      endSession();
    },
  });
}
