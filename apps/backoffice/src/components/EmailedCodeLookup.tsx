import { AuthCard } from '@fitmarket/ui/AuthCard';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { ApiError, errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { Anchor, Button, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type EmailedLinkFlow, rememberEmailedLink } from '../lib/emailedLink';
import type { PassedState } from '../lib/routeState';

export interface EmailedCodeLookupProps {
  flow: EmailedLinkFlow;
  code: string;
  /** The lookup of the code: the address it was sent to. */
  lookup: UseQueryResult<{ email: string }>;
  /** Step 3 of the flow. */
  nextPath: string;
  /** Step 1 of the flow, where an unknown or expired code sends the visitor. */
  restartPath: string;
}

/**
 * The page an e-mailed link opens (/register/:code, /forgot/:code): it looks the code up,
 * remembers it with its address and goes on to step 3. A 404 means the link is broken or
 * used, so back to step 1 with the reason; other failures can be retried here.
 */
export function EmailedCodeLookup({
  flow,
  code,
  lookup,
  nextPath,
  restartPath,
}: EmailedCodeLookupProps) {
  const { t } = useTranslation();
  usePageTitle(t('backofficeAccount.checking'));
  const navigate = useNavigate();
  const email = lookup.data?.email;
  const notFound = lookup.error instanceof ApiError && lookup.error.status === 404;

  useEffect(() => {
    if (email === undefined) return;
    rememberEmailedLink(flow, { email, code });
    void navigate(nextPath, { replace: true });
  }, [email, flow, code, nextPath, navigate]);

  useEffect(() => {
    if (!notFound) return;
    const state: PassedState = { errors: errorsOf(lookup.error) };
    void navigate(restartPath, { replace: true, state });
  }, [notFound, lookup.error, restartPath, navigate]);

  if (!lookup.isError || notFound) return <PageLoader label={t('backofficeAccount.checking')} />;
  return (
    <AuthCard title={t('common.errors.title')}>
      <ErrorAlerts errors={errorsOf(lookup.error)} />
      <Stack gap="xs" align="center">
        <Button onClick={() => void lookup.refetch()} loading={lookup.isFetching} fullWidth>
          {t('common.actions.retry')}
        </Button>
        <Anchor component={Link} to="/login" size="sm">
          {t('backofficeAccount.backToLogin')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
