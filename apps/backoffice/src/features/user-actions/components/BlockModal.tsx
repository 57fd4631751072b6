import { REASON_MAX, REASON_MIN_TO_ENABLE } from '@fitmarket/core/limits';
import { isReasonSubmittable } from '@fitmarket/core/rules/reasons';
import { ErrorAlerts, type ShownError } from '@fitmarket/ui/ErrorAlerts';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionTarget } from '../types';

export interface BlockModalProps {
  /** The user to block; null keeps the modal closed. */
  target: ActionTarget | null;
  pending: boolean;
  errors: readonly ShownError[];
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/**
 * SPEC §2 back-office 5 and §5: the reason (shown to the user) with a counter up to REASON_MAX;
 * the Block button stays disabled until it has REASON_MIN_TO_ENABLE characters.
 */
export function BlockModal({ target, pending, errors, onSubmit, onClose }: BlockModalProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  // The parent keys the modal by its target, so each user starts with an empty reason.
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={t('backofficeUsers.actions.blockModal.title', { name: target?.name ?? '' })}
      centered
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      withCloseButton={!pending}
      closeButtonProps={{ 'aria-label': t('backofficeUsers.actions.cancel') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (isReasonSubmittable(reason)) onSubmit(reason.trim());
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('backofficeUsers.actions.blockModal.lead')}</Text>
          <Textarea
            label={t('backofficeUsers.actions.blockModal.reason')}
            description={
              <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                <span>
                  {t('backofficeUsers.actions.blockModal.reasonHint', {
                    min: REASON_MIN_TO_ENABLE,
                  })}
                </span>
                <span data-testid="reason-counter" style={{ whiteSpace: 'nowrap' }}>
                  {reason.length} / {REASON_MAX}
                </span>
              </span>
            }
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={REASON_MAX}
            autosize
            minRows={3}
            required
            data-autofocus
          />
          <ErrorAlerts errors={errors} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              {t('backofficeUsers.actions.cancel')}
            </Button>
            <Button
              type="submit"
              color="red"
              loading={pending}
              disabled={!isReasonSubmittable(reason)}
            >
              {t('backofficeUsers.actions.blockModal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
