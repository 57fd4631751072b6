import type { TBooking } from '@fitmarket/core/api/bookings';
import { CANCELLATION_REASON_MAX } from '@fitmarket/core/limits';
import { isLateCancellation } from '@fitmarket/core/rules/bookings/transitions';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CancelBookingModalProps {
  booking: TBooking | null;
  loading: boolean;
  onCancel: (reason: string) => void;
  onClose: () => void;
}

/**
 * Cancelling asks for a reason (required, at most CANCELLATION_REASON_MAX characters, counted
 * as one types) and warns when the session is inside its cancellation notice: such a
 * cancellation is recorded as late.
 */
export function CancelBookingModal({
  booking,
  loading,
  onCancel,
  onClose,
}: CancelBookingModalProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  const late =
    booking?.status === 'confirmed' &&
    isLateCancellation(new Date(booking.starts_at), new Date(), booking.cancellation_notice_hours);
  const name = booking
    ? `${booking.professional.first_name} ${booking.professional.last_name}`
    : '';
  return (
    <Modal
      opened={booking !== null}
      onClose={close}
      title={t('bookings.cancel.title')}
      centered
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      closeButtonProps={{ 'aria-label': t('bookings.cancel.keep') }}
      data-testid="cancel-modal"
    >
      <Stack gap="md">
        <Text>{t('bookings.cancel.lead', { name })}</Text>
        {late && booking && (
          <Alert color="orange" variant="light" data-testid="late-cancellation">
            {t('bookings.cancel.late', { count: booking.cancellation_notice_hours })}
          </Alert>
        )}
        <Textarea
          label={t('bookings.cancel.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={CANCELLATION_REASON_MAX}
          required
          autosize
          minRows={2}
          data-autofocus
          description={
            <span aria-live="polite">
              {t('bookings.cancel.counter', { count: reason.length, max: CANCELLATION_REASON_MAX })}
            </span>
          }
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={loading}>
            {t('bookings.cancel.keep')}
          </Button>
          <Button
            color="red"
            loading={loading}
            disabled={reason.trim() === ''}
            onClick={() => onCancel(reason.trim())}
            data-testid="confirm-cancel"
          >
            {t('bookings.cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
