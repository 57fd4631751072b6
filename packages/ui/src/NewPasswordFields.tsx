import { passwordIssues } from '@fitmarket/core/rules/password';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './PasswordField';
import { PasswordRulesHint } from './PasswordRulesHint';

export interface NewPasswordFieldsProps {
  password: string;
  repeat: string;
  onPasswordChange: (value: string) => void;
  onRepeatChange: (value: string) => void;
  passwordLabel: string;
  repeatLabel: string;
  /** From the first attempt to send on, the field errors follow what is typed. */
  showErrors: boolean;
  /** Marks both inputs required (the back-office's way); the marketplace leaves it off. */
  required?: boolean;
}

/**
 * A new password and its repeat, with the rules ticked off while typing and the errors the
 * server would give (1307, 1308, 1083) shown before anything is sent.
 */
export function NewPasswordFields({
  password,
  repeat,
  onPasswordChange,
  onRepeatChange,
  passwordLabel,
  repeatLabel,
  showErrors,
  required = false,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const issues = showErrors ? passwordIssues(password, repeat) : [];
  const passwordIssue = issues.find((code) => code !== 1083);
  return (
    <Stack gap="sm">
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        required={required}
        value={password}
        onChange={(event) => onPasswordChange(event.currentTarget.value)}
        error={passwordIssue && t(`errors.${passwordIssue}`)}
      />
      <PasswordRulesHint password={password} />
      <PasswordField
        label={repeatLabel}
        autoComplete="new-password"
        required={required}
        value={repeat}
        onChange={(event) => onRepeatChange(event.currentTarget.value)}
        error={issues.includes(1083) && t('errors.1083')}
      />
    </Stack>
  );
}
