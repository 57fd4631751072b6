import type { ErrorCode } from '@fitmarket/core/errors/catalogue';
import { ErrorAlerts, type ShownError } from '@fitmarket/ui/ErrorAlerts';
import { Button, Checkbox, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailInput, useEmailInput } from '../../../components/EmailInput';
import { LegalLinks } from './LegalLinks';

/** SPEC §5: the back-office raises this itself when the box is not ticked, and sends nothing. */
const TERMS_NOT_ACCEPTED: ErrorCode = 2004;

export interface SignupEmailFormProps {
  onSubmit: (email: string) => void;
  submitting: boolean;
  /** Errors of the last attempt to send, or passed from elsewhere. */
  errors: readonly ShownError[];
}

/** Sign-up step 1: the work address and the acceptance of the terms and privacy policy. */
export function SignupEmailForm({ onSubmit, submitting, errors }: SignupEmailFormProps) {
  const { t } = useTranslation();
  const email = useEmailInput();
  const [accepted, setAccepted] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const termsIssue = attempted && !accepted;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (email.check() && accepted) onSubmit(email.email);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="signup-form">
      <Stack gap="md">
        <ErrorAlerts errors={termsIssue ? [{ code: TERMS_NOT_ACCEPTED }, ...errors] : errors} />
        <EmailInput field={email.field} label={t('backofficeAccount.fields.email')} />
        <Stack gap={6}>
          <Checkbox
            name="terms"
            label={t('backofficeAccount.signup.step1.accept')}
            checked={accepted}
            onChange={(event) => setAccepted(event.currentTarget.checked)}
            error={termsIssue}
          />
          <LegalLinks i18nKey="backofficeAccount.signup.step1.read" pl={32} />
        </Stack>
        <Button type="submit" loading={submitting} fullWidth>
          {t('backofficeAccount.signup.step1.submit')}
        </Button>
      </Stack>
    </form>
  );
}
