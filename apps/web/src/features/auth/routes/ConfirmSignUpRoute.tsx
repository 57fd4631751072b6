import { AuthCard } from '@fitmarket/ui/AuthCard';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useRunOnce } from '@fitmarket/ui/useRunOnce';
import { Button, Divider, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMe } from '../../../lib/me';
import type { PassedState } from '../../../lib/routeState';
import { useAuthToken } from '../../../lib/session';
import { useConfirmSignUp } from '../api/confirmSignUp';
import { ResendConfirmation } from '../components/ResendConfirmation';

const CONFIRMED: PassedState = { notice: 'emailConfirmed' };

/** Route auth.signup.confirm (WEB_LINKS.confirmSignup + code): the e-mailed confirmation link. */
export function ConfirmSignUpRoute() {
  const { t } = useTranslation();
  usePageTitle(t('webAccount.confirm.pageTitle'));
  const code = useParams().code ?? '';
  const confirm = useConfirmSignUp(() => ({ to: '/', state: CONFIRMED }));
  useRunOnce(code, confirm.mutate);
  const signedIn = useAuthToken() !== null;
  const me = useMe();

  if (!confirm.isError || (signedIn && me.isPending)) {
    return <PageLoader label={t('webAccount.confirm.confirming')} />;
  }
  // A used link opened again once signed in (from the e-mail, or a second tab): nothing is
  // wrong, since only a confirmed address can sign in. Say so instead of "sign up again".
  if (me.data) {
    return (
      <AuthCard
        title={t('webAccount.confirm.alreadyTitle')}
        lead={t('webAccount.confirm.alreadyLead', { email: me.data.email })}
      >
        <Button component={Link} to="/" fullWidth>
          {t('webAccount.confirm.continue')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('webAccount.confirm.failedTitle')}>
      <ErrorAlerts errors={errorsOf(confirm.error)} />
      <Button component={Link} to="/signup" fullWidth>
        {t('webAccount.confirm.signUpAgain')}
      </Button>
      <Divider />
      <Text size="sm">{t('webAccount.confirm.resendLead')}</Text>
      <ResendConfirmation />
    </AuthCard>
  );
}
