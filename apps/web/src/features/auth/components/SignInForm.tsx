import { type TLogin, ZLoginSchema } from '@fitmarket/core/api/auth';
import { validateEmail } from '@fitmarket/core/rules/email';
import { validateGiven } from '@fitmarket/core/rules/text';
import { PasswordField } from '@fitmarket/ui/PasswordField';
import { useCoreForm } from '@fitmarket/ui/useCoreForm';
import { Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface SignInFormProps {
  submitting: boolean;
  onSubmit: (credentials: TLogin) => void;
}

/** E-mail and password; empty or malformed fields are pointed out before anything is sent. */
export function SignInForm({ submitting, onSubmit }: SignInFormProps) {
  const { t } = useTranslation();
  const { form } = useCoreForm<TLogin>({
    initialValues: { email: '', password: '' },
    schema: ZLoginSchema,
    rules: ({ email, password }) => ({
      email: validateEmail(email),
      password: validateGiven(password),
    }),
  });

  return (
    <form
      onSubmit={form.onSubmit(({ email, password }) => onSubmit({ email: email.trim(), password }))}
      noValidate
    >
      <Stack gap="md">
        <TextInput
          label={t('webAccount.fields.email')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t('webAccount.fields.password')}
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {t('webAccount.signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
