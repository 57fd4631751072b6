import { REASON_MAX } from '@fitmarket/core/limits';
import { isReasonSubmittable } from '@fitmarket/core/rules/reasons';
import { ErrorAlerts, type ShownError } from '@fitmarket/ui/ErrorAlerts';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

export interface ReasonModalProps {
  opened: boolean;
  title: string;
  /** What the action does, above the field. */
  lead: string;
  reasonLabel: string;
  /** Who is shown the reason; `{{min}}` already filled in. */
  reasonHint: string;
  submitLabel: string;
  cancelLabel: string;
  pending: boolean;
  errors: readonly ShownError[];
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/**
 * SPEC §5: a staff action that needs a reason the person is shown (block, remove a message,
 * hide a review): the reason with a counter up to REASON_MAX; the red button stays disabled
 * until it has REASON_MIN_TO_ENABLE characters. The caller keys it by its target, so each one
 * starts with an empty reason.
 */
export function ReasonModal({
  opened,
  title,
  lead,
  reasonLabel,
  reasonHint,
  submitLabel,
  cancelLabel,
  pending,
  errors,
  onSubmit,
  onClose,
}: ReasonModalProps) {
  const [reason, setReason] = useState('');
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      withCloseButton={!pending}
      closeButtonProps={{ 'aria-label': cancelLabel }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (isReasonSubmittable(reason)) onSubmit(reason.trim());
        }}
      >
        <Stack gap="md">
          <Text size="sm">{lead}</Text>
          <Textarea
            label={reasonLabel}
            description={
              <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                <span>{reasonHint}</span>
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
              {cancelLabel}
            </Button>
            <Button
              type="submit"
              color="red"
              loading={pending}
              disabled={!isReasonSubmittable(reason)}
            >
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
