import type { TAdminRefund } from '@fitmarket/core/api/admin-payments';
import { REASON_MAX } from '@fitmarket/core/limits';
import { ConfirmModal } from '@fitmarket/ui/ConfirmModal';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefundPayment } from '../api/payments';

/** The payment the modal asks about, as its row shows it. */
export interface RefundTarget {
  id: number;
  amount: string;
  email: string;
}

/**
 * The yes/no question before a membership payment is refunded in full (docs/payments.md
 * "Staff refunds"), with an optional note for the audit log. The modal stays open with the
 * server's error when the refund is refused.
 */
export function RefundPaymentModal({
  target,
  opened,
  onClose,
  onRefunded,
}: {
  target: RefundTarget | null;
  opened: boolean;
  onClose: () => void;
  onRefunded: (refund: TAdminRefund) => void;
}) {
  const { t } = useTranslation();
  const refund = useRefundPayment();
  const [reason, setReason] = useState('');

  const close = () => {
    refund.reset();
    setReason('');
    onClose();
  };

  return (
    <ConfirmModal
      opened={opened}
      title={t('backofficePayments.refund.title')}
      message={
        <Stack gap="sm">
          <Text>
            {t('backofficePayments.refund.text', {
              id: target?.id ?? '',
              amount: target?.amount ?? '',
              email: target?.email ?? '',
            })}
          </Text>
          <TextInput
            label={t('backofficePayments.refund.reason')}
            value={reason}
            maxLength={REASON_MAX}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-testid="refund-reason"
          />
          <ErrorAlerts errors={refund.isError ? errorsOf(refund.error) : []} />
        </Stack>
      }
      confirmLabel={t('backofficePayments.refund.confirm')}
      cancelLabel={t('backofficePayments.refund.cancel')}
      loading={refund.isPending}
      danger
      onCancel={close}
      onConfirm={() => {
        if (!target) return;
        refund.mutate(
          { id: target.id, reason: reason.trim() },
          {
            onSuccess: (answer) => {
              onRefunded(answer);
              close();
            },
          },
        );
      }}
    />
  );
}
