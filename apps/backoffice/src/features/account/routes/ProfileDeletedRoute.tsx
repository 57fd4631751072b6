import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { Alert, Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AuthCard } from '../../../components/AuthCard';
import { PageLoader } from '../../../components/PageLoader';
import { useCompleteAccountDeletion } from '../api/completeAccountDeletion';

/** Route deleted (/profile/:code): the e-mailed link that completes an account deletion. */
export function ProfileDeletedRoute() {
  const { t } = useTranslation();
  usePageTitle(t('backofficeAccount.deleted.pageTitle'));
  const code = useParams().code ?? '';
  const deletion = useCompleteAccountDeletion();
  const { mutate } = deletion;
  // The code works once: a second request (React's development double effects) would fail.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === code) return;
    sentFor.current = code;
    mutate(code);
  }, [code, mutate]);

  if (deletion.isIdle || deletion.isPending) {
    return <PageLoader label={t('backofficeAccount.deleted.deleting')} />;
  }
  const login = (
    <Button component={Link} to="/login" fullWidth>
      {t('backofficeAccount.deleted.login')}
    </Button>
  );
  if (deletion.isError) {
    return (
      <AuthCard title={t('backofficeAccount.deleted.failedTitle')}>
        <ErrorAlerts errors={errorsOf(deletion.error)} />
        {login}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('backofficeAccount.deleted.title')}>
      <Alert color="teal" variant="light" role="status" data-testid="account-deleted">
        {t('backofficeAccount.deleted.text')}
      </Alert>
      {login}
    </AuthCard>
  );
}
