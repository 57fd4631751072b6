import { type TEmailOnly, ZEmailOnlySchema } from '@fitmarket/core/api/auth';
import { validateEmail } from '@fitmarket/core/rules/email';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { useCoreForm } from '@fitmarket/ui/useCoreForm';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useResendConfirmation } from '../api/resendConfirmation';

export interface ResendConfirmationProps {
  /** The address to send to; without it the visitor types it. */
  email?: string;
}

/**
 * "Send the confirmation link again", with what came of it. A typed address is checked with
 * core's rules (1170, 1018) before it is sent; the server's refusal shows under it.
 */
export function ResendConfirmation({ email: knownEmail }: ResendConfirmationProps) {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  const { form, refused, refusal, clearRefusal } = useCoreForm<TEmailOnly>({
    initialValues: { email: knownEmail ?? '' },
    schema: ZEmailOnlySchema,
    rules: ({ email }) => ({ email: validateEmail(email) }),
  });

  const submit = ({ email }: TEmailOnly) => {
    clearRefusal();
    resend.mutate((knownEmail ?? email).trim(), { onError: refused });
  };
  // A known address has no field to show its errors under: they all go above the button.
  const errors = knownEmail === undefined ? refusal : resend.isError ? errorsOf(resend.error) : [];

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        {knownEmail === undefined && (
          <TextInput
            label={t('webAccount.fields.email')}
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
        )}
        {resend.isSuccess && (
          <Alert color="teal" variant="light" role="status" data-testid="confirmation-resent">
            {t('webAccount.resend.sent', { email: resend.variables })}
          </Alert>
        )}
        <ErrorAlerts errors={errors} />
        <Button type="submit" variant="light" loading={resend.isPending} fullWidth>
          {t('webAccount.resend.button')}
        </Button>
      </Stack>
    </form>
  );
}
