import { type TSocialSignupComplete, ZSocialSignupCompleteSchema } from '@fitmarket/core/api/auth';
import type { MarketplaceRole } from '@fitmarket/core/limits';
import { consentIssues } from '@fitmarket/core/rules/consents';
import { useCoreForm } from '@fitmarket/ui/useCoreForm';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConsentCheckboxes } from './ConsentCheckboxes';
import { RoleChoice } from './RoleChoice';

export type SocialSignUpChoices = Omit<TSocialSignupComplete, 'code'>;

export interface SocialSignUpFormProps {
  submitting: boolean;
  onSubmit: (choices: SocialSignUpChoices) => void;
}

/** The e-mailed code comes from the address, not from the form. */
const choicesSchema = ZSocialSignupCompleteSchema.omit({ code: true });

/** What the provider cannot tell us: the role, and the consents (checked before sending). */
export function SocialSignUpForm({ submitting, onSubmit }: SocialSignUpFormProps) {
  const { t } = useTranslation();
  const { form } = useCoreForm<SocialSignUpChoices>({
    initialValues: {
      role: 'customer' as MarketplaceRole,
      terms_accepted: false,
      privacy_accepted: false,
      email_notifications: false,
    },
    schema: choicesSchema,
    rules: consentIssues,
  });

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <RoleChoice
          value={form.getValues().role}
          onChange={(role) => form.setFieldValue('role', role)}
        />
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
