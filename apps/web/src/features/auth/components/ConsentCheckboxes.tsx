import { Anchor, Checkbox, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Consents {
  terms_accepted: boolean;
  privacy_accepted: boolean;
  email_notifications: boolean;
}

type CheckboxProps = {
  checked?: boolean;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  error?: ReactNode;
};

export interface ConsentCheckboxesProps {
  /** A form's input props for each box (Mantine `getInputProps(field, { type: 'checkbox' })`). */
  inputProps: (field: keyof Consents) => CheckboxProps;
}

/**
 * Terms of use and privacy policy, each with a link that opens the document in a new tab (so a
 * half-filled form is not lost), and the e-mail notification choice.
 */
export function ConsentCheckboxes({ inputProps }: ConsentCheckboxesProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Checkbox
        label={t('webAccount.signUp.acceptTerms')}
        {...inputProps('terms_accepted')}
        description={
          <Anchor href="/page/terms" target="_blank" rel="noopener" size="xs">
            {t('webAccount.signUp.readTerms')}
          </Anchor>
        }
      />
      <Checkbox
        label={t('webAccount.signUp.acceptPrivacy')}
        {...inputProps('privacy_accepted')}
        description={
          <Anchor href="/page/privacy" target="_blank" rel="noopener" size="xs">
            {t('webAccount.signUp.readPrivacy')}
          </Anchor>
        }
      />
      <Checkbox
        label={t('webAccount.signUp.emailNotifications')}
        {...inputProps('email_notifications')}
      />
    </Stack>
  );
}
