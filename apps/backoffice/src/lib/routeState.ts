import type { ShownError } from '@fitmarket/ui/ErrorAlerts';

/**
 * What one page hands the next through the navigation state: errors to show (a broken e-mailed
 * link sends the visitor back to step 1 with its code) or a notice (the password was changed).
 */
export interface PassedState {
  errors?: readonly ShownError[];
  notice?: 'passwordChanged';
}

export function passedErrors(state: unknown): readonly ShownError[] {
  const errors = (state as PassedState | null)?.errors;
  return Array.isArray(errors) ? errors : [];
}

export function passedNotice(state: unknown): PassedState['notice'] | undefined {
  const notice = (state as PassedState | null)?.notice;
  return notice === 'passwordChanged' ? notice : undefined;
}
