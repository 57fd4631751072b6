import { AuthCard } from '@fitmarket/ui/AuthCard';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useRunOnce } from '@fitmarket/ui/useRunOnce';
import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCompleteAccountDeletion } from '../api/completeAccountDeletion';

/** Route deleted (/profile/:code): the e-mailed link that completes an account deletion. */
export function ProfileDeletedRoute() {
  const { t } = useTranslation();
  usePageTitle(t('backofficeAccount.deleted.pageTitle'));
  const code = useParams().code ?? '';
  const deletion = useCompleteAccountDeletion();
  useRunOnce(code, deletion.mutate);

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
