import type { TApiError } from '@fitmarket/core/api/envelope';
import { isStaffRole } from '@fitmarket/core/limits';
import { ApiError, onSessionEnded, SESSION_ENDING_CODES } from '@fitmarket/ui/lib/apiClient';
import { rememberIntendedRoute } from '@fitmarket/ui/lib/intendedRoute';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useMatches, useNavigate, useNavigation } from 'react-router';
import { LoadFailed } from '../components/LoadFailed';
import { ME_QUERY_KEY, useMe } from '../lib/me';
import { routeFlags } from '../lib/routeFlags';
import type { PassedState } from '../lib/routeState';
import { useAuthToken, useEndSession } from '../lib/session';

/** The stored token no longer works: the visitor is a guest again. */
function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** A blocked account (1311): signed out, and told why on the sign-in page. */
const BLOCKED = 1311;

/**
 * The refusal that ended the session, whichever request met it (GET /v1/me, the bell, a page's
 * own call, the live socket: apiClient's `onSessionEnded`); null while the session stands.
 */
function useSessionRefusal(token: string | null, meError: unknown): readonly TApiError[] | null {
  const [heard, setHeard] = useState<{ token: string; errors: readonly TApiError[] } | null>(null);
  useEffect(
    () =>
      onSessionEnded((errors) => {
        const current = token;
        if (current !== null) setHeard({ token: current, errors });
      }),
    [token],
  );
  if (token === null) return null;
  if (heard?.token === token) return heard.errors;
  if (meError instanceof ApiError) {
    const ending = meError.errors.filter((error) => SESSION_ENDING_CODES.includes(error.code));
    if (isUnauthorized(meError) || ending.length > 0)
      return ending.length ? ending : meError.errors;
  }
  return null;
}

/**
 * The one navigation guard of the marketplace (SPEC §2), driven by the flags in the matched
 * routes' `handle` (lib/routeFlags). A stored token is checked with GET /v1/me; a 401 drops it.
 */
export function NavigationGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const flags = routeFlags(useMatches().map((match) => match.handle));
  const token = useAuthToken();
  const me = useMe();
  const endSession = useEndSession();
  // Signing in or out also navigates on (a notice in its state); while that navigation loads
  // its lazy page, the guard must not replace it with a redirect of its own.
  const navigating = useNavigation().state !== 'idle';
  const navigate = useNavigate();
  const refusal = useSessionRefusal(token, me.error);
  const rejected = refusal !== null;
  const blocked = refusal?.some((error) => error.code === BLOCKED) ?? false;

  useEffect(() => {
    if (!refusal) return;
    // Blocked: to the sign-in page with the reason, not a half signed-in tab saying "try again".
    if (refusal.some((error) => error.code === BLOCKED)) {
      const state: PassedState = { errors: refusal };
      void navigate('/signin', { replace: true, state, flushSync: true });
    }
    endSession();
  }, [refusal, endSession, navigate]);

  const needsAuth = flags.auth === true || flags.adminOnly === true;
  if (token === null || rejected) {
    if (!needsAuth) return children;
    // On the way to the sign-in page, which says why.
    if (blocked) return null;
    // Signing out navigates home; while home loads, this page is leaving, not being refused.
    return navigating ? null : <SignInRequired />;
  }

  if (flags.refreshToken) return <RefreshUser />;
  // Pages for anybody show at once; the header fills in the user when it arrives.
  if (!needsAuth && !flags.guestOnly) return children;
  if (me.data) {
    if (flags.guestOnly) return navigating ? children : <Navigate to="/" replace />;
    if (flags.adminOnly && !isStaffRole(me.data.role)) return <Navigate to="/" replace />;
    return children;
  }
  if (me.isError) {
    // The server could not say who this is: a guest page still works, a signed-in one cannot.
    if (!needsAuth) return children;
    return (
      <LoadFailed
        title={t('web.notices.accountLoadFailed')}
        error={me.error}
        onRetry={() => void me.refetch()}
        retrying={me.isFetching}
      />
    );
  }
  return <PageLoader label={t('common.loading')} />;
}

/** A guest opened a page for signed-in users: remember it, and ask them to sign in at home. */
function SignInRequired() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberIntendedRoute(pathname + search);
    const state: PassedState = { notice: 'signInRequired' };
    void navigate('/', { replace: true, state });
  }, [pathname, search, navigate]);
  return <PageLoader label={t('common.loading')} />;
}

/** SPEC §2 `refreshToken`: load the user again, then go home. */
function RefreshUser() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    void queryClient
      .refetchQueries({ queryKey: ME_QUERY_KEY })
      .then(() => navigate('/', { replace: true }));
  }, [queryClient, navigate]);
  return <PageLoader label={t('common.loading')} />;
}
