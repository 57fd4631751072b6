import type { MarketplaceRole } from '@fitmarket/core/limits';
import { Button, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentCheckboxes, type Consents, consentIssues } from './ConsentCheckboxes';
import { RoleChoice } from './RoleChoice';

export interface SocialSignUpChoices {
  role: MarketplaceRole;
  consents: Consents;
}

export interface SocialSignUpFormProps {
  submitting: boolean;
  onSubmit: (choices: SocialSignUpChoices) => void;
}

/** What the provider cannot tell us: the role, and the consents (checked before sending). */
export function SocialSignUpForm({ submitting, onSubmit }: SocialSignUpFormProps) {
  const { t } = useTranslation();
  const [role, setRole] = useState<MarketplaceRole>('customer');
  const [consents, setConsents] = useState<Consents>({
    terms: false,
    privacy: false,
    emailNotifications: false,
  });
  const [tried, setTried] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (consentIssues(consents).length === 0) onSubmit({ role, consents });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <RoleChoice value={role} onChange={setRole} />
        <ConsentCheckboxes value={consents} onChange={setConsents} showErrors={tried} />
        <Button type="submit" loading={submitting} fullWidth>
          {t('webAccount.signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
