import type { TBooking } from '@fitmarket/core/api/bookings';
import { MAX_PAGE_SIZE } from '@fitmarket/core/limits';
import {
  addDays,
  clockTime,
  dayHeading,
  mondayOf,
  sentenceCase,
  wallOf,
  weekDates,
  weekSpan,
  zonedTime,
} from '@fitmarket/core/rules/bookings/zoned-time';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import {
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProBookings } from '../../../lib/bookingQueries';
import { bookingName, STATUS_COLORS, sessionsByDay } from '../week';

/**
 * A week of sessions in the professional's zone: seven columns of blocks on a wide screen, a
 * list of days on a phone. Each block is a button that opens the booking.
 */
export function WeekCalendar({ zone, onOpen }: { zone: string; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const thisWeek = mondayOf(wallOf(new Date(), zone).date);
  const [monday, setMonday] = useState(thisWeek);
  const week = useProBookings({ when: 'all', ...weekSpan(monday, zone), per_page: MAX_PAGE_SIZE });
  const days = sessionsByDay(week.data?.data ?? [], weekDates(monday), zone);

  return (
    <Stack gap="md" data-testid="week-calendar">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4" aria-live="polite">
          {t('proBookings.week.label', { date: dayHeading(monday, language) })}
        </Title>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => setMonday(addDays(monday, -7))}>
            {t('proBookings.week.previous')}
          </Button>
          <Button
            variant="default"
            size="xs"
            onClick={() => setMonday(thisWeek)}
            disabled={monday === thisWeek}
          >
            {t('proBookings.week.today')}
          </Button>
          <Button variant="default" size="xs" onClick={() => setMonday(addDays(monday, 7))}>
            {t('proBookings.week.next')}
          </Button>
        </Group>
      </Group>
      {week.isPending && <PageLoader label={t('proBookings.loading')} />}
      {week.isError && <ErrorAlerts errors={errorsOf(week.error)} />}
      {week.data && (
        <SimpleGrid cols={{ base: 1, md: 7 }} spacing="xs">
          {days.map(({ date, bookings }) => (
            <Stack key={date} gap={6} component="section" aria-label={dayHeading(date, language)}>
              <Text fw={600} size="sm">
                {sentenceCase(dayHeading(date, language))}
              </Text>
              {bookings.length === 0 ? (
                <Text size="xs" c="dimmed">
                  {t('proBookings.week.dayEmpty')}
                </Text>
              ) : (
                bookings.map((booking) => (
                  <SessionBlock
                    key={booking.id}
                    booking={booking}
                    zone={zone}
                    onOpen={() => onOpen(booking.id)}
                  />
                ))
              )}
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function SessionBlock({
  booking,
  zone,
  onOpen,
}: {
  booking: TBooking;
  zone: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = bookingName(booking);
  const color = STATUS_COLORS[booking.status];
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={t('proBookings.open', {
        title: name,
        time: zonedTime(booking.starts_at, zone, language),
      })}
      data-testid="session-block"
      data-status={booking.status}
    >
      <Paper
        withBorder
        p={6}
        radius="sm"
        style={{
          borderLeft: `4px solid var(--mantine-color-${color}-6)`,
          // Longer sessions are taller blocks, within reason.
          minHeight: Math.min(120, 28 + booking.duration_minutes / 2),
        }}
      >
        <Text size="xs" fw={600}>
          {clockTime(booking.starts_at, zone, language)}–
          {clockTime(booking.ends_at, zone, language)}
        </Text>
        <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Badge size="xs" color={color} variant="light">
          {t(`proBookings.status.${booking.status}`)}
        </Badge>
      </Paper>
    </UnstyledButton>
  );
}
