import { Button, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailInput, useEmailInput } from '../../../components/EmailInput';

export interface ForgotEmailFormProps {
  onSubmit: (email: string) => void;
  submitting: boolean;
}

/** Password reset step 1: the address of the account. */
export function ForgotEmailForm({ onSubmit, submitting }: ForgotEmailFormProps) {
  const { t } = useTranslation();
  const email = useEmailInput();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (email.check()) onSubmit(email.email);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="forgot-form">
      <Stack gap="md">
        <EmailInput field={email.field} label={t('backofficeAccount.fields.email')} />
        <Button type="submit" loading={submitting} fullWidth>
          {t('backofficeAccount.forgot.step1.submit')}
        </Button>
      </Stack>
    </form>
  );
}
