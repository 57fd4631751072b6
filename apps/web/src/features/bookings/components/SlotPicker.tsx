import type { TSlots } from '@fitmarket/core/api/bookings';
import { localDate, plusDays } from '@fitmarket/core/rules/bookings/local-time';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatShortDate, slotDays } from '../sessionTime';

export interface SlotPickerProps {
  slots: TSlots | undefined;
  loading: boolean;
  /**
   * The times shown are the week before's, kept on screen while the chosen week loads (its dates
   * are already in the heading): they cannot be chosen meanwhile.
   */
  stale: boolean;
  error: unknown;
  /** Weeks after the professional's current one. */
  week: number;
  onWeek: (week: number) => void;
  chosen: string | null;
  onChoose: (start: string) => void;
}

/** The open times of one week, day by day, in the professional's time zone. */
export function SlotPicker({
  slots,
  loading,
  stale,
  error,
  week,
  onWeek,
  chosen,
  onChoose,
}: SlotPickerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!slots) {
    if (error) return <ErrorAlerts errors={errorsOf(error)} />;
    return <Loader size="sm" aria-label={t('bookings.flow.slotsLoading')} />;
  }
  const from = plusDays(localDate(new Date(), slots.time_zone), 7 * week);
  const days = slotDays(slots.slots, slots.time_zone, language);
  const lastWeek = 7 * (week + 1) >= slots.horizon_days;
  return (
    <Stack gap="sm" data-testid="slot-picker">
      <Text size="sm" c="dimmed">
        {t('bookings.flow.timesIn', { zone: slots.time_zone })}
      </Text>
      {/*
        The week's dates above its two buttons: side by side on one line, a phone cut the
        buttons' labels ("Previous wee").
      */}
      <Stack gap={6} data-testid="week-nav">
        <Text size="sm" fw={600} aria-live="polite" ta="center">
          {t('bookings.flow.week', {
            from: formatShortDate(from, language),
            to: formatShortDate(plusDays(from, 6), language),
          })}
        </Text>
        <Group justify="space-between" gap="xs">
          <Button
            variant="default"
            size="xs"
            disabled={week === 0}
            onClick={() => onWeek(week - 1)}
          >
            {t('bookings.flow.previousWeek')}
          </Button>
          <Button variant="default" size="xs" disabled={lastWeek} onClick={() => onWeek(week + 1)}>
            {t('bookings.flow.nextWeek')}
          </Button>
        </Group>
      </Stack>
      {error ? <ErrorAlerts errors={errorsOf(error)} /> : null}
      {loading && <Loader size="xs" aria-label={t('bookings.flow.slotsLoading')} />}
      {days.length === 0 ? (
        <Text c="dimmed" data-testid="no-slots">
          {t('bookings.flow.noSlots')}
        </Text>
      ) : (
        days.map((day) => (
          <Stack key={day.date} gap={6} role="group" aria-labelledby={`day-${day.date}`}>
            <Title order={3} size="h6" id={`day-${day.date}`}>
              {day.label}
            </Title>
            <SimpleGrid cols={{ base: 3, xs: 4, sm: 6 }} spacing="xs">
              {day.slots.map((slot) => {
                const selected = slot.start === chosen;
                return (
                  <Button
                    key={slot.start}
                    size="sm"
                    variant={selected ? 'filled' : 'default'}
                    aria-pressed={selected}
                    aria-label={slot.fullLabel}
                    disabled={stale}
                    onClick={() => onChoose(slot.start)}
                    data-testid="slot"
                  >
                    {slot.label}
                  </Button>
                );
              })}
            </SimpleGrid>
          </Stack>
        ))
      )}
    </Stack>
  );
}
