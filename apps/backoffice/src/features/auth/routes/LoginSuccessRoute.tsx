import { forgetIntendedRoute, intendedRoute } from '@fitmarket/ui/lib/intendedRoute';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';

/** Where a login leads when nobody asked for a page first. */
const DEFAULT_AFTER_LOGIN_ROUTE = '/dashboard';

/** Route login.success: on to the page asked for before the login, or the default one. */
export function LoginSuccessRoute() {
  const { t } = useTranslation();
  usePageTitle(t('backoffice.loginSuccess.pageTitle'));
  // Read while rendering, forgotten after: rendering twice (StrictMode) still goes the same way.
  const target = intendedRoute() ?? DEFAULT_AFTER_LOGIN_ROUTE;
  useEffect(forgetIntendedRoute, []);
  return (
    <Center py={64}>
      <Loader aria-label={t('backoffice.loginSuccess.redirecting')} />
      <Navigate to={target} replace />
    </Center>
  );
}
