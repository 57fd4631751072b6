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
  Box,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProBookings } from '../../../lib/bookingQueries';
import {
  bookingName,
  gridHours,
  minutesOnDay,
  type PlacedBooking,
  placeDay,
  STATUS_COLORS,
} from '../week';

/** Height of one hour of the grid. */
const HOUR_PX = 48;
const AXIS_PX = 52;
const LOCALES = { en: 'en-GB', fi: 'fi-FI' } as const;

/**
 * A week of sessions in the professional's zone as a time grid: the days are columns, the hours
 * rows, each session a block at its time and as tall as it lasts (each a button that opens the
 * booking), and a line for now on today. On a phone one day at a time, chosen above the grid.
 */
export function WeekCalendar({
  zone,
  onOpen,
  focus = null,
}: {
  zone: string;
  onOpen: (id: number) => void;
  /** An instant to show the week (and on a phone the day) of: a booking opened from a link. */
  focus?: string | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const now = useNow();
  const today = wallOf(now, zone).date;
  const thisWeek = mondayOf(today);
  const [monday, setMonday] = useState(thisWeek);
  const [day, setDay] = useState(today);
  useEffect(() => {
    if (!focus) return;
    const date = wallOf(focus, zone).date;
    setMonday(mondayOf(date));
    setDay(date);
  }, [focus, zone]);
  const dates = weekDates(monday);
  const week = useProBookings({ when: 'all', ...weekSpan(monday, zone), per_page: MAX_PAGE_SIZE });
  const bookings = week.data?.data ?? [];
  const hours = gridHours(
    bookings,
    dates,
    zone,
    dates.includes(today) ? minutesOnDay(now, today, zone) : null,
  );
  const shownDay = dates.includes(day) ? day : dates.includes(today) ? today : monday;
  const shown = phone ? [shownDay] : dates;
  const move = (weeks: number) => setMonday(weeks === 0 ? thisWeek : addDays(monday, weeks * 7));

  return (
    <Stack gap="md" data-testid="week-calendar" data-week={monday}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4" aria-live="polite">
          {t('proBookings.week.label', { date: dayHeading(monday, language) })}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Button variant="default" size="xs" onClick={() => move(-1)}>
            {t('proBookings.week.previous')}
          </Button>
          <Button
            variant="default"
            size="xs"
            onClick={() => move(0)}
            disabled={monday === thisWeek}
          >
            {t('proBookings.week.today')}
          </Button>
          <Button variant="default" size="xs" onClick={() => move(1)}>
            {t('proBookings.week.next')}
          </Button>
        </Group>
      </Group>
      {phone && (
        <SegmentedControl
          aria-label={t('proBookings.week.days')}
          fullWidth
          size="xs"
          value={shownDay}
          onChange={setDay}
          data={dates.map((date) => ({ value: date, label: shortDay(date, language) }))}
        />
      )}
      {week.isPending && <PageLoader label={t('proBookings.loading')} />}
      {week.isError && <ErrorAlerts errors={errorsOf(week.error)} />}
      {week.data && (
        // Scrolls sideways where the window is narrower than the week: reachable with Tab so
        // the keyboard can scroll it too, also in a week with no session to focus.
        <Box
          style={{ overflowX: 'auto' }}
          role="region"
          aria-label={t('proBookings.week.label', { date: dayHeading(monday, language) })}
          tabIndex={0}
        >
          <Box
            style={{
              display: 'grid',
              gridTemplateColumns: `${AXIS_PX}px repeat(${shown.length}, minmax(${phone ? 0 : 96}px, 1fr))`,
              minWidth: phone ? undefined : AXIS_PX + 7 * 96,
            }}
          >
            <div />
            {shown.map((date) => (
              <Text
                key={date}
                size="sm"
                fw={600}
                ta="center"
                pb={4}
                c={date === today ? 'blue' : undefined}
                aria-hidden="true"
              >
                {phone ? sentenceCase(dayHeading(date, language)) : shortDay(date, language)}
              </Text>
            ))}
            <HourAxis first={hours.first} last={hours.last} language={language} />
            {shown.map((date) => (
              <DayColumn
                key={date}
                date={date}
                zone={zone}
                bookings={bookings}
                hours={hours}
                nowMinutes={date === today ? minutesOnDay(now, date, zone) : null}
                onOpen={onOpen}
              />
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}

/** The current time, moved on every minute (the line for now). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "Mon 8" (fi "ma 8."): a day's short name in the column heads and the phone's day picker. */
function shortDay(date: string, language: 'en' | 'fi'): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

function hourLabel(hour: number, language: 'en' | 'fi'): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, 0, 1, hour % 24)));
}

const gridBackground = `repeating-linear-gradient(to bottom, var(--mantine-color-default-border) 0, var(--mantine-color-default-border) 1px, transparent 1px, transparent ${HOUR_PX}px)`;

function HourAxis({
  first,
  last,
  language,
}: {
  first: number;
  last: number;
  language: 'en' | 'fi';
}) {
  return (
    <Box pos="relative" h={(last - first) * HOUR_PX} aria-hidden="true">
      {Array.from({ length: last - first - 1 }, (_, index) => first + index + 1).map((hour) => (
        <Text
          key={hour}
          size="xs"
          c="dimmed"
          pos="absolute"
          top={(hour - first) * HOUR_PX - 8}
          right={6}
        >
          {hourLabel(hour, language)}
        </Text>
      ))}
    </Box>
  );
}

function DayColumn({
  date,
  zone,
  bookings,
  hours,
  nowMinutes,
  onOpen,
}: {
  date: string;
  zone: string;
  bookings: readonly TBooking[];
  hours: { first: number; last: number };
  nowMinutes: number | null;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const top = (minutes: number) => ((minutes - hours.first * 60) / 60) * HOUR_PX;
  const placed = placeDay(bookings, date, zone);
  const showNow =
    nowMinutes !== null && nowMinutes >= hours.first * 60 && nowMinutes <= hours.last * 60;
  return (
    <Box
      component="section"
      aria-label={dayHeading(date, language)}
      pos="relative"
      h={(hours.last - hours.first) * HOUR_PX}
      style={{
        borderLeft: '1px solid var(--mantine-color-default-border)',
        backgroundImage: gridBackground,
      }}
      data-testid="week-day"
      data-date={date}
    >
      {placed.length === 0 && (
        <Text size="xs" c="dimmed" p={4}>
          {t('proBookings.week.dayEmpty')}
        </Text>
      )}
      {placed.map((block) => (
        <SessionBlock
          key={block.booking.id}
          block={block}
          zone={zone}
          top={top(block.start)}
          height={Math.max(22, ((block.end - block.start) / 60) * HOUR_PX - 2)}
          onOpen={() => onOpen(block.booking.id)}
        />
      ))}
      {showNow && (
        <Box
          pos="absolute"
          left={0}
          right={0}
          top={top(nowMinutes)}
          h={2}
          bg="red.6"
          style={{ zIndex: 2, pointerEvents: 'none' }}
          role="img"
          aria-label={t('proBookings.week.now', {
            time: clockTime(new Date(), zone, language),
          })}
          data-testid="now-line"
        />
      )}
    </Box>
  );
}

function SessionBlock({
  block,
  zone,
  top,
  height,
  onOpen,
}: {
  block: PlacedBooking;
  zone: string;
  top: number;
  height: number;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { booking } = block;
  const name = bookingName(booking);
  const color = STATUS_COLORS[booking.status];
  const roomy = height >= 44;
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={t('proBookings.open', {
        title: name,
        time: zonedTime(booking.starts_at, zone, language),
      })}
      data-testid="session-block"
      data-status={booking.status}
      pos="absolute"
      top={top + 1}
      h={height}
      left={`calc(${(block.lane / block.lanes) * 100}% + 2px)`}
      w={`calc(${100 / block.lanes}% - 4px)`}
      p={4}
      style={{
        overflow: 'hidden',
        borderRadius: 4,
        borderLeft: `4px solid var(--mantine-color-${color}-6)`,
        background: `var(--mantine-color-${color}-light)`,
        zIndex: 1,
      }}
    >
      <Text size="xs" fw={600} lh={1.2} truncate>
        {clockTime(booking.starts_at, zone, language)}–{clockTime(booking.ends_at, zone, language)}
        {roomy ? '' : ` ${name}`}
      </Text>
      {roomy && (
        <Text size="xs" lh={1.2} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
      )}
      {height >= 64 ? (
        <Badge size="xs" color={color} variant="light">
          {t(`proBookings.status.${booking.status}`)}
        </Badge>
      ) : (
        <VisuallyHidden>{t(`proBookings.status.${booking.status}`)}</VisuallyHidden>
      )}
    </UnstyledButton>
  );
}
