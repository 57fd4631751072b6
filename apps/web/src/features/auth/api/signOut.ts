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
 * Signs out and goes home. Home shows first, then the server forgets the token, then the session
 * ends locally (even when the server cannot be reached). In that order a signed-in page is never
 * seen by the guard as opened by a guest: a request of the page signed out from (the bell, the
 * live socket) that meets the revoked token ends the session on the home page, where nothing is
 * remembered to go back to, instead of on the account page, which the next sign-in would then
 * open. `flushSync` makes "home shows" true when the navigation resolves.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const endSession = useEndSession();
  return useMutation({
    onMutate: () => navigate('/', { replace: true, flushSync: true }),
    mutationFn: signOut,
    onSettled: () => endSession(),
  });
}
