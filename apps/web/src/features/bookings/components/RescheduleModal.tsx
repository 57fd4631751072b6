import type { TBooking } from '@fitmarket/core/api/bookings';
import { localDate, localInstant, plusDays } from '@fitmarket/core/rules/bookings/local-time';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReschedule, useSlots } from '../api/bookings';
import { formatSessionTime } from '../sessionTime';
import { SlotPicker } from './SlotPicker';

const SLOT_TAKEN = 1358;

export interface RescheduleModalProps {
  booking: TBooking | null;
  onClose: () => void;
  onDone: (booking: TBooking) => void;
}

/**
 * "Change the time" (issue 18): the professional's open times for the session's length and place
 * (or, without fixed hours, a proposed date and time), one choice, one step. The old time is
 * freed by the same request that takes the new one; a time taken meanwhile (1358) reloads the
 * open times, a session now inside its cancellation notice is refused (1378).
 */
export function RescheduleModal({ booking, onClose, onDone }: RescheduleModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={booking !== null}
      onClose={onClose}
      title={t('bookings.reschedule.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('bookings.reschedule.keep') }}
      data-testid="reschedule-modal"
    >
      {booking && <RescheduleForm booking={booking} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function RescheduleForm({
  booking,
  onClose,
  onDone,
}: {
  booking: TBooking;
  onClose: () => void;
  onDone: (booking: TBooking) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [week, setWeek] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const reschedule = useReschedule();
  const slug = booking.professional.slug ?? '';
  const query = {
    duration: booking.duration_minutes,
    locationId: booking.location?.id ?? null,
  };
  const zoneQuery = useSlots(slug, { ...query, from: null, to: null });
  const zone = zoneQuery.data?.time_zone ?? booking.time_zone;
  const from = week > 0 ? plusDays(localDate(new Date(), zone), 7 * week) : null;
  const slots = useSlots(slug, { ...query, from, to: from && plusDays(from, 6) });
  const fixedHours = zoneQuery.data?.fixed_hours ?? true;
  const proposed = date && time ? localInstant(date, time, zone) : null;
  const startsAt = fixedHours ? chosen : proposed;
  const taken = errorsOf(reschedule.error).some((issue) => issue.code === SLOT_TAKEN);
  const name = `${booking.professional.first_name} ${booking.professional.last_name}`;

  const send = () => {
    if (!startsAt) return;
    reschedule.mutate(
      { booking, startsAt },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (errorsOf(error).some((issue) => issue.code === SLOT_TAKEN)) setChosen(null);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text>
        {t('bookings.reschedule.lead', {
          time: formatSessionTime(booking.starts_at, booking.time_zone, language),
        })}
      </Text>
      <Text size="sm" c="dimmed">
        {booking.cancellation_notice_hours > 0
          ? t('bookings.reschedule.policy', { count: booking.cancellation_notice_hours })
          : t('bookings.reschedule.policyNone')}{' '}
        {booking.status === 'confirmed'
          ? t('bookings.reschedule.approval', { name })
          : t('bookings.reschedule.request', { name })}
      </Text>
      {fixedHours ? (
        <SlotPicker
          slots={slots.data}
          loading={slots.isFetching}
          stale={slots.isPlaceholderData}
          error={slots.error}
          week={week}
          onWeek={setWeek}
          chosen={chosen}
          onChoose={setChosen}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            type="date"
            label={t('bookings.flow.proposedDate')}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
          />
          <TextInput
            type="time"
            label={t('bookings.flow.proposedTime')}
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
          />
        </SimpleGrid>
      )}
      {taken ? (
        <Alert color="orange" variant="light" role="alert">
          {t('bookings.flow.slotTaken')}
        </Alert>
      ) : (
        reschedule.isError && <ErrorAlerts errors={errorsOf(reschedule.error)} />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={reschedule.isPending}>
          {t('bookings.reschedule.keep')}
        </Button>
        <Button
          onClick={send}
          disabled={!startsAt}
          loading={reschedule.isPending}
          data-testid="confirm-reschedule"
        >
          {startsAt
            ? t('bookings.reschedule.confirmAt', {
                time: formatSessionTime(startsAt, zone, language),
              })
            : t('bookings.reschedule.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
