import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A password input with a show/hide button that keyboard users can reach and screen readers
 * can name. Labels come from the caller; `required` is checked by us, not by the browser.
 */
export function PasswordField(props: Omit<PasswordInputProps, 'visibilityToggleButtonProps'>) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      withAsterisk={false}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('webAccount.fields.togglePassword') }}
      {...props}
    />
  );
}
