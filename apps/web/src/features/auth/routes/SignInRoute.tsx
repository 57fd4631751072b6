import { AuthCard } from '@fitmarket/ui/AuthCard';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { takeIntendedRoute } from '@fitmarket/ui/lib/intendedRoute';
import { SocialSignInButtons } from '@fitmarket/ui/SocialSignInButtons';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { Alert, Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { errorFromQuery, passedErrors, passedNotice } from '../../../lib/routeState';
import { useSignIn } from '../api/signIn';
import { ResendConfirmation } from '../components/ResendConfirmation';
import { SignInForm } from '../components/SignInForm';

/** The e-mail address is not confirmed yet: the visitor may ask for the link again. */
const UNCONFIRMED = 1313;

const socialEndpoint = (providerId: string) =>
  `/v1/auth/login/${encodeURIComponent(providerId)}?intent=signin`;

/** Route auth.signin (/signin, guest-only). */
export function SignInRoute() {
  const { t } = useTranslation();
  usePageTitle(t('webAccount.signIn.pageTitle'));
  const [searchParams] = useSearchParams();
  const { state } = useLocation();
  const signIn = useSignIn(() => ({ to: takeIntendedRoute() }));

  // Once the visitor tries again, only the answer to that attempt matters.
  // A session that ended (a blocked account, with the reason) says why here.
  const errors = signIn.isIdle
    ? [...errorFromQuery(searchParams.get('error')), ...passedErrors(state)]
    : signIn.isError
      ? errorsOf(signIn.error)
      : [];
  const unconfirmedEmail =
    signIn.isError && errors.some(({ code }) => code === UNCONFIRMED)
      ? signIn.variables.email
      : undefined;
  const passwordChanged = signIn.isIdle && passedNotice(state) === 'passwordChanged';

  return (
    <AuthCard title={t('webAccount.signIn.title')}>
      {passwordChanged && (
        <Alert color="teal" variant="light" role="status" data-testid="password-changed">
          {t('webAccount.signIn.passwordChanged')}
        </Alert>
      )}
      <ErrorAlerts errors={errors} />
      {unconfirmedEmail !== undefined && <ResendConfirmation email={unconfirmedEmail} />}
      <SignInForm
        submitting={signIn.isPending}
        onSubmit={(credentials) => signIn.mutate(credentials)}
      />
      <Group justify="flex-end">
        <Anchor component={Link} to="/password-reset" size="sm">
          {t('webAccount.signIn.forgot')}
        </Anchor>
      </Group>
      <SocialSignInButtons endpoint={socialEndpoint} />
      <Text size="sm" ta="center">
        {t('webAccount.signIn.noAccount')}{' '}
        <Anchor component={Link} to="/signup">
          {t('webAccount.signIn.signUp')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
