import { Anchor, Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface Consents {
  terms: boolean;
  privacy: boolean;
  emailNotifications: boolean;
}

export interface ConsentCheckboxesProps {
  value: Consents;
  onChange: (value: Consents) => void;
  /** Shown once the visitor has tried to send without accepting. */
  showErrors: boolean;
}

/** The consent codes the server would give: terms 1309, privacy policy 2005 (SPEC §5). */
export function consentIssues(consents: Consents): (1309 | 2005)[] {
  const issues: (1309 | 2005)[] = [];
  if (!consents.terms) issues.push(1309);
  if (!consents.privacy) issues.push(2005);
  return issues;
}

/**
 * Terms of use and privacy policy, each with a link that opens the document in a new tab (so a
 * half-filled form is not lost), and the e-mail notification choice.
 */
export function ConsentCheckboxes({ value, onChange, showErrors }: ConsentCheckboxesProps) {
  const { t } = useTranslation();
  const issues = showErrors ? consentIssues(value) : [];
  return (
    <Stack gap="sm">
      <Checkbox
        label={t('webAccount.signUp.acceptTerms')}
        checked={value.terms}
        onChange={(event) => onChange({ ...value, terms: event.currentTarget.checked })}
        error={issues.includes(1309) && t('errors.1309')}
        description={
          <Anchor href="/page/terms" target="_blank" rel="noopener" size="xs">
            {t('webAccount.signUp.readTerms')}
          </Anchor>
        }
      />
      <Checkbox
        label={t('webAccount.signUp.acceptPrivacy')}
        checked={value.privacy}
        onChange={(event) => onChange({ ...value, privacy: event.currentTarget.checked })}
        error={issues.includes(2005) && t('errors.2005')}
        description={
          <Anchor href="/page/privacy" target="_blank" rel="noopener" size="xs">
            {t('webAccount.signUp.readPrivacy')}
          </Anchor>
        }
      />
      <Checkbox
        label={t('webAccount.signUp.emailNotifications')}
        checked={value.emailNotifications}
        onChange={(event) =>
          onChange({ ...value, emailNotifications: event.currentTarget.checked })
        }
      />
    </Stack>
  );
}
