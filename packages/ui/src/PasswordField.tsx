import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A password input with a show/hide button that keyboard users can reach and screen readers
 * can name. Labels come from the caller, and so does `required`: the marketplace checks required
 * fields itself, the back-office lets the browser do it. Neither shows an asterisk.
 */
export function PasswordField(props: Omit<PasswordInputProps, 'visibilityToggleButtonProps'>) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      withAsterisk={false}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('accountShared.fields.togglePassword') }}
      {...props}
    />
  );
}
