import { AuthCard } from '@fitmarket/ui/AuthCard';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { ApiError, errorsOf } from '@fitmarket/ui/lib/apiClient';
import { NewPasswordForm } from '@fitmarket/ui/NewPasswordForm';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LoadFailed } from '../../../components/LoadFailed';
import type { PassedState } from '../../../lib/routeState';
import { usePasswordReset } from '../api/getPasswordReset';
import { useResetPassword } from '../api/resetPassword';

const CHANGED: PassedState = { notice: 'passwordChanged' };

/** A broken or used link: back to asking for a new one, with the reason. */
function isBrokenLink(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 404;
}

/** Route auth.password-reset.code (WEB_LINKS.resetPassword + code): choose a new password. */
export function PasswordResetCodeRoute() {
  const { t } = useTranslation();
  usePageTitle(t('webAccount.passwordReset.newPageTitle'));
  const code = useParams().code ?? '';
  const navigate = useNavigate();
  const lookup = usePasswordReset(code);
  const reset = useResetPassword();

  const broken = isBrokenLink(lookup.error)
    ? lookup.error
    : isBrokenLink(reset.error)
      ? reset.error
      : null;
  if (broken) {
    const state: PassedState = { errors: broken.errors };
    return <Navigate to="/password-reset" replace state={state} />;
  }
  if (lookup.isPending) return <PageLoader label={t('webAccount.passwordReset.checking')} />;
  if (lookup.isError) {
    return (
      <LoadFailed
        title={t('common.errors.title')}
        error={lookup.error}
        onRetry={() => void lookup.refetch()}
        retrying={lookup.isFetching}
      />
    );
  }
  return (
    <AuthCard
      title={t('webAccount.passwordReset.newTitle')}
      lead={t('webAccount.passwordReset.newLead', { email: lookup.data.email })}
    >
      {reset.isError && <ErrorAlerts errors={errorsOf(reset.error)} />}
      <NewPasswordForm
        passwordLabel={t('webAccount.passwordReset.password')}
        repeatLabel={t('webAccount.passwordReset.passwordRepeat')}
        submitLabel={t('webAccount.passwordReset.change')}
        submitting={reset.isPending}
        onSubmit={(password, repeat) =>
          reset.mutate(
            { code, password, password_repeat: repeat },
            { onSuccess: () => void navigate('/signin', { replace: true, state: CHANGED }) },
          )
        }
      />
    </AuthCard>
  );
}
