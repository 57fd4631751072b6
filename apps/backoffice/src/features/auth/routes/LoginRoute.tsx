import type { TSecondFactorChallenge } from '@fitmarket/core/api/staff-security';
import { AuthCard } from '@fitmarket/ui/AuthCard';
import { ErrorAlerts, type ShownError } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { SocialSignInButtons } from '@fitmarket/ui/SocialSignInButtons';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { Alert, Anchor, Group, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { passedNotice } from '../../../lib/routeState';
import { useLogin } from '../api/login';
import { LoginForm } from '../components/LoginForm';

/** An error another page sent along, as `/login?error=2007` (e.g. a failed social login). */
function passedErrors(code: string | null): ShownError[] {
  const number = Number(code);
  return code && Number.isInteger(number) && number > 0 ? [{ code: number }] : [];
}

/** The second step, loaded only by a sign-in that needs it (keeps the login page small). */
const SecondFactorStep = lazy(async () => ({
  default: (await import('../components/SecondFactorStep')).SecondFactorStep,
}));

/** The back-office asks the API for the provider's sign-in page (SPEC §7 GET /login/{provider}). */
const socialEndpoint = (providerId: string) => `/v1/admin/login/${encodeURIComponent(providerId)}`;

/** Route login. */
export function LoginRoute() {
  const { t } = useTranslation();
  usePageTitle(t('backoffice.login.pageTitle'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { state } = useLocation();
  const login = useLogin();
  const [pending, setPending] = useState<TSecondFactorChallenge | null>(null);
  const signedIn = () => void navigate('/login/success', { replace: true });

  // Once the visitor tries again, only the answer to that attempt matters.
  const errors = login.isIdle
    ? passedErrors(searchParams.get('error'))
    : login.isError
      ? errorsOf(login.error)
      : [];
  const passwordChanged = login.isIdle && passedNotice(state) === 'passwordChanged';

  return (
    <AuthCard title={t('backoffice.login.title')}>
      {pending ? (
        // Nothing while it loads: a loader here would weigh on the login page's budget.
        <Suspense fallback={null}>
          <SecondFactorStep
            pending={pending}
            onSignedIn={signedIn}
            onStartOver={() => setPending(null)}
          />
        </Suspense>
      ) : (
        <>
          {passwordChanged && (
            <Alert color="teal" variant="light" role="status" data-testid="password-changed">
              {t('backoffice.login.passwordChanged')}
            </Alert>
          )}
          <ErrorAlerts errors={errors} />
          <LoginForm
            submitting={login.isPending}
            onSubmit={(credentials) =>
              login.mutate(credentials, {
                onSuccess: (answer) => ('challenge' in answer ? setPending(answer) : signedIn()),
              })
            }
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot/step/1" size="sm">
              {t('backoffice.login.forgot')}
            </Anchor>
          </Group>
          <SocialSignInButtons endpoint={socialEndpoint} />
          <Text size="sm" ta="center">
            {t('backoffice.login.noAccount')}{' '}
            <Anchor component={Link} to="/signup/step/1">
              {t('backoffice.login.signup')}
            </Anchor>
          </Text>
        </>
      )}
    </AuthCard>
  );
}
