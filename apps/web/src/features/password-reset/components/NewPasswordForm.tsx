import { passwordIssues } from '@fitmarket/core/rules/password';
import { Button, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/NewPasswordFields';

export interface NewPasswordFormProps {
  submitting: boolean;
  onSubmit: (password: string, repeat: string) => void;
}

/** The new password twice; strength (1307/1308) and match (1083) are checked before sending. */
export function NewPasswordForm({ submitting, onSubmit }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [tried, setTried] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (passwordIssues(password, repeat).length === 0) onSubmit(password, repeat);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NewPasswordFields
          password={password}
          repeat={repeat}
          onPasswordChange={setPassword}
          onRepeatChange={setRepeat}
          passwordLabel={t('webAccount.passwordReset.password')}
          repeatLabel={t('webAccount.passwordReset.passwordRepeat')}
          issues={tried ? passwordIssues(password, repeat) : []}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {t('webAccount.passwordReset.change')}
        </Button>
      </Stack>
    </form>
  );
}
