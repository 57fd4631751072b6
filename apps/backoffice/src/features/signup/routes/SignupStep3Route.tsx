import { AuthCard } from '@fitmarket/ui/AuthCard';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { emailedLink, forgetEmailedLink } from '../../../lib/emailedLink';
import { useRegisterAccount } from '../api/registerAccount';
import { AccountDetailsForm } from '../components/AccountDetailsForm';

/** Route signup step 3: the account details, once the e-mailed link has been opened. */
export function SignupStep3Route() {
  const { t } = useTranslation();
  usePageTitle(t('backofficeAccount.signup.step3.pageTitle'));
  const navigate = useNavigate();
  const register = useRegisterAccount();
  // Read once: forgetting it after success must not send this page back to step 2.
  const [link] = useState(() => emailedLink('signup'));

  // SPEC §4: without a known address (and its code) there is nothing to finish yet.
  if (!link?.code) return <Navigate to="/signup/step/2" replace />;
  const { email, code } = link;

  return (
    <AuthCard
      title={t('backofficeAccount.signup.step3.title')}
      lead={t('backofficeAccount.signup.step3.lead')}
    >
      {/* SPEC §5: step 3 shows the first of the server's messages. */}
      <ErrorAlerts errors={register.isError ? errorsOf(register.error).slice(0, 1) : []} />
      <AccountDetailsForm
        email={email}
        submitting={register.isPending}
        onSubmit={(details) =>
          register.mutate(
            { ...details, code, email },
            {
              onSuccess: (answer) => {
                forgetEmailedLink('signup');
                const next = 'access_token' in answer ? '/login/success' : '/login';
                void navigate(next, { replace: true });
              },
            },
          )
        }
      />
    </AuthCard>
  );
}
