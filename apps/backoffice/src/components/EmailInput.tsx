import { validateEmail } from '@fitmarket/core/rules/email';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An e-mail field judged by the core rule, quietly until the form is first sent and then as
 * the person corrects it.
 */
export function useEmailInput() {
  const [value, setValue] = useState('');
  const [attempted, setAttempted] = useState(false);
  return {
    /** The address as it is sent. */
    email: value.trim(),
    /** Marks the form as sent; whether the address may go. */
    check: () => {
      setAttempted(true);
      return validateEmail(value) === null;
    },
    /** Empties the field for the next address (after a successful send). */
    reset: () => {
      setValue('');
      setAttempted(false);
    },
    field: { value, onChange: setValue, issue: attempted ? validateEmail(value) : null },
  };
}

interface EmailInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'error'> {
  field: ReturnType<typeof useEmailInput>['field'];
}

/** The field of `useEmailInput`; the label and anything else as on a TextInput. */
export function EmailInput({ field, ...props }: EmailInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      name="email"
      type="email"
      autoComplete="email"
      required
      withAsterisk={false}
      {...props}
      value={field.value}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      error={field.issue && t(`errors.${field.issue}`)}
    />
  );
}
