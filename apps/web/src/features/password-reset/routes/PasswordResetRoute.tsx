import { AuthCard } from '@fitmarket/ui/AuthCard';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { Alert, Anchor, Group } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { passedErrors } from '../../../lib/routeState';
import { useRequestPasswordReset } from '../api/requestPasswordReset';
import { ResetRequestForm } from '../components/ResetRequestForm';

/**
 * Route auth.password-reset (/password-reset, guest-only): asks for the address to send a reset
 * link to. A broken link comes back here with its error.
 */
export function PasswordResetRoute() {
  const { t } = useTranslation();
  usePageTitle(t('webAccount.passwordReset.pageTitle'));
  const { state } = useLocation();
  const request = useRequestPasswordReset();
  const backToSignIn = (
    <Group justify="center">
      <Anchor component={Link} to="/signin" size="sm">
        {t('webAccount.passwordReset.backToSignIn')}
      </Anchor>
    </Group>
  );

  if (request.isSuccess) {
    return (
      <AuthCard title={t('webAccount.passwordReset.sentTitle')}>
        <Alert color="teal" variant="light" role="status" data-testid="reset-link-sent">
          <Trans
            i18nKey="webAccount.passwordReset.sent"
            values={{ email: request.variables }}
            components={{ strong: <strong /> }}
          />
        </Alert>
        {backToSignIn}
      </AuthCard>
    );
  }
  const errors = request.isIdle ? passedErrors(state) : errorsOf(request.error);
  return (
    <AuthCard title={t('webAccount.passwordReset.title')} lead={t('webAccount.passwordReset.lead')}>
      <ErrorAlerts errors={request.isPending ? [] : errors} />
      <ResetRequestForm
        submitting={request.isPending}
        onSubmit={(email) => request.mutate(email)}
      />
      {backToSignIn}
    </AuthCard>
  );
}
