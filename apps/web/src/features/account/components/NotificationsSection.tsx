import type { TMe } from '@fitmarket/core/api/auth';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { Group, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUpdateSettings } from '../../../lib/settings';
import { SavedStatus } from './SavedStatus';
import { SettingsSection } from './SettingsSection';

/** E-mail notifications on or off, saved as soon as the switch is flipped. */
export function NotificationsSection({ me }: { me: TMe }) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  // While saving, the switch shows what was asked for, not what the server had.
  const checked = update.isPending
    ? (update.variables.email_notifications ?? me.email_notifications)
    : me.email_notifications;
  return (
    <SettingsSection id="notifications" title={t('webAccount.settings.notifications.title')}>
      <Group gap="md" align="flex-start">
        <Switch
          label={t('webAccount.settings.notifications.label')}
          description={t('webAccount.settings.notifications.description')}
          checked={checked}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ email_notifications: event.currentTarget.checked })}
        />
        <SavedStatus saved={update.isSuccess} />
      </Group>
      {update.isError && <ErrorAlerts errors={errorsOf(update.error)} />}
    </SettingsSection>
  );
}
