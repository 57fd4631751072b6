import { type TEmailOnly, ZEmailOnlySchema } from '@fitmarket/core/api/auth';
import { validateEmail } from '@fitmarket/core/rules/email';
import { useCoreForm } from '@fitmarket/ui/useCoreForm';
import { Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ForgotEmailFormProps {
  onSubmit: (email: string) => void;
  submitting: boolean;
}

/** Password reset step 1: the address of the account, checked as POST /v1/admin/forgot does. */
export function ForgotEmailForm({ onSubmit, submitting }: ForgotEmailFormProps) {
  const { t } = useTranslation();
  const { form } = useCoreForm<TEmailOnly>({
    initialValues: { email: '' },
    schema: ZEmailOnlySchema,
    rules: ({ email }) => ({ email: validateEmail(email) }),
  });

  return (
    <form
      onSubmit={form.onSubmit(({ email }) => onSubmit(email.trim()))}
      noValidate
      data-testid="forgot-form"
    >
      <Stack gap="md">
        <TextInput
          name="email"
          type="email"
          label={t('backofficeAccount.fields.email')}
          autoComplete="email"
          required
          withAsterisk={false}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {t('backofficeAccount.forgot.step1.submit')}
        </Button>
      </Stack>
    </form>
  );
}
