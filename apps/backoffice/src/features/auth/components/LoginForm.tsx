import type { TLogin } from '@fitmarket/core/api/auth';
import { PasswordField } from '@fitmarket/ui/PasswordField';
import { Button, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoginFormProps {
  onSubmit: (credentials: TLogin) => void;
  submitting: boolean;
}

/**
 * E-mail and password; the browser checks that both are given and the e-mail looks right.
 * Back-office forms mark optional fields in their label instead of required ones with an
 * asterisk, so each label is exactly the field's name (for people and for tests alike).
 */
export function LoginForm({ onSubmit, submitting }: LoginFormProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSubmit({ email: String(form.get('email')), password: String(form.get('password')) });
  };
  return (
    <form onSubmit={submit} data-testid="login-form">
      <Stack gap="md">
        <TextInput
          name="email"
          type="email"
          label={t('backoffice.login.email')}
          autoComplete="username"
          required
          withAsterisk={false}
        />
        <PasswordField
          name="password"
          label={t('backoffice.login.password')}
          autoComplete="current-password"
          required
        />
        <Button type="submit" loading={submitting} fullWidth>
          {t('backoffice.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
