import { AuthCard } from '@fitmarket/ui/AuthCard';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { Button, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PassedState } from '../../../lib/routeState';
import { useCompleteSocialSignUp } from '../api/completeSocialSignUp';
import { useSocialSignUp } from '../api/getSocialSignUp';
import { SocialSignUpForm } from '../components/SocialSignUpForm';

const WELCOME: PassedState = { notice: 'welcome' };

/**
 * Route auth.signup.social (WEB_LINKS.socialSignup + code): a new user coming from a provider
 * checks the name and address it gave, picks a role and accepts the terms.
 */
export function SocialSignUpRoute() {
  const { t } = useTranslation();
  usePageTitle(t('webAccount.socialSignUp.pageTitle'));
  const code = useParams().code ?? '';
  const info = useSocialSignUp(code);
  const complete = useCompleteSocialSignUp(() => ({ to: '/', state: WELCOME }));

  if (info.isPending) return <PageLoader label={t('webAccount.socialSignUp.checking')} />;
  if (info.isError) {
    return (
      <AuthCard title={t('webAccount.socialSignUp.failedTitle')}>
        <ErrorAlerts errors={errorsOf(info.error)} />
        <Button component={Link} to="/signup" fullWidth>
          {t('webAccount.socialSignUp.startAgain')}
        </Button>
      </AuthCard>
    );
  }
  const { first_name, last_name, email, provider } = info.data;
  return (
    <AuthCard
      title={t('webAccount.socialSignUp.title')}
      lead={t('webAccount.socialSignUp.lead', { provider })}
      wide
    >
      <TextInput
        label={t('webAccount.socialSignUp.name')}
        value={`${first_name} ${last_name}`.trim()}
        readOnly
      />
      <TextInput label={t('webAccount.socialSignUp.email')} value={email} readOnly />
      {complete.isError && <ErrorAlerts errors={errorsOf(complete.error)} />}
      <SocialSignUpForm
        submitting={complete.isPending}
        onSubmit={(choices) => complete.mutate({ code, ...choices })}
      />
    </AuthCard>
  );
}
