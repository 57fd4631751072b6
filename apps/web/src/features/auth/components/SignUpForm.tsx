import type { TSignup } from '@fitmarket/core/api/auth';
import type { MarketplaceRole } from '@fitmarket/core/limits';
import { validateEmail } from '@fitmarket/core/rules/email';
import { passwordIssues } from '@fitmarket/core/rules/password';
import { PasswordField } from '@fitmarket/ui/PasswordField';
import { PasswordRulesHint } from '@fitmarket/ui/PasswordRulesHint';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NameFields, type Names } from '../../../components/NameFields';
import { ConsentCheckboxes, type Consents, consentIssues } from './ConsentCheckboxes';
import { RoleChoice } from './RoleChoice';

export interface SignUpFormProps {
  submitting: boolean;
  onSubmit: (input: TSignup) => void;
}

/**
 * Role, name (optional: the account menu shows it instead of the e-mail), e-mail, password and
 * consents. Everything the server would reject (1170/1018, 1307/1308,
 * 1309, 2005) is shown at the field before anything is sent.
 */
export function SignUpForm({ submitting, onSubmit }: SignUpFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The professional landing links here with ?role=professional.
  const [searchParams] = useSearchParams();
  const [role, setRole] = useState<MarketplaceRole>(
    searchParams.get('role') === 'professional' ? 'professional' : 'customer',
  );
  const [names, setNames] = useState<Names>({ firstName: '', lastName: '' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [consents, setConsents] = useState<Consents>({
    terms: false,
    privacy: false,
    emailNotifications: false,
  });
  const [tried, setTried] = useState(false);
  const emailIssue = tried ? validateEmail(email) : null;
  const passwordIssue = tried ? passwordIssues(password)[0] : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const valid =
      validateEmail(email) === null &&
      passwordIssues(password).length === 0 &&
      consentIssues(consents).length === 0;
    if (!valid) return;
    onSubmit({
      first_name: names.firstName.trim(),
      last_name: names.lastName.trim(),
      email: email.trim(),
      password,
      role,
      terms_accepted: consents.terms,
      privacy_accepted: consents.privacy,
      email_notifications: consents.emailNotifications,
      // The confirmation e-mail and later mails come in the language the visitor signed up in.
      language,
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <RoleChoice value={role} onChange={setRole} />
        <Stack gap={4}>
          <NameFields value={names} onChange={setNames} />
          <Text size="xs" c="dimmed">
            {t('webAccount.signUp.nameHint')}
          </Text>
        </Stack>
        <TextInput
          label={t('webAccount.fields.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={emailIssue !== null && t(`errors.${emailIssue}`)}
        />
        <Stack gap="xs">
          <PasswordField
            label={t('webAccount.fields.password')}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={passwordIssue !== undefined && t(`errors.${passwordIssue}`)}
          />
          <PasswordRulesHint password={password} />
        </Stack>
        <ConsentCheckboxes value={consents} onChange={setConsents} showErrors={tried} />
        <Button type="submit" loading={submitting} fullWidth>
          {t('webAccount.signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
