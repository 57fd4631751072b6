import { AuthCard } from '@fitmarket/ui/AuthCard';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useRunOnce } from '@fitmarket/ui/useRunOnce';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCompleteAccountDeletion } from '../api/completeAccountDeletion';

/** Route account.deleted (WEB_LINKS.deleteAccount + code): the e-mailed link that deletes. */
export function AccountDeletedRoute() {
  const { t } = useTranslation();
  usePageTitle(t('webAccount.deleted.pageTitle'));
  const code = useParams().code ?? '';
  const deletion = useCompleteAccountDeletion();
  useRunOnce(code, deletion.mutate);

  if (deletion.isIdle || deletion.isPending) {
    return <PageLoader label={t('webAccount.deleted.deleting')} />;
  }
  const home = (
    <Button component={Link} to="/" fullWidth>
      {t('webAccount.deleted.home')}
    </Button>
  );
  if (deletion.isError) {
    return (
      <AuthCard title={t('webAccount.deleted.failedTitle')}>
        <ErrorAlerts errors={errorsOf(deletion.error)} />
        {home}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('webAccount.deleted.title')}>
      <Text data-testid="account-deleted">{t('webAccount.deleted.text')}</Text>
      {home}
    </AuthCard>
  );
}
