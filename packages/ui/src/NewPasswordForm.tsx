import { passwordIssues } from '@fitmarket/core/rules/password';
import { Button, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { NewPasswordFields, type NewPasswordFieldsProps } from './NewPasswordFields';

export interface NewPasswordFormProps
  extends Pick<NewPasswordFieldsProps, 'passwordLabel' | 'repeatLabel' | 'required'> {
  submitLabel: string;
  submitting: boolean;
  onSubmit: (password: string, repeat: string) => void;
}

/**
 * The last step of a password reset: the new password twice. Strength (1307/1308) and match
 * (1083) are checked before anything is sent; the texts come from the app.
 */
export function NewPasswordForm({
  passwordLabel,
  repeatLabel,
  required,
  submitLabel,
  submitting,
  onSubmit,
}: NewPasswordFormProps) {
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
          passwordLabel={passwordLabel}
          repeatLabel={repeatLabel}
          required={required}
          showErrors={attempted}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
