import type { TMe } from '@fitmarket/core/api/auth';
import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  OPTIONAL_NOTIFICATION_TYPES,
  type OptionalNotificationType,
} from '@fitmarket/core/rules/notifications';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { Checkbox, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUpdateSettings } from '../../../lib/settings';
import { SavedStatus } from './SavedStatus';
import { SettingsSection } from './SettingsSection';

/**
 * The notices a person may turn off, per type and channel, saved as soon as a box is flipped;
 * the e-mail switch turns all their e-mails off at once. Booking and account notices are
 * transactional (core rules/notifications.ts): shown as always on, with no switch.
 */
export function NotificationsSection({ me }: { me: TMe }) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  // While saving, the boxes show what was asked for, not what the server had.
  const asked = update.isPending ? update.variables : undefined;
  const emailOn = asked?.email_notifications ?? me.email_notifications;
  const isOn = (type: OptionalNotificationType, channel: NotificationChannel) =>
    asked?.notification_preferences?.[type]?.[channel] ??
    me.notification_preferences[type][channel];
  return (
    <SettingsSection id="notifications" title={t('webAccount.settings.notifications.title')}>
      <Stack gap="md">
        <Group gap="md" align="flex-start">
          <Switch
            label={t('webAccount.settings.notifications.label')}
            description={t('webAccount.settings.notifications.description')}
            checked={emailOn}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate({ email_notifications: event.currentTarget.checked })
            }
          />
          <SavedStatus saved={update.isSuccess} />
        </Group>
        <Table withRowBorders={false} maw={480} data-testid="notification-preferences">
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              {NOTIFICATION_CHANNELS.map((channel) => (
                <Table.Th key={channel}>
                  {t(
                    `webAccount.settings.notifications.${channel === 'in_app' ? 'inApp' : 'email'}`,
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {OPTIONAL_NOTIFICATION_TYPES.map((type) => (
              <Table.Tr key={type}>
                <Table.Td>{t(`webAccount.settings.notifications.types.${type}`)}</Table.Td>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <Table.Td key={channel}>
                    <Checkbox
                      aria-label={`${t(`webAccount.settings.notifications.types.${type}`)}: ${t(
                        `webAccount.settings.notifications.${channel === 'in_app' ? 'inApp' : 'email'}`,
                      )}`}
                      checked={isOn(type, channel) && (channel === 'in_app' || emailOn)}
                      disabled={update.isPending || (channel === 'email' && !emailOn)}
                      onChange={(event) =>
                        update.mutate({
                          notification_preferences: {
                            [type]: { [channel]: event.currentTarget.checked },
                          },
                        })
                      }
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <div>
          <Text size="sm" fw={600}>
            {t('webAccount.settings.notifications.always')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('webAccount.settings.notifications.alwaysDescription')}
          </Text>
        </div>
      </Stack>
      {update.isError && <ErrorAlerts errors={errorsOf(update.error)} />}
    </SettingsSection>
  );
}
