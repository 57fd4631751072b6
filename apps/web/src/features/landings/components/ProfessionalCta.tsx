import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../../lib/me';

/**
 * The professional's next step, whoever is looking: a visitor signs up as a professional, a
 * customer upgrades in the settings, a professional goes on filling in the profile.
 */
export function ProfessionalCta(props: ButtonProps) {
  const { t } = useTranslation();
  const role = useMe().data?.role;
  if (role === 'professional') {
    return (
      <Button component={Link} to="/account/fast-registration" {...props}>
        {t('landings.professionals.continueRegistration')}
      </Button>
    );
  }
  if (role === 'customer') {
    return (
      <Button component={Link} to="/account/settings#upgrade" {...props}>
        {t('landings.professionals.upgrade')}
      </Button>
    );
  }
  // Staff have nothing to sign up for here.
  if (role) return null;
  return (
    <Button component={Link} to="/signup?role=professional" {...props}>
      {t('landings.professionals.signUp')}
    </Button>
  );
}
