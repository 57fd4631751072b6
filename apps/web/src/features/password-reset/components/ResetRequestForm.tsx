import { type TEmailOnly, ZEmailOnlySchema } from '@fitmarket/core/api/auth';
import { validateEmail } from '@fitmarket/core/rules/email';
import { useCoreForm } from '@fitmarket/ui/useCoreForm';
import { Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ResetRequestFormProps {
  submitting: boolean;
  onSubmit: (email: string) => void;
}

/** The account's e-mail address, checked with core's rules (1170, 1018) before it is sent. */
export function ResetRequestForm({ submitting, onSubmit }: ResetRequestFormProps) {
  const { t } = useTranslation();
  const { form } = useCoreForm<TEmailOnly>({
    initialValues: { email: '' },
    schema: ZEmailOnlySchema,
    rules: ({ email }) => ({ email: validateEmail(email) }),
  });

  return (
    <form onSubmit={form.onSubmit(({ email }) => onSubmit(email.trim()))} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('webAccount.fields.email')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {t('webAccount.passwordReset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
