import type { TAvailabilityException, TAvailabilityRequest } from '@fitmarket/core/api/bookings';
import { MAX_AVAILABILITY_EXCEPTIONS, MAX_WEEKLY_HOURS } from '@fitmarket/core/limits';
import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyHoursTo, withTimeOff } from '../availabilityForm';

type Weekly = TAvailabilityRequest['weekly'][number];
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A weekly row's "Copy to other days": the days to copy its hours to, chosen at once. */
export function CopyHoursButton({
  weekly,
  index,
  onCopy,
}: {
  weekly: readonly Weekly[];
  index: number;
  onCopy: (weekly: Weekly[]) => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [days, setDays] = useState<string[]>([]);
  const row = weekly[index];
  if (!row) return null;
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        mt={24}
        onClick={() => setOpened((open) => !open)}
        aria-expanded={opened}
        aria-label={t('proBookings.availability.copyRow', { row: index + 1 })}
      >
        {t('proBookings.availability.copy')}
      </Button>
      {opened && (
        <Stack gap="xs">
          <Checkbox.Group
            label={t('proBookings.availability.copyDays')}
            description={t('proBookings.availability.copyHint')}
            value={days}
            onChange={setDays}
          >
            <Group gap="sm" mt={6}>
              {WEEKDAYS.map((day, dayIndex) => (
                <Checkbox
                  key={day}
                  value={String(dayIndex + 1)}
                  label={t(`proBookings.availability.weekdays.${day}`)}
                  disabled={dayIndex + 1 === row.weekday}
                />
              ))}
            </Group>
          </Checkbox.Group>
          <Button
            size="xs"
            w="fit-content"
            disabled={days.length === 0}
            onClick={() => {
              onCopy(copyHoursTo(weekly, row, days.map(Number), MAX_WEEKLY_HOURS));
              setDays([]);
              setOpened(false);
            }}
          >
            {t('proBookings.availability.copyApply')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** Time off as a date range: each day from the first to the last becomes a day off. */
export function TimeOffRange({
  exceptions,
  today,
  onAdd,
}: {
  exceptions: readonly TAvailabilityException[];
  today: string;
  onAdd: (exceptions: TAvailabilityException[]) => void;
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(today);
  const [until, setUntil] = useState(today);
  const [invalid, setInvalid] = useState(false);
  return (
    <Stack gap="xs" data-testid="time-off">
      <Text fw={600} size="sm">
        {t('proBookings.availability.timeOff')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('proBookings.availability.timeOffHint')}
      </Text>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={t('proBookings.availability.timeOffFrom')}
          value={from}
          onChange={(event) => {
            setFrom(event.currentTarget.value);
            setInvalid(false);
          }}
        />
        <TextInput
          type="date"
          label={t('proBookings.availability.timeOffUntil')}
          value={until}
          min={from}
          onChange={(event) => {
            setUntil(event.currentTarget.value);
            setInvalid(false);
          }}
          error={
            invalid
              ? t('proBookings.availability.timeOffInvalid', { max: MAX_AVAILABILITY_EXCEPTIONS })
              : undefined
          }
        />
        <Button
          variant="light"
          mt={24}
          onClick={() => {
            const next = withTimeOff(exceptions, from, until, MAX_AVAILABILITY_EXCEPTIONS);
            if (next) onAdd(next);
            setInvalid(next === null);
          }}
        >
          {t('proBookings.availability.timeOffAdd')}
        </Button>
      </Group>
    </Stack>
  );
}
