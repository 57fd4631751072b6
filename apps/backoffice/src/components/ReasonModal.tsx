import { ZReasonSchema } from '@fitmarket/core/api/messaging';
import { REASON_MAX } from '@fitmarket/core/limits';
import { validateReason } from '@fitmarket/core/rules/reasons';
import { ErrorAlerts, type ShownError } from '@fitmarket/ui/ErrorAlerts';
import { useCoreForm } from '@fitmarket/ui/useCoreForm';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { z } from 'zod';

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
  /**
   * The route's schema of `{ reason }`: the moderation routes' ZReasonSchema unless given (block
   * passes its own).
   */
  schema?: z.ZodType;
}

/**
 * SPEC §5: a staff action that needs a reason the person is shown (block, remove a message,
 * hide a review): the reason with a counter up to REASON_MAX; the red button stays disabled
 * until the reason passes the core rule the server checks (rules/reasons), and the reason is
 * checked against the route's schema before it is sent. The caller keys it by its target, so
 * each one starts with an empty reason.
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
  schema = ZReasonSchema,
}: ReasonModalProps) {
  const { form } = useCoreForm({
    initialValues: { reason: '' },
    schema,
    rules: ({ reason }) => ({ reason: validateReason(reason) }),
  });
  const { reason } = form.getValues();
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
      <form onSubmit={form.onSubmit((values) => onSubmit(values.reason.trim()))} noValidate>
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
            {...form.getInputProps('reason')}
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
              disabled={validateReason(reason) !== null}
            >
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
