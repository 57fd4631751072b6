import type { TAdminProfile } from '@fitmarket/core/api/auth';
import { isStaffRole } from '@fitmarket/core/limits';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { ApiError, errorsOf } from '@fitmarket/ui/lib/apiClient';
import { getAuthToken } from '@fitmarket/ui/lib/authToken';
import { rememberIntendedRoute } from '@fitmarket/ui/lib/intendedRoute';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { Button, Container, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { CurrentStaffContext } from './currentStaff';
import { useMe } from './me';
import { useEndSession, useLeaveSession } from './session';

/** Shown at login when a signed-in user turns out not to be staff: the back-office is for staff. */
const NOT_STAFF = 1317;

/** 401/403: the token no longer works or is not a staff member's. Anything else may pass. */
function isAuthFailure(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** Why a session cannot stay: the code to show at login, or null while it is fine. */
function rejection(profile: TAdminProfile | undefined, error: unknown): number | null {
  if (isAuthFailure(error)) return error.errors[0]?.code ?? NOT_STAFF;
  if (profile && !isStaffRole(profile.role)) return NOT_STAFF;
  return null;
}

/**
 * The /dashboard guard (SPEC §2, §6). Without a token: remember the page, go to login. With
 * one: load the profile, check it every TOKEN_CHECK_INTERVAL_MS, and sign out to login (with
 * the reason) as soon as the token stops working or turns out not to be staff.
 */
export function RequireStaff() {
  const { pathname, search } = useLocation();
  if (getAuthToken() === null) return <RedirectToLogin intended={pathname + search} />;
  return <StaffSession />;
}

function RedirectToLogin({ intended }: { intended: string }) {
  useEffect(() => rememberIntendedRoute(intended), [intended]);
  return <Navigate to="/login" replace />;
}

function StaffSession() {
  const { t } = useTranslation();
  const me = useMe({ poll: true });
  const leaveSession = useLeaveSession();
  const { pathname, search } = useLocation();
  const rejected = rejection(me.data, me.error);

  useEffect(() => {
    if (rejected === null) return;
    // Back to this page after signing in again.
    rememberIntendedRoute(pathname + search);
    void leaveSession(`/login?error=${rejected}`);
  }, [rejected, pathname, search, leaveSession]);

  if (rejected !== null) return <PageLoader label={t('backoffice.loading')} />;
  // A failed poll (server unreachable) keeps the signed-in page: signing out would not help.
  if (me.data) {
    return (
      <CurrentStaffContext value={me.data}>
        <Outlet />
      </CurrentStaffContext>
    );
  }
  if (me.isError) {
    return (
      <Container size="sm" py={64}>
        <Stack gap="md" align="flex-start">
          <Text fw={600}>{t('backoffice.dashboard.loadFailed')}</Text>
          <ErrorAlerts errors={errorsOf(me.error)} />
          <Button onClick={() => void me.refetch()} loading={me.isFetching}>
            {t('common.actions.retry')}
          </Button>
        </Stack>
      </Container>
    );
  }
  return <PageLoader label={t('backoffice.loading')} />;
}

/**
 * Login, sign-up and password reset are for guests (SPEC §6): a working staff session goes
 * to the dashboard instead. A token that no longer works is dropped and the page shown.
 */
export function GuestOnly() {
  const { t } = useTranslation();
  const hasToken = getAuthToken() !== null;
  const me = useMe({ enabled: hasToken });
  const endSession = useEndSession();
  const staleToken = hasToken && isAuthFailure(me.error);

  useEffect(() => {
    if (staleToken) endSession();
  }, [staleToken, endSession]);

  if (!hasToken || me.isError) return <Outlet />;
  if (me.data) return isStaffRole(me.data.role) ? <Navigate to="/dashboard" replace /> : <Outlet />;
  return <PageLoader label={t('backoffice.loading')} />;
}
