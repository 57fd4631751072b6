import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** The question; a string becomes a paragraph. */
  message: ReactNode;
  /** The "yes" button, named by what it does ("Delete account") so it reads well out of context. */
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Also called on Escape, a click outside and the close button. */
  onCancel: () => void;
  /** While the confirmed action runs: the yes button spins and the modal cannot be dismissed. */
  loading?: boolean;
  /** A destructive action gets a red button. */
  danger?: boolean;
  /** The name of the corner's close button (an unnamed button fails WCAG 4.1.2); "Close" by default. */
  closeLabel?: string;
}

/**
 * A yes/no question before an action that cannot be undone. Focus starts on the cancel button,
 * so pressing Enter by habit does not confirm.
 */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  loading = false,
  danger = false,
  closeLabel,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      withCloseButton={!loading}
      closeButtonProps={{ 'aria-label': closeLabel ?? t('common.actions.close') }}
      data-testid="confirm-modal"
    >
      <Stack gap="md">
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
