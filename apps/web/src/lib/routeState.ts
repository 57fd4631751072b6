import type { ShownError } from '@fitmarket/ui/ErrorAlerts';

/** Notices one page leaves for the next one (home or sign-in) to show. */
export type Notice = 'signInRequired' | 'emailConfirmed' | 'welcome' | 'passwordChanged';
const NOTICES: readonly Notice[] = [
  'signInRequired',
  'emailConfirmed',
  'welcome',
  'passwordChanged',
];

/** What a page hands the next one through the navigation state. */
export interface PassedState {
  notice?: Notice;
  errors?: readonly ShownError[];
}

export function passedNotice(state: unknown): Notice | undefined {
  const notice = (state as PassedState | null)?.notice;
  return NOTICES.find((known) => known === notice);
}

export function passedErrors(state: unknown): readonly ShownError[] {
  const errors = (state as PassedState | null)?.errors;
  return Array.isArray(errors) ? errors : [];
}

/** An error code another page put in the address, as `/signin?error=2007`. */
export function errorFromQuery(value: string | null): ShownError[] {
  const code = Number(value);
  return value && Number.isInteger(code) && code > 0 ? [{ code }] : [];
}
