import type { TAdminRegisterAccount } from '@fitmarket/core/api/auth';
import { DESCRIPTION_MAX_LENGTH } from '@fitmarket/core/limits';
import { passwordIssues } from '@fitmarket/core/rules/password';
import { NewPasswordFields } from '@fitmarket/ui/NewPasswordFields';
import { Button, Checkbox, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LegalLinks } from './LegalLinks';

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
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [description, setDescription] = useState('');
  const [notifications, setNotifications] = useState(true);
  const [attempted, setAttempted] = useState(false);

  const required = t('errors.1307');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const complete = firstName.trim() !== '' && lastName.trim() !== '';
    if (!complete || passwordIssues(password, repeat).length > 0) return;
    onSubmit({
      first_name: firstName.trim(),
      last_name: lastName.trim(),
      password,
      password_repeat: repeat,
      description: description.trim(),
      email_notifications: notifications,
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="account-details-form">
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
          value={firstName}
          onChange={(event) => setFirstName(event.currentTarget.value)}
          error={attempted && firstName.trim() === '' && required}
        />
        <TextInput
          name="last_name"
          label={t('backofficeAccount.fields.lastName')}
          autoComplete="family-name"
          required
          withAsterisk={false}
          value={lastName}
          onChange={(event) => setLastName(event.currentTarget.value)}
          error={attempted && lastName.trim() === '' && required}
        />
        <NewPasswordFields
          password={password}
          repeat={repeat}
          onPasswordChange={setPassword}
          onRepeatChange={setRepeat}
          passwordLabel={t('backofficeAccount.fields.password')}
          repeatLabel={t('backofficeAccount.fields.passwordRepeat')}
          showErrors={attempted}
          required
        />
        <Textarea
          name="description"
          label={t('backofficeAccount.fields.description')}
          description={t('backofficeAccount.fields.descriptionHint')}
          autosize
          minRows={3}
          maxLength={DESCRIPTION_MAX_LENGTH}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <Checkbox
          name="email_notifications"
          label={t('backofficeAccount.signup.step3.emailNotifications')}
          checked={notifications}
          onChange={(event) => setNotifications(event.currentTarget.checked)}
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
