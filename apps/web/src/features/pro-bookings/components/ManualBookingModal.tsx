import type { TManualBookingRequest } from '@fitmarket/core/api/bookings';
import { BOOKING_NOTE_MAX_LENGTH, BOOKING_TITLE_MAX_LENGTH } from '@fitmarket/core/limits';
import { instantOf, wallOf } from '@fitmarket/core/rules/bookings/zoned-time';
import { formatDuration, SESSION_DURATION_OPTIONS_MINUTES } from '@fitmarket/core/rules/durations';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import {
  Button,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useManualBooking } from '../api/proBookings';

export interface ManualBookingModalProps {
  opened: boolean;
  zone: string;
  /** The professional's services, named in the shown language. */
  services: { id: number; name: string }[];
  onClose: () => void;
  onSaved: () => void;
}

/** A booking the professional enters by hand (title or customer name, notes, service, time). */
export function ManualBookingModal({
  opened,
  zone,
  services,
  onClose,
  onSaved,
}: ManualBookingModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const phone = useMediaQuery('(max-width: 36em)');
  const save = useManualBooking();
  const today = wallOf(new Date(), zone).date;
  const [title, setTitle] = useState('');
  const [notes, setNotes] = useState('');
  const [serviceId, setServiceId] = useState('');
  const [date, setDate] = useState(today);
  const [time, setTime] = useState('10:00');
  const [duration, setDuration] = useState('60');
  const [invalid, setInvalid] = useState<'title' | 'time' | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startsAt = instantOf(date, time, zone);
    if (!title.trim()) return setInvalid('title');
    if (!startsAt) return setInvalid('time');
    setInvalid(null);
    const body: TManualBookingRequest = {
      title: title.trim(),
      notes,
      service_id: serviceId ? Number(serviceId) : null,
      starts_at: startsAt,
      duration_minutes: Number(duration),
    };
    save.mutate(body, {
      onSuccess: () => {
        setTitle('');
        setNotes('');
        onSaved();
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('proBookings.manual.title')}
      fullScreen={phone}
      size="lg"
      closeButtonProps={{ 'aria-label': t('proBookings.manual.cancel') }}
    >
      <Stack component="form" gap="md" onSubmit={submit} data-testid="manual-booking">
        <Text size="sm" c="dimmed">
          {t('proBookings.manual.lead')}
        </Text>
        <TextInput
          label={t('proBookings.manual.name')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          maxLength={BOOKING_TITLE_MAX_LENGTH}
          required
          error={invalid === 'title' ? t('errors.1307') : undefined}
        />
        <NativeSelect
          label={t('proBookings.manual.service')}
          value={serviceId}
          onChange={(event) => setServiceId(event.currentTarget.value)}
          data={[
            { value: '', label: t('proBookings.manual.noService') },
            ...services.map(({ id, name }) => ({ value: String(id), label: name })),
          ]}
        />
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t('proBookings.manual.date')}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            required
            error={invalid === 'time' ? t('proBookings.confirm.invalidTime') : undefined}
          />
          <TextInput
            type="time"
            label={t('proBookings.manual.time', { zone })}
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
            required
          />
        </Group>
        <NativeSelect
          label={t('proBookings.manual.duration')}
          value={duration}
          onChange={(event) => setDuration(event.currentTarget.value)}
          data={SESSION_DURATION_OPTIONS_MINUTES.map((minutes) => ({
            value: String(minutes),
            label: formatDuration(minutes, language),
          }))}
        />
        <Textarea
          label={t('proBookings.manual.notes')}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          maxLength={BOOKING_NOTE_MAX_LENGTH}
          autosize
          minRows={2}
        />
        {save.isError && <ErrorAlerts errors={errorsOf(save.error)} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('proBookings.manual.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('proBookings.manual.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
