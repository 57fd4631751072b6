import { type TBooking, ZBookingActionRequestSchema } from '@fitmarket/core/api/bookings';
import { CANCELLATION_REASON_MAX } from '@fitmarket/core/limits';
import { isLateCancellation } from '@fitmarket/core/rules/bookings/transitions';
import { validateCancellationReason } from '@fitmarket/core/rules/reasons';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { useCoreForm } from '@fitmarket/ui/useCoreForm';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface CancelBookingModalProps {
  booking: TBooking | null;
  loading: boolean;
  /** Sends the cancellation; a refusal goes to `onError`, shown in the modal. */
  onCancel: (reason: string, callbacks: { onError: (error: unknown) => void }) => void;
  onClose: () => void;
}

/**
 * Cancelling asks for a reason, checked with core's rule before sending (required 1307, at most
 * CANCELLATION_REASON_MAX characters 1301, counted as one types), and warns when the session is
 * inside its cancellation notice: such a cancellation is recorded as late.
 */
export function CancelBookingModal({
  booking,
  loading,
  onCancel,
  onClose,
}: CancelBookingModalProps) {
  const { t } = useTranslation();
  const { form, refused, refusal, clearRefusal } = useCoreForm({
    initialValues: { reason: '' },
    schema: ZBookingActionRequestSchema,
    toRequest: ({ reason }) => ({ version: booking?.version, reason: reason.trim() }),
    rules: ({ reason }) => ({ reason: validateCancellationReason(reason) }),
  });
  const submit = ({ reason }: { reason: string }) => {
    clearRefusal();
    onCancel(reason.trim(), { onError: refused });
  };
  const reason = form.getValues().reason;
  const late =
    booking?.status === 'confirmed' &&
    isLateCancellation(new Date(booking.starts_at), new Date(), booking.cancellation_notice_hours);
  const name = booking
    ? `${booking.professional.first_name} ${booking.professional.last_name}`
    : '';
  return (
    <Modal
      opened={booking !== null}
      onClose={onClose}
      title={t('bookings.cancel.title')}
      centered
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      closeButtonProps={{ 'aria-label': t('bookings.cancel.keep') }}
      data-testid="cancel-modal"
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Text>{t('bookings.cancel.lead', { name })}</Text>
          {late && booking && (
            <Alert color="orange" variant="light" data-testid="late-cancellation">
              {t('bookings.cancel.late', { count: booking.cancellation_notice_hours })}
            </Alert>
          )}
          <Textarea
            label={t('bookings.cancel.reason')}
            maxLength={CANCELLATION_REASON_MAX}
            required
            autosize
            minRows={2}
            data-autofocus
            description={
              <span aria-live="polite">
                {t('bookings.cancel.counter', {
                  count: reason.length,
                  max: CANCELLATION_REASON_MAX,
                })}
              </span>
            }
            {...form.getInputProps('reason')}
          />
          <ErrorAlerts errors={refusal} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={loading}>
              {t('bookings.cancel.keep')}
            </Button>
            <Button type="submit" color="red" loading={loading} data-testid="confirm-cancel">
              {t('bookings.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
