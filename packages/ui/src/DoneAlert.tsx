import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DoneAlertProps {
  /** Hides the notice: its close button was pressed. */
  onClose: () => void;
  /** The close button's accessible name. */
  closeLabel?: string;
  testId?: string;
  children: ReactNode;
}

/** A green notice that an action went through, read out as a status and closed by its reader. */
export function DoneAlert({ onClose, closeLabel, testId, children }: DoneAlertProps) {
  return (
    <Alert
      color="green"
      variant="light"
      role="status"
      withCloseButton
      closeButtonLabel={closeLabel}
      onClose={onClose}
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}
