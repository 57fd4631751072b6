import { type TSignup, ZSignupSchema } from '@fitmarket/core/api/auth';
import type { MarketplaceRole } from '@fitmarket/core/limits';
import { consentIssues } from '@fitmarket/core/rules/consents';
import { validateEmail } from '@fitmarket/core/rules/email';
import { passwordIssues } from '@fitmarket/core/rules/password';
import { PasswordField } from '@fitmarket/ui/PasswordField';
import { PasswordRulesHint } from '@fitmarket/ui/PasswordRulesHint';
import { useCoreForm } from '@fitmarket/ui/useCoreForm';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NameFields } from '../../../components/NameFields';
import { ConsentCheckboxes } from './ConsentCheckboxes';
import { RoleChoice } from './RoleChoice';

export interface SignUpFormProps {
  submitting: boolean;
  onSubmit: (input: TSignup) => void;
}

type SignUpValues = Omit<TSignup, 'language'>;

/**
 * Role, name (optional: the account menu shows it instead of the e-mail), e-mail, password and
 * consents. Everything the server would reject (core's sign-up schema and rules: 1170/1018,
 * 1307/1308, 1309, 2005) is shown at the field before anything is sent.
 */
export function SignUpForm({ submitting, onSubmit }: SignUpFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The professional landing links here with ?role=professional.
  const [searchParams] = useSearchParams();
  const role: MarketplaceRole =
    searchParams.get('role') === 'professional' ? 'professional' : 'customer';
  const { form } = useCoreForm<SignUpValues>({
    initialValues: {
      role,
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      terms_accepted: false,
      privacy_accepted: false,
      email_notifications: false,
    },
    schema: ZSignupSchema,
    rules: (values) => ({
      email: validateEmail(values.email),
      password: passwordIssues(values.password)[0],
      ...consentIssues(values),
    }),
  });
  const values = form.getValues();

  const submit = (input: SignUpValues) =>
    onSubmit({
      ...input,
      first_name: input.first_name.trim(),
      last_name: input.last_name.trim(),
      email: input.email.trim(),
      // The confirmation e-mail and later mails come in the language the visitor signed up in.
      language,
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <RoleChoice value={values.role} onChange={(next) => form.setFieldValue('role', next)} />
        <Stack gap={4}>
          <NameFields inputProps={(field) => form.getInputProps(field)} />
          <Text size="xs" c="dimmed">
            {t('webAccount.signUp.nameHint')}
          </Text>
        </Stack>
        <TextInput
          label={t('webAccount.fields.email')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Stack gap="xs">
          <PasswordField
            label={t('webAccount.fields.password')}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordRulesHint password={values.password} />
        </Stack>
        <ConsentCheckboxes
          inputProps={(field) => form.getInputProps(field, { type: 'checkbox' })}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {t('webAccount.signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
