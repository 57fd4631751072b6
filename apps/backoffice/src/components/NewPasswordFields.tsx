import { passwordIssues } from '@fitmarket/core/rules/password';
import { PasswordRulesHint } from '@fitmarket/ui/PasswordRulesHint';
import { PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface NewPasswordFieldsProps {
  password: string;
  repeat: string;
  onPasswordChange: (value: string) => void;
  onRepeatChange: (value: string) => void;
  passwordLabel: string;
  repeatLabel: string;
  /** From the first attempt to send on, the field errors follow what is typed. */
  showErrors: boolean;
}

/**
 * A new password and its repeat, with the rules shown while typing and the errors the server
 * would give (1307, 1308, 1083) shown before anything is sent.
 */
export function NewPasswordFields({
  password,
  repeat,
  onPasswordChange,
  onRepeatChange,
  passwordLabel,
  repeatLabel,
  showErrors,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const issues = showErrors ? passwordIssues(password, repeat) : [];
  const passwordIssue = issues.find((code) => code !== 1083);
  const toggle = { 'aria-label': t('backofficeAccount.fields.togglePassword') };
  return (
    <Stack gap="sm">
      <PasswordInput
        label={passwordLabel}
        autoComplete="new-password"
        required
        withAsterisk={false}
        value={password}
        onChange={(event) => onPasswordChange(event.currentTarget.value)}
        error={passwordIssue && t(`errors.${passwordIssue}`)}
        visibilityToggleFocusable
        visibilityToggleButtonProps={toggle}
      />
      <PasswordRulesHint password={password} />
      <PasswordInput
        label={repeatLabel}
        autoComplete="new-password"
        required
        withAsterisk={false}
        value={repeat}
        onChange={(event) => onRepeatChange(event.currentTarget.value)}
        error={issues.includes(1083) && t('errors.1083')}
        visibilityToggleFocusable
        visibilityToggleButtonProps={toggle}
      />
    </Stack>
  );
}
