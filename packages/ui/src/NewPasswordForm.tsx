import { ZResetPasswordSchema } from '@fitmarket/core/api/auth';
import { newPasswordIssues } from '@fitmarket/core/rules/password';
import { Button, Stack } from '@mantine/core';
import { NewPasswordFields, type NewPasswordFieldsProps } from './NewPasswordFields';
import { useCoreForm } from './useCoreForm';

export interface NewPasswordFormProps
  extends Pick<NewPasswordFieldsProps, 'passwordLabel' | 'repeatLabel' | 'required'> {
  submitLabel: string;
  submitting: boolean;
  onSubmit: (password: string, repeat: string) => void;
}

/** The two fields every password reset sends with its code (and, in the back-office, e-mail). */
const newPasswordSchema = ZResetPasswordSchema.pick({ password: true, password_repeat: true });

/**
 * The last step of a password reset: the new password twice. Strength (1307/1308) and match
 * (1083) are checked with core's rules before anything is sent; the texts come from the app.
 */
export function NewPasswordForm({
  passwordLabel,
  repeatLabel,
  required,
  submitLabel,
  submitting,
  onSubmit,
}: NewPasswordFormProps) {
  const { form } = useCoreForm({
    initialValues: { password: '', password_repeat: '' },
    schema: newPasswordSchema,
    rules: (values) => newPasswordIssues(values.password, values.password_repeat),
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => onSubmit(values.password, values.password_repeat))}
      noValidate
      data-testid="new-password-form"
    >
      <Stack gap="md">
        <NewPasswordFields
          inputProps={(field) =>
            form.getInputProps(field === 'password' ? 'password' : 'password_repeat')
          }
          password={form.getValues().password}
          passwordLabel={passwordLabel}
          repeatLabel={repeatLabel}
          required={required}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
