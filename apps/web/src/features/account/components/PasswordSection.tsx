import { type TMe, type TPasswordChange, ZPasswordChangeSchema } from '@fitmarket/core/api/auth';
import { newPasswordIssues } from '@fitmarket/core/rules/password';
import { validateGiven } from '@fitmarket/core/rules/text';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { NewPasswordFields } from '@fitmarket/ui/NewPasswordFields';
import { PasswordField } from '@fitmarket/ui/PasswordField';
import { useCoreForm } from '@fitmarket/ui/useCoreForm';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../api/changePassword';
import { SettingsSection } from './SettingsSection';

/**
 * Change the password with the current one, or, for an account made through social sign-in that
 * has none (`has_password: false`), set a first one.
 */
export function PasswordSection({ me }: { me: TMe }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const hasPassword = me.has_password;
  const { form, refused, refusal, clearRefusal } = useCoreForm<TPasswordChange>({
    initialValues: { current_password: '', password: '', password_repeat: '' },
    schema: ZPasswordChangeSchema,
    rules: (values) => ({
      // The server asks for the current password of an account that has one.
      current_password: hasPassword ? validateGiven(values.current_password) : null,
      ...newPasswordIssues(values.password, values.password_repeat),
    }),
  });

  const submit = (values: TPasswordChange) => {
    clearRefusal();
    change.mutate(
      { ...values, current_password: hasPassword ? values.current_password : '' },
      { onSuccess: () => form.reset(), onError: refused },
    );
  };

  const title = hasPassword
    ? t('webAccount.settings.password.changeTitle')
    : t('webAccount.settings.password.setTitle');
  return (
    <SettingsSection id="password" title={title}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          {!hasPassword && <Text size="sm">{t('webAccount.settings.password.setLead')}</Text>}
          {change.isSuccess && (
            <Alert color="teal" variant="light" role="status" data-testid="password-saved">
              {t('webAccount.settings.password.changed')}
            </Alert>
          )}
          <ErrorAlerts errors={refusal} />
          {hasPassword && (
            <PasswordField
              label={t('webAccount.settings.password.current')}
              autoComplete="current-password"
              {...form.getInputProps('current_password')}
              maw={420}
            />
          )}
          <Stack maw={420} gap={0}>
            <NewPasswordFields
              inputProps={(field) =>
                form.getInputProps(field === 'password' ? 'password' : 'password_repeat')
              }
              password={form.getValues().password}
              passwordLabel={t('webAccount.settings.password.new')}
              repeatLabel={t('webAccount.settings.password.repeat')}
            />
          </Stack>
          <Group>
            <Button type="submit" loading={change.isPending}>
              {hasPassword
                ? t('webAccount.settings.password.change')
                : t('webAccount.settings.password.set')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
