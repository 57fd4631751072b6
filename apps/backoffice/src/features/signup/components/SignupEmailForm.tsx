import { ZEmailOnlySchema } from '@fitmarket/core/api/auth';
import type { ErrorCode } from '@fitmarket/core/errors/catalogue';
import { validateEmail } from '@fitmarket/core/rules/email';
import { ErrorAlerts, type ShownError } from '@fitmarket/ui/ErrorAlerts';
import { useCoreForm } from '@fitmarket/ui/useCoreForm';
import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LegalLinks } from './LegalLinks';

/** SPEC §5: the back-office raises this itself when the box is not ticked, and sends nothing. */
const TERMS_NOT_ACCEPTED: ErrorCode = 2004;

export interface SignupEmailFormProps {
  onSubmit: (email: string) => void;
  submitting: boolean;
  /** Errors of the last attempt to send, or passed from elsewhere. */
  errors: readonly ShownError[];
}

/**
 * Sign-up step 1: the work address, checked as POST /v1/admin/register/email does, and the
 * acceptance of the terms and privacy policy, which only this page asks for.
 */
export function SignupEmailForm({ onSubmit, submitting, errors }: SignupEmailFormProps) {
  const { t } = useTranslation();
  const { form } = useCoreForm({
    initialValues: { email: '', terms: false },
    schema: ZEmailOnlySchema,
    toRequest: ({ email }) => ({ email }),
    rules: ({ email, terms }) => ({
      email: validateEmail(email),
      terms: terms ? null : TERMS_NOT_ACCEPTED,
    }),
  });
  // Said in the alert above the form, as SPEC §5 shows it; the box itself is only marked.
  const termsIssue = form.errors.terms !== undefined;

  return (
    <form
      onSubmit={form.onSubmit(({ email }) => onSubmit(email.trim()))}
      noValidate
      data-testid="signup-form"
    >
      <Stack gap="md">
        <ErrorAlerts errors={termsIssue ? [{ code: TERMS_NOT_ACCEPTED }, ...errors] : errors} />
        <TextInput
          name="email"
          type="email"
          label={t('backofficeAccount.fields.email')}
          autoComplete="email"
          required
          withAsterisk={false}
          {...form.getInputProps('email')}
        />
        <Stack gap={6}>
          <Checkbox
            name="terms"
            label={t('backofficeAccount.signup.step1.accept')}
            {...form.getInputProps('terms', { type: 'checkbox' })}
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
