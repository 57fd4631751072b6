import { AuthCard } from '@fitmarket/ui/AuthCard';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { NewPasswordForm } from '@fitmarket/ui/NewPasswordForm';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { emailedLink, forgetEmailedLink } from '../../../lib/emailedLink';
import type { PassedState } from '../../../lib/routeState';
import { useChangePassword } from '../api/changePassword';

const PASSWORD_CHANGED: PassedState = { notice: 'passwordChanged' };

/** Route forgot step 3: the new password, once the e-mailed link has been opened. */
export function ForgotStep3Route() {
  const { t } = useTranslation();
  usePageTitle(t('backofficeAccount.forgot.step3.pageTitle'));
  const navigate = useNavigate();
  const change = useChangePassword();
  // Read once: forgetting it after success must not send this page back to step 2.
  const [link] = useState(() => emailedLink('forgot'));

  // SPEC §4: without a known address (and its code) there is nothing to reset yet.
  if (!link?.code) return <Navigate to="/forgot/step/2" replace />;
  const { email, code } = link;

  return (
    <AuthCard
      title={t('backofficeAccount.forgot.step3.title')}
      lead={t('backofficeAccount.forgot.step3.lead', { email })}
    >
      <ErrorAlerts errors={change.isError ? errorsOf(change.error) : []} />
      <NewPasswordForm
        passwordLabel={t('backofficeAccount.forgot.step3.password')}
        repeatLabel={t('backofficeAccount.forgot.step3.passwordRepeat')}
        submitLabel={t('backofficeAccount.forgot.step3.submit')}
        required
        submitting={change.isPending}
        onSubmit={(password, repeat) =>
          change.mutate(
            { code, email, password, password_repeat: repeat },
            {
              onSuccess: () => {
                forgetEmailedLink('forgot');
                void navigate('/login', { replace: true, state: PASSWORD_CHANGED });
              },
            },
          )
        }
      />
    </AuthCard>
  );
}
