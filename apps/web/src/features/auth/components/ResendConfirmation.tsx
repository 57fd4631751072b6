import { validateEmail } from '@fitmarket/core/rules/email';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResendConfirmation } from '../api/resendConfirmation';

export interface ResendConfirmationProps {
  /** The address to send to; without it the visitor types it. */
  email?: string;
}

/** "Send the confirmation link again", with what came of it. */
export function ResendConfirmation({ email: knownEmail }: ResendConfirmationProps) {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const email = (knownEmail ?? typed).trim();
  const emailIssue = knownEmail === undefined && tried ? validateEmail(typed) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (validateEmail(email) !== null) return;
    resend.mutate(email);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {knownEmail === undefined && (
          <TextInput
            label={t('webAccount.fields.email')}
            type="email"
            autoComplete="email"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={emailIssue !== null && t(`errors.${emailIssue}`)}
          />
        )}
        {resend.isSuccess && (
          <Alert color="teal" variant="light" role="status" data-testid="confirmation-resent">
            {t('webAccount.resend.sent', { email: resend.variables })}
          </Alert>
        )}
        {resend.isError && <ErrorAlerts errors={errorsOf(resend.error)} />}
        <Button type="submit" variant="light" loading={resend.isPending} fullWidth>
          {t('webAccount.resend.button')}
        </Button>
      </Stack>
    </form>
  );
}
