import { passwordIssues } from '@fitmarket/core/rules/password';
import { Button, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/NewPasswordFields';

export interface NewPasswordFormProps {
  onSubmit: (password: string, repeat: string) => void;
  submitting: boolean;
}

/** Password reset step 3: the new password, twice. */
export function NewPasswordForm({ onSubmit, submitting }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [attempted, setAttempted] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (passwordIssues(password, repeat).length === 0) onSubmit(password, repeat);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="new-password-form">
      <Stack gap="md">
        <NewPasswordFields
          password={password}
          repeat={repeat}
          onPasswordChange={setPassword}
          onRepeatChange={setRepeat}
          passwordLabel={t('backofficeAccount.forgot.step3.password')}
          repeatLabel={t('backofficeAccount.forgot.step3.passwordRepeat')}
          showErrors={attempted}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {t('backofficeAccount.forgot.step3.submit')}
        </Button>
      </Stack>
    </form>
  );
}
