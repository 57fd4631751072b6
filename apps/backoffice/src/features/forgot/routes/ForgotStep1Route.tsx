import { AuthCard } from '@fitmarket/ui/AuthCard';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { rememberEmailedLink } from '../../../lib/emailedLink';
import { passedErrors } from '../../../lib/routeState';
import { useRequestPasswordReset } from '../api/requestPasswordReset';
import { ForgotEmailForm } from '../components/ForgotEmailForm';

/** Route forgot step 1: where to send the reset link. */
export function ForgotStep1Route() {
  const { t } = useTranslation();
  usePageTitle(t('backofficeAccount.forgot.step1.pageTitle'));
  const navigate = useNavigate();
  const { state } = useLocation();
  const request = useRequestPasswordReset();

  // A broken e-mailed link sends the visitor here with its error, until they try again.
  const errors = request.isIdle
    ? passedErrors(state)
    : request.isError
      ? errorsOf(request.error)
      : [];

  return (
    <AuthCard
      title={t('backofficeAccount.forgot.step1.title')}
      lead={t('backofficeAccount.forgot.step1.lead')}
    >
      <ErrorAlerts errors={errors} />
      <ForgotEmailForm
        submitting={request.isPending}
        onSubmit={(email) =>
          request.mutate(email, {
            onSuccess: () => {
              rememberEmailedLink('forgot', { email });
              void navigate('/forgot/step/2');
            },
          })
        }
      />
      <Group justify="center">
        <Anchor component={Link} to="/login" size="sm">
          {t('backofficeAccount.backToLogin')}
        </Anchor>
      </Group>
    </AuthCard>
  );
}
