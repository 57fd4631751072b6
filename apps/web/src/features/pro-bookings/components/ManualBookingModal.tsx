import {
  type TManualBookingRequest,
  ZManualBookingRequestSchema,
} from '@fitmarket/core/api/bookings';
import { BOOKING_NOTE_MAX_LENGTH, BOOKING_TITLE_MAX_LENGTH } from '@fitmarket/core/limits';
import { instantOf, wallOf } from '@fitmarket/core/rules/bookings/zoned-time';
import { formatDuration, SESSION_DURATION_OPTIONS_MINUTES } from '@fitmarket/core/rules/durations';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { useCoreForm } from '@fitmarket/ui/useCoreForm';
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
  type Values = typeof initialValues;
  const initialValues = {
    title: '',
    notes: '',
    service_id: '',
    date: today,
    time: '10:00',
    duration: '60',
  };
  const toRequest = (values: Values): TManualBookingRequest => ({
    title: values.title.trim(),
    notes: values.notes,
    service_id: values.service_id ? Number(values.service_id) : null,
    // Null when the date and time name no moment in the zone: the schema refuses it (1301).
    starts_at: instantOf(values.date, values.time, zone) as string,
    duration_minutes: Number(values.duration),
  });
  const { form, refused, refusal, clearRefusal } = useCoreForm<Values>({
    initialValues,
    schema: ZManualBookingRequestSchema,
    toRequest,
  });

  const submit = (values: Values) => {
    clearRefusal();
    save.mutate(toRequest(values), {
      onSuccess: () => {
        form.setValues({ title: '', notes: '' });
        onSaved();
      },
      onError: refused,
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
      <form onSubmit={form.onSubmit(submit)} noValidate data-testid="manual-booking">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('proBookings.manual.lead')}
          </Text>
          <TextInput
            label={t('proBookings.manual.name')}
            {...form.getInputProps('title')}
            maxLength={BOOKING_TITLE_MAX_LENGTH}
            required
          />
          <NativeSelect
            label={t('proBookings.manual.service')}
            {...form.getInputProps('service_id')}
            data={[
              { value: '', label: t('proBookings.manual.noService') },
              ...services.map(({ id, name }) => ({ value: String(id), label: name })),
            ]}
          />
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label={t('proBookings.manual.date')}
              {...form.getInputProps('date')}
              required
              error={form.errors.starts_at}
            />
            <TextInput
              type="time"
              label={t('proBookings.manual.time', { zone })}
              {...form.getInputProps('time')}
              required
            />
          </Group>
          <NativeSelect
            label={t('proBookings.manual.duration')}
            {...form.getInputProps('duration')}
            data={SESSION_DURATION_OPTIONS_MINUTES.map((minutes) => ({
              value: String(minutes),
              label: formatDuration(minutes, language),
            }))}
          />
          <Textarea
            label={t('proBookings.manual.notes')}
            {...form.getInputProps('notes')}
            maxLength={BOOKING_NOTE_MAX_LENGTH}
            autosize
            minRows={2}
          />
          <ErrorAlerts errors={refusal} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('proBookings.manual.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('proBookings.manual.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
