import { useTranslation } from 'react-i18next';
import { CheckMailNotice } from '../../../components/CheckMailNotice';

/** Route signup step 2: the sign-up link is on its way. */
export function SignupStep2Route() {
  const { t } = useTranslation();
  return (
    <CheckMailNotice
      flow="signup"
      next={t('backofficeAccount.signup.step2.next')}
      restartPath="/signup/step/1"
    />
  );
}
