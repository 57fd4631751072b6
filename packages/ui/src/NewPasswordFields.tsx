import { Stack } from '@mantine/core';
import type { ChangeEvent, ReactNode } from 'react';
import { PasswordField } from './PasswordField';
import { PasswordRulesHint } from './PasswordRulesHint';

/** What a form gives each input (Mantine `getInputProps`). */
export interface PasswordInputBinding {
  value?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: ReactNode;
}

export interface NewPasswordFieldsProps {
  /** The form's bindings of the new password and of its repeat. */
  inputProps: (field: 'password' | 'repeat') => PasswordInputBinding;
  /** The new password as typed, for the rules ticked off under it. */
  password: string;
  passwordLabel: string;
  repeatLabel: string;
  /** Marks both inputs required (the back-office's way); the marketplace leaves it off. */
  required?: boolean;
}

/**
 * A new password and its repeat, with the rules ticked off while typing; the form checks them
 * with core's rules (`newPasswordIssues`: 1307, 1308, 1083) before anything is sent.
 */
export function NewPasswordFields({
  inputProps,
  password,
  passwordLabel,
  repeatLabel,
  required = false,
}: NewPasswordFieldsProps) {
  return (
    <Stack gap="sm">
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        required={required}
        {...inputProps('password')}
      />
      <PasswordRulesHint password={password} />
      <PasswordField
        label={repeatLabel}
        autoComplete="new-password"
        required={required}
        {...inputProps('repeat')}
      />
    </Stack>
  );
}
