import { type TBooking, ZBookingActionRequestSchema } from '@fitmarket/core/api/bookings';
import { BOOKING_NOTE_MAX_LENGTH, CANCELLATION_REASON_MAX } from '@fitmarket/core/limits';
import { addDays, wallOf, zonedTime, zoneName } from '@fitmarket/core/rules/bookings/zoned-time';
import { formatDuration } from '@fitmarket/core/rules/durations';
import { formatPrice, isCurrency } from '@fitmarket/core/rules/price';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { useCoreForm } from '@fitmarket/ui/useCoreForm';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCalendar } from '../../bookings/components/AddToCalendar';
import { useBooking, useBookingAction } from '../api/proBookings';
import {
  type ActionForm,
  actionRequest,
  actionRules,
  cancelsLate,
  DESTRUCTIVE,
  PRO_ACTIONS,
  type ProAction,
} from '../bookingActions';
import { bookingName, STATUS_COLORS } from '../week';

export interface BookingDetailProps {
  bookingId: number | null;
  onClose: () => void;
  /** Tells the page what was done, to show after the modal closes. */
  onDone: (action: ProAction) => void;
}

/**
 * A booking opened from the week or the list: who, what, where and the price (the professional's
 * own), then the actions the transition table allows now. Each action asks first, in the SPEC §3
 * confirmation modal (message, a cancellation's reason, a suggested time); a booking that
 * changed meanwhile (1350) is reloaded and shown as it is now.
 */
export function BookingDetail({ bookingId, onClose, onDone }: BookingDetailProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const booking = useBooking(bookingId);
  const [action, setAction] = useState<ProAction | null>(null);
  const [changed, setChanged] = useState(false);
  const close = () => {
    setAction(null);
    setChanged(false);
    onClose();
  };
  const title = action ? t(`proBookings.confirm.title.${action}`) : t('proBookings.detail.title');

  return (
    <Modal
      opened={bookingId !== null}
      onClose={close}
      title={title}
      fullScreen={phone}
      size="lg"
      closeButtonProps={{ 'aria-label': t('proBookings.detail.close') }}
      data-testid="booking-detail"
    >
      {booking.isPending && <PageLoader label={t('proBookings.loading')} />}
      {booking.isError && <ErrorAlerts errors={errorsOf(booking.error)} />}
      {booking.data &&
        (action ? (
          <ActionStep
            booking={booking.data}
            action={action}
            onBack={() => setAction(null)}
            onDone={() => {
              close();
              onDone(action);
            }}
            onStale={() => {
              setAction(null);
              setChanged(true);
              void booking.refetch();
            }}
          />
        ) : (
          <Stack gap="md">
            {changed && (
              <Alert color="yellow" variant="light" role="status">
                {t('proBookings.detail.changed')}
              </Alert>
            )}
            <Facts booking={booking.data} />
            <AddToCalendar booking={booking.data} />
            <Group gap="sm">
              {PRO_ACTIONS.filter((name) => booking.data.actions.includes(name)).map((name) => (
                <Button
                  key={name}
                  variant={name === 'accept' || name === 'reaccept' ? 'filled' : 'default'}
                  color={DESTRUCTIVE.has(name) ? 'red' : undefined}
                  onClick={() => setAction(name)}
                >
                  {t(`proBookings.actions.${name}`)}
                </Button>
              ))}
            </Group>
          </Stack>
        ))}
    </Modal>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{children}</Text>
    </Stack>
  );
}

