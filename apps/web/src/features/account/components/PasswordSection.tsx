import type { TMe } from '@fitmarket/core/api/auth';
import { passwordIssues } from '@fitmarket/core/rules/password';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { NewPasswordFields } from '@fitmarket/ui/NewPasswordFields';
import { PasswordField } from '@fitmarket/ui/PasswordField';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../api/changePassword';
import { SettingsSection } from './SettingsSection';

const EMPTY = { current: '', password: '', repeat: '' };

/**
 * Change the password with the current one, or, for an account made through social sign-in that
 * has none (`has_password: false`), set a first one.
 */
export function PasswordSection({ me }: { me: TMe }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [fields, setFields] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const hasPassword = me.has_password;
  const currentMissing = tried && hasPassword && fields.current === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (hasPassword && fields.current === '') return;
    if (passwordIssues(fields.password, fields.repeat).length > 0) return;
    change.mutate(
      {
        current_password: hasPassword ? fields.current : '',
        password: fields.password,
        password_repeat: fields.repeat,
      },
      {
        onSuccess: () => {
          setFields(EMPTY);
          setTried(false);
        },
      },
    );
  };

  const title = hasPassword
    ? t('webAccount.settings.password.changeTitle')
    : t('webAccount.settings.password.setTitle');
  return (
    <SettingsSection id="password" title={title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {!hasPassword && <Text size="sm">{t('webAccount.settings.password.setLead')}</Text>}
          {change.isSuccess && (
            <Alert color="teal" variant="light" role="status" data-testid="password-saved">
              {t('webAccount.settings.password.changed')}
            </Alert>
          )}
          {change.isError && <ErrorAlerts errors={errorsOf(change.error)} />}
          {hasPassword && (
            <PasswordField
              label={t('webAccount.settings.password.current')}
              autoComplete="current-password"
              value={fields.current}
              onChange={(event) => setFields({ ...fields, current: event.currentTarget.value })}
              error={currentMissing && t('errors.1307')}
              maw={420}
            />
          )}
          <Stack maw={420} gap={0}>
            <NewPasswordFields
              password={fields.password}
              repeat={fields.repeat}
              onPasswordChange={(password) => setFields({ ...fields, password })}
              onRepeatChange={(repeat) => setFields({ ...fields, repeat })}
              passwordLabel={t('webAccount.settings.password.new')}
              repeatLabel={t('webAccount.settings.password.repeat')}
              showErrors={tried}
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
