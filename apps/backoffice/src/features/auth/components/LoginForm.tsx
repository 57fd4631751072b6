import type { TLogin } from '@fitmarket/core/api/auth';
import type { ErrorCode } from '@fitmarket/core/errors/catalogue';
import { PasswordField } from '@fitmarket/ui/PasswordField';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import { Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoginFormProps {
  onSubmit: (credentials: TLogin) => void;
  submitting: boolean;
}

type Issues = Partial<Record<keyof TLogin, ErrorCode>>;

/**
 * E-mail and password, checked as POST /v1/admin/login does before anything is sent. This is
 * the one form without useCoreForm: its checks (and zod) load with the first attempt, as the
 * answer's schema does (api/login.ts), which keeps the login page under its size budget.
 * Back-office forms mark optional fields in their label instead of required ones with an
 * asterisk, so each label is exactly the field's name (for people and for tests alike).
 */
export function LoginForm({ onSubmit, submitting }: LoginFormProps) {
  const { t } = useTranslation();
  // The error texts load with the form (after the page shows), so they are in by the first try.
  useSectionTexts('errors');
  const [issues, setIssues] = useState<Issues>({});
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const credentials = {
      email: String(form.get('email')),
      password: String(form.get('password')),
    };
    setChecking(true);
    const { loginIssues } = await import('./loginIssues').finally(() => setChecking(false));
    const found: Issues = loginIssues(credentials);
    setIssues(found);
    if (Object.keys(found).length === 0)
      onSubmit({ ...credentials, email: credentials.email.trim() });
  };
  const issueText = (field: keyof TLogin) => {
    const code = issues[field];
    return code === undefined ? undefined : t(`errors.${code}`);
  };
  const clear = (field: keyof TLogin) => () => setIssues(({ [field]: _cleared, ...rest }) => rest);

  return (
    <form onSubmit={submit} noValidate data-testid="login-form">
      <Stack gap="md">
        <TextInput
          name="email"
          type="email"
          label={t('backoffice.login.email')}
          autoComplete="username"
          required
          withAsterisk={false}
          error={issueText('email')}
          onChange={clear('email')}
        />
        <PasswordField
          name="password"
          label={t('backoffice.login.password')}
          autoComplete="current-password"
          required
          error={issueText('password')}
          onChange={clear('password')}
        />
        <Button type="submit" loading={submitting || checking} fullWidth>
          {t('backoffice.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