function Facts({ booking }: { booking: TBooking }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const zone = booking.time_zone;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Text fw={600} size="lg">
          {bookingName(booking)}
        </Text>
        <Badge color={STATUS_COLORS[booking.status]} variant="light">
          {t(`proBookings.status.${booking.status}`)}
        </Badge>
      </Group>
      <Fact label={t('proBookings.detail.time')}>
        {zonedTime(booking.starts_at, zone, language)}
      </Fact>
      <Fact label={t('proBookings.detail.duration')}>
        {formatDuration(booking.duration_minutes, language)}
      </Fact>
      {booking.suggested_starts_at && (
        <Fact label={t('proBookings.detail.suggested')}>
          {zonedTime(booking.suggested_starts_at, zone, language)}
        </Fact>
      )}
      {booking.customer && booking.title && (
        <Fact label={t('proBookings.detail.customer')}>{booking.title}</Fact>
      )}
      <Fact label={t('proBookings.detail.service')}>
        {booking.service?.name ?? t('proBookings.detail.none')}
      </Fact>
      <Fact label={t('proBookings.detail.location')}>
        {booking.location?.formatted ?? t('proBookings.detail.none')}
      </Fact>
      {booking.preferred_location && (
        <Fact label={t('proBookings.detail.preferredLocation')}>{booking.preferred_location}</Fact>
      )}
      {booking.note && <Fact label={t('proBookings.detail.note')}>{booking.note}</Fact>}
      {booking.expectations && (
        <Fact label={t('proBookings.detail.expectations')}>{booking.expectations}</Fact>
      )}
      {booking.notes && <Fact label={t('proBookings.detail.notes')}>{booking.notes}</Fact>}
      {booking.price_minor !== null && booking.currency && isCurrency(booking.currency) && (
        <Fact label={t('proBookings.detail.price')}>
          {formatPrice(booking.price_minor, booking.currency, language)}{' '}
          <Text span size="sm" c="dimmed">
            ({t('proBookings.detail.priceHint')})
          </Text>
        </Fact>
      )}
      {booking.package && (
        <Fact label={t('proBookings.detail.package')}>
          {t('proBookings.detail.packageSession', {
            session: booking.package.session,
            sessions: booking.package.sessions,
            count: booking.package.sessions_left,
          })}
        </Fact>
      )}
      {booking.canceled_by && (
        <Fact label={t(`proBookings.detail.canceledBy.${booking.canceled_by}`)}>
          {t('proBookings.detail.reason')}: {booking.cancel_reason ?? t('proBookings.detail.none')}
          {booking.late_cancellation && ` · ${t('proBookings.detail.late')}`}
        </Fact>
      )}
      {booking.no_show_of && <Text>{t(`proBookings.detail.noShowOf.${booking.no_show_of}`)}</Text>}
      <Text size="xs" c="dimmed">
        {zoneName(booking.starts_at, zone, language)} · {zone}
      </Text>
    </Stack>
  );
}

/**
 * The SPEC §3 confirmation step of one action, checked with core's request schema and the
 * rules the server applies (a cancellation's reason, a suggested time) before it is sent; the
 * server's refusals show under the fields they name.
 */
function ActionStep({
  booking,
  action,
  onBack,
  onDone,
  onStale,
}: {
  booking: TBooking;
  action: ProAction;
  onBack: () => void;
  onDone: () => void;
  onStale: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const act = useBookingAction();
  const asked = wallOf(booking.starts_at, booking.time_zone);
  const { form, refused, refusal, clearRefusal } = useCoreForm<ActionForm>({
    initialValues: { message: '', reason: '', date: addDays(asked.date, 1), time: asked.time },
    schema: ZBookingActionRequestSchema,
    toRequest: (values) => actionRequest(booking, action, values),
    rules: (values) => actionRules(booking, action, values),
    fields: ['starts_at'],
  });

  const submit = (values: ActionForm) => {
    clearRefusal();
    act.mutate(
      { id: booking.id, action, body: actionRequest(booking, action, values) },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (errorsOf(error).some(({ code }) => code === 1350)) onStale();
          else refused(error);
        },
      },
    );
  };
  const zone = zoneName(booking.starts_at, booking.time_zone, language);

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Text>
          {bookingName(booking)} · {zonedTime(booking.starts_at, booking.time_zone, language)}
        </Text>
        {action === 'suggest' && (
          <>
            <Group grow align="flex-start">
              <TextInput
                type="date"
                label={t('proBookings.confirm.suggestDate')}
                required
                {...form.getInputProps('date')}
                error={form.errors.starts_at}
              />
              <TextInput
                type="time"
                label={t('proBookings.confirm.suggestTime', { zone })}
                required
                {...form.getInputProps('time')}
              />
            </Group>
            <Text size="sm" c="dimmed">
              {t('proBookings.confirm.suggestHint', {
                duration: formatDuration(booking.duration_minutes, language),
              })}
            </Text>
          </>
        )}
        {action === 'cancel' && (
          <>
            {cancelsLate(booking) && (
              <Alert color="yellow" variant="light">
                {t('proBookings.confirm.late', { hours: booking.cancellation_notice_hours })}
              </Alert>
            )}
            <Textarea
              label={t('proBookings.confirm.reason')}
              description={t('proBookings.confirm.reasonHint')}
              maxLength={CANCELLATION_REASON_MAX}
              required
              autosize
              minRows={2}
              inputWrapperOrder={['label', 'description', 'input', 'error']}
              {...form.getInputProps('reason')}
            />
            <Text size="xs" c="dimmed" ta="right" aria-live="polite">
              {t('proBookings.confirm.counter', {
                count: form.getValues().reason.length,
                max: CANCELLATION_REASON_MAX,
              })}
            </Text>
          </>
        )}
        {action !== 'delete' && action !== 'no_show' && (
          <Textarea
            label={t('proBookings.confirm.message')}
            autosize
            minRows={2}
            maxLength={BOOKING_NOTE_MAX_LENGTH}
            {...form.getInputProps('message')}
          />
        )}
        <ErrorAlerts errors={refusal} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onBack} disabled={act.isPending}>
            {t('proBookings.confirm.back')}
          </Button>
          <Button
            type="submit"
            color={DESTRUCTIVE.has(action) ? 'red' : undefined}
            loading={act.isPending}
          >
            {t(`proBookings.actions.${action}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
