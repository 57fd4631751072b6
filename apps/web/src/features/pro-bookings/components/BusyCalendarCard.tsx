import {
  BUSY_CALENDAR_IMPORT_EVERY_MINUTES,
  BUSY_CALENDAR_URL_MAX_LENGTH,
  busyCalendarUrl,
} from '@fitmarket/core/rules/bookings/busy-calendar';
import { zonedTime } from '@fitmarket/core/rules/bookings/zoned-time';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusyCalendar, useSaveBusyCalendar } from '../api/busyCalendar';

/**
 * The professional's own calendar whose events block their open times (docs/bookings.md "Busy
 * times from your calendar"). The secret address is typed once and never shown again: the card
 * names only its host.
 */
export function BusyCalendarCard({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const calendar = useBusyCalendar();
  const save = useSaveBusyCalendar();
  const [url, setUrl] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [done, setDone] = useState<'saved' | 'removed' | null>(null);
  const status = calendar.data;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (!busyCalendarUrl(url)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    save.mutate(url.trim(), {
      onSuccess: () => {
        setUrl('');
        setDone('saved');
      },
    });
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="busy-calendar-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="busy-calendar-title">
          {t('proBookings.busyCalendar.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('proBookings.busyCalendar.lead', { minutes: BUSY_CALENDAR_IMPORT_EVERY_MINUTES })}
        </Text>
        {done && (
          <Alert color="green" variant="light" role="status">
            {t(`proBookings.busyCalendar.${done}`)}
          </Alert>
        )}
        {calendar.isError && <ErrorAlerts errors={errorsOf(calendar.error)} />}
        {status?.connected && (
          <Stack gap={4} data-testid="busy-calendar-status">
            <Text>{t('proBookings.busyCalendar.connected', { host: status.host })}</Text>
            {status.imported_at ? (
              <Text size="sm" c="dimmed">
                {t('proBookings.busyCalendar.importedAt', {
                  time: zonedTime(status.imported_at, timeZone, language),
                  count: status.busy_count,
                })}
              </Text>
            ) : (
              !status.error && (
                <Text size="sm" c="dimmed">
                  {t('proBookings.busyCalendar.pending')}
                </Text>
              )
            )}
            {status.error && (
              <Alert color="yellow" variant="light">
                {t(`proBookings.busyCalendar.errors.${status.error}`)}
              </Alert>
            )}
          </Stack>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              type="url"
              label={t('proBookings.busyCalendar.url')}
              description={t('proBookings.busyCalendar.urlHint')}
              value={url}
              onChange={(event) => {
                setUrl(event.currentTarget.value);
                setInvalid(false);
              }}
              maxLength={BUSY_CALENDAR_URL_MAX_LENGTH}
              autoComplete="off"
              spellCheck={false}
              required
              error={invalid ? t('proBookings.busyCalendar.invalid') : undefined}
            />
            <ErrorAlerts errors={save.isError ? errorsOf(save.error) : []} />
            <Group gap="sm">
              <Button type="submit" loading={save.isPending && save.variables !== null}>
                {status?.connected
                  ? t('proBookings.busyCalendar.replace')
                  : t('proBookings.busyCalendar.connect')}
              </Button>
              {status?.connected && (
                <Button
                  variant="subtle"
                  color="red"
                  loading={save.isPending && save.variables === null}
                  onClick={() => {
                    setDone(null);
                    save.mutate(null, { onSuccess: () => setDone('removed') });
                  }}
                >
                  {t('proBookings.busyCalendar.disconnect')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
