import { AuthCard } from '@fitmarket/ui/AuthCard';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { rememberEmailedLink } from '../../../lib/emailedLink';
import { passedErrors } from '../../../lib/routeState';
import { useRegisterEmail } from '../api/registerEmail';
import { SignupEmailForm } from '../components/SignupEmailForm';

/** Route signup step 1: where to send the sign-up link. */
export function SignupStep1Route() {
  const { t } = useTranslation();
  usePageTitle(t('backofficeAccount.signup.step1.pageTitle'));
  const navigate = useNavigate();
  const { state } = useLocation();
  const register = useRegisterEmail();

  // A broken e-mailed link sends the visitor here with its error, until they try again.
  const errors = register.isIdle
    ? passedErrors(state)
    : register.isError
      ? errorsOf(register.error)
      : [];

  return (
    <AuthCard
      title={t('backofficeAccount.signup.step1.title')}
      lead={t('backofficeAccount.signup.step1.lead')}
    >
      <SignupEmailForm
        errors={errors}
        submitting={register.isPending}
        onSubmit={(email) =>
          register.mutate(email, {
            onSuccess: () => {
              rememberEmailedLink('signup', { email });
              void navigate('/signup/step/2');
            },
          })
        }
      />
      <Text size="sm" ta="center">
        {t('backofficeAccount.signup.step1.haveAccount')}{' '}
        <Anchor component={Link} to="/login">
          {t('backofficeAccount.signup.step1.login')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
