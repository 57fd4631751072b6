import { type TAdminRegisterAccount, ZAdminRegisterAccountSchema } from '@fitmarket/core/api/auth';
import { DESCRIPTION_MAX_LENGTH } from '@fitmarket/core/limits';
import { newPasswordIssues } from '@fitmarket/core/rules/password';
import { NewPasswordFields } from '@fitmarket/ui/NewPasswordFields';
import { useCoreForm } from '@fitmarket/ui/useCoreForm';
import { Button, Checkbox, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LegalLinks } from './LegalLinks';

/** The link's code and address travel apart from what the person types. */
const detailsSchema = ZAdminRegisterAccountSchema.omit({ code: true, email: true });
export type AccountDetails = Omit<TAdminRegisterAccount, 'code' | 'email'>;

export interface AccountDetailsFormProps {
  /** The address the link was sent to; it cannot be changed here. */
  email: string;
  onSubmit: (details: AccountDetails) => void;
  submitting: boolean;
}

/** Sign-up step 3: who the new staff member is and their password. */
export function AccountDetailsForm({ email, onSubmit, submitting }: AccountDetailsFormProps) {
  const { t } = useTranslation();
  const { form } = useCoreForm<AccountDetails>({
    initialValues: {
      first_name: '',
      last_name: '',
      password: '',
      password_repeat: '',
      description: '',
      email_notifications: true,
    },
    schema: detailsSchema,
    rules: (values) => newPasswordIssues(values.password, values.password_repeat),
  });

  const submit = (values: AccountDetails) =>
    onSubmit({
      ...values,
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      description: values.description.trim(),
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate data-testid="account-details-form">
      <Stack gap="md">
        <TextInput
          name="email"
          type="email"
          label={t('backofficeAccount.fields.email')}
          value={email}
          readOnly
        />
        <TextInput
          name="first_name"
          label={t('backofficeAccount.fields.firstName')}
          autoComplete="given-name"
          required
          withAsterisk={false}
          {...form.getInputProps('first_name')}
        />
        <TextInput
          name="last_name"
          label={t('backofficeAccount.fields.lastName')}
          autoComplete="family-name"
          required
          withAsterisk={false}
          {...form.getInputProps('last_name')}
        />
        <NewPasswordFields
          inputProps={(field) =>
            form.getInputProps(field === 'password' ? 'password' : 'password_repeat')
          }
          password={form.getValues().password}
          passwordLabel={t('backofficeAccount.fields.password')}
          repeatLabel={t('backofficeAccount.fields.passwordRepeat')}
          required
        />
        <Textarea
          name="description"
          label={t('backofficeAccount.fields.description')}
          description={t('backofficeAccount.fields.descriptionHint')}
          autosize
          minRows={3}
          maxLength={DESCRIPTION_MAX_LENGTH}
          {...form.getInputProps('description')}
        />
        <Checkbox
          name="email_notifications"
          label={t('backofficeAccount.signup.step3.emailNotifications')}
          {...form.getInputProps('email_notifications', { type: 'checkbox' })}
        />
        {/* The invitation link comes straight here, past step 1's checkbox: say what applies. */}
        <LegalLinks i18nKey="backofficeAccount.signup.step3.accept" />
        <Button type="submit" loading={submitting} fullWidth>
          {t('backofficeAccount.signup.step3.submit')}
        </Button>
      </Stack>
    </form>
  );
}
