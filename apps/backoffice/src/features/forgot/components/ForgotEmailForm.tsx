import { validateEmail } from '@fitmarket/core/rules/email';
import { Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ForgotEmailFormProps {
  onSubmit: (email: string) => void;
  submitting: boolean;
}

/** Password reset step 1: the address of the account. */
export function ForgotEmailForm({ onSubmit, submitting }: ForgotEmailFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [attempted, setAttempted] = useState(false);
  const issue = attempted ? validateEmail(email) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (validateEmail(email) === null) onSubmit(email.trim());
  };

  return (
    <form onSubmit={submit} noValidate data-testid="forgot-form">
      <Stack gap="md">
        <TextInput
          name="email"
          type="email"
          label={t('backofficeAccount.fields.email')}
          autoComplete="email"
          required
          withAsterisk={false}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={issue && t(`errors.${issue}`)}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {t('backofficeAccount.forgot.step1.submit')}
        </Button>
      </Stack>
    </form>
  );
}
