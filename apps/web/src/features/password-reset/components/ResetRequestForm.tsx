import { validateEmail } from '@fitmarket/core/rules/email';
import { Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ResetRequestFormProps {
  submitting: boolean;
  onSubmit: (email: string) => void;
}

/** The account's e-mail address, checked before it is sent. */
export function ResetRequestForm({ submitting, onSubmit }: ResetRequestFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const issue = tried ? validateEmail(email) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (validateEmail(email) === null) onSubmit(email.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('webAccount.fields.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={issue !== null && t(`errors.${issue}`)}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {t('webAccount.passwordReset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
