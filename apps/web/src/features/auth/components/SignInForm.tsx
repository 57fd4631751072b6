import type { TLogin } from '@fitmarket/core/api/auth';
import { validateEmail } from '@fitmarket/core/rules/email';
import { PasswordField } from '@fitmarket/ui/PasswordField';
import { Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SignInFormProps {
  submitting: boolean;
  onSubmit: (credentials: TLogin) => void;
}

/** E-mail and password; empty or malformed fields are pointed out before anything is sent. */
export function SignInForm({ submitting, onSubmit }: SignInFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const emailIssue = tried ? validateEmail(email) : null;
  const passwordMissing = tried && password === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (validateEmail(email) !== null || password === '') return;
    onSubmit({ email: email.trim(), password });
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
          error={emailIssue !== null && t(`errors.${emailIssue}`)}
        />
        <PasswordField
          label={t('webAccount.fields.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={passwordMissing && t('errors.1307')}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {t('webAccount.signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
