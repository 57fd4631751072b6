import type { TAccessToken } from '@fitmarket/core/api/auth';
import {
  AUTH_TOKEN_STORAGE_KEY,
  clearAuthToken,
  getAuthToken,
  setAuthToken,
} from '@fitmarket/ui/lib/authToken';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { ME_QUERY_KEY } from './me';
import type { PassedState } from './routeState';
import { markSignedIn } from './signInLanding';

/**
 * The stored token as React state: the guard, the header and the pages re-render the moment a
 * session starts or ends, in this tab (through `changed`) or in another one (`storage` event).
 */
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_TOKEN_STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribe, getAuthToken, () => null);
}

/**
 * Starting and ending a session also drops the cached user, so nobody ever sees the account
 * (or a failed check) of the session before.
 */
export function useStartSession(): (token: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (token: string) => {
      setAuthToken(token);
      queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
      changed();
    },
    [queryClient],
  );
}

/**
 * Ends the session. A page that needs a signed-in user must navigate away first, or the guard
 * would treat the visitor as a guest who opened that page.
 */
export function useEndSession(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearAuthToken();
    queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
    changed();
  }, [queryClient]);
}

/** Where to go once signed in. */
export interface Destination {
  to: string;
  state?: PassedState;
}

/**
 * Starts a session and goes to `destination` in one synchronous render. Were the two apart, the
 * guard could see the new session on the guest-only page it came from and send it home first.
 */
export function useSignInAndGo(): (token: string, destination: Destination) => void {
  const startSession = useStartSession();
  const navigate = useNavigate();
  return useCallback(
    (token: string, { to, state }: Destination) => {
      // Home is the default destination: a new professional goes on from there (AfterSignIn).
      if (to === '/') markSignedIn();
      startSession(token);
      void navigate(to, { replace: true, state, flushSync: true });
    },
    [startSession, navigate],
  );
}

/**
 * A mutation that answers with a bearer token (sign-in, confirmation, social sign-up): it signs
 * in and goes to `destination()`. This runs as the mutation's own callback, so it still runs if
 * the page that asked is gone.
 */
export function useSessionMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<TAccessToken>,
  destination: () => Destination,
) {
  const signInAndGo = useSignInAndGo();
  return useMutation({
    mutationFn,
    onSuccess: ({ access_token }: TAccessToken) => signInAndGo(access_token, destination()),
  });
}
