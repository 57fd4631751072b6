import type { TBooking } from '@fitmarket/core/api/bookings';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  calendarEventOf,
  downloadBookingCalendar,
  googleCalendarUrl,
  outlookCalendarUrl,
} from '../calendarLinks';

/** Bookings that are (or may become) a session: the ones worth a calendar entry. */
const IN_CALENDAR: readonly TBooking['status'][] = ['pending', 'confirmed', 'suggested'];

/**
 * "Add to calendar" for one booking, on the customer's and the professional's screens: the
 * calendar file (.ics, any calendar app) and Google's and Outlook's "add event" pages. Its texts
 * load with it, so either side's page can show it.
 */
export function AddToCalendar({ booking }: { booking: TBooking }) {
  const ready = useSectionTexts('bookings');
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  if (!ready || !IN_CALENDAR.includes(booking.status)) return null;
  const event = calendarEventOf(booking, t('bookings.history.session'));
  const download = () => {
    setDownloading(true);
    setError(null);
    downloadBookingCalendar(booking.id)
      .catch(setError)
      .finally(() => setDownloading(false));
  };
  return (
    <Stack gap={4} data-testid="add-to-calendar">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={500}>
          {t('bookings.calendar.title')}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          loading={downloading}
          onClick={download}
          data-testid="calendar-file"
        >
          {t('bookings.calendar.file')}
        </Button>
        <Anchor
          size="sm"
          href={googleCalendarUrl(event)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="calendar-google"
        >
          {t('bookings.calendar.google')}
        </Anchor>
        <Anchor
          size="sm"
          href={outlookCalendarUrl(event)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="calendar-outlook"
        >
          {t('bookings.calendar.outlook')}
        </Anchor>
      </Group>
      {error !== null && <ErrorAlerts errors={errorsOf(error)} />}
    </Stack>
  );
}
