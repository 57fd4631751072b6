import { useTranslation } from 'react-i18next';
import { CheckMailNotice } from '../../../components/CheckMailNotice';

/** Route forgot step 2: the reset link is on its way. */
export function ForgotStep2Route() {
  const { t } = useTranslation();
  return (
    <CheckMailNotice
      flow="forgot"
      next={t('backofficeAccount.forgot.step2.next')}
      restartPath="/forgot/step/1"
    />
  );
}
