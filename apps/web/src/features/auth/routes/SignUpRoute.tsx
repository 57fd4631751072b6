import { AuthCard } from '@fitmarket/ui/AuthCard';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { SocialSignInButtons } from '@fitmarket/ui/SocialSignInButtons';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignUp } from '../api/signUp';
import { CheckMailPanel } from '../components/CheckMailPanel';
import { SignUpForm } from '../components/SignUpForm';

const socialEndpoint = (providerId: string) =>
  `/v1/auth/login/${encodeURIComponent(providerId)}?intent=signup`;

/** Route auth.signup (/signup, guest-only): the form, then "check your e-mail". */
export function SignUpRoute() {
  const { t } = useTranslation();
  const signUp = useSignUp();
  usePageTitle(
    t(signUp.isSuccess ? 'webAccount.checkMail.pageTitle' : 'webAccount.signUp.pageTitle'),
  );

  if (signUp.isSuccess) {
    return (
      <AuthCard title={t('webAccount.checkMail.title')}>
        <CheckMailPanel email={signUp.data} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('webAccount.signUp.title')} lead={t('webAccount.signUp.lead')} wide>
      {signUp.isError && <ErrorAlerts errors={errorsOf(signUp.error)} />}
      <SignUpForm submitting={signUp.isPending} onSubmit={(input) => signUp.mutate(input)} />
      <SocialSignInButtons endpoint={socialEndpoint} />
      <Text size="sm" ta="center">
        {t('webAccount.signUp.haveAccount')}{' '}
        <Anchor component={Link} to="/signin">
          {t('webAccount.signUp.signIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
