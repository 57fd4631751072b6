import type { ErrorCode } from '@fitmarket/core/errors/catalogue';
import { PasswordRulesHint } from '@fitmarket/ui/PasswordRulesHint';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './PasswordField';

export interface NewPasswordFieldsProps {
  password: string;
  repeat: string;
  onPasswordChange: (value: string) => void;
  onRepeatChange: (value: string) => void;
  passwordLabel: string;
  repeatLabel: string;
  /** From core's `passwordIssues(password, repeat)`, once the visitor has tried to send. */
  issues: readonly ErrorCode[];
}

/** A new password with the rules ticked off while typing, and its repeat. */
export function NewPasswordFields({
  password,
  repeat,
  onPasswordChange,
  onRepeatChange,
  passwordLabel,
  repeatLabel,
  issues,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const passwordIssue = issues.find((code) => code !== 1083);
  return (
    <Stack gap="sm">
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPasswordChange(event.currentTarget.value)}
        error={passwordIssue && t(`errors.${passwordIssue}`)}
      />
      <PasswordRulesHint password={password} />
      <PasswordField
        label={repeatLabel}
        autoComplete="new-password"
        value={repeat}
        onChange={(event) => onRepeatChange(event.currentTarget.value)}
        error={issues.includes(1083) && t('errors.1083')}
      />
    </Stack>
  );
}
