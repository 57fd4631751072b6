import { clearAuthToken, setAuthToken } from '@fitmarket/ui/lib/authToken';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_QUERY_KEY } from './me';

/**
 * Starting and ending a session also drops what was cached for the previous one, so nobody
 * ever sees the profile (or a failed check) of the session before.
 */
export function useStartSession(): (token: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (token: string) => {
      setAuthToken(token);
      queryClient.removeQueries({ queryKey: ADMIN_QUERY_KEY });
    },
    [queryClient],
  );
}

/** Ends the session on a page that shows nothing of it (e.g. the account-deleted page). */
export function useEndSession(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearAuthToken();
    queryClient.removeQueries({ queryKey: ADMIN_QUERY_KEY });
  }, [queryClient]);
}

/**
 * Ends the session from inside the dashboard and goes to `path` (login). The token goes first,
 * so the login page sees a guest; the cached profile only once the dashboard is gone, as its
 * pages read it until they unmount.
 */
export function useLeaveSession(): (path: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (path: string) => {
      clearAuthToken();
      await navigate(path, { replace: true });
      queryClient.removeQueries({ queryKey: ADMIN_QUERY_KEY });
    },
    [queryClient, navigate],
  );
}
