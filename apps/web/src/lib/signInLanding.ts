import { forgetValue, keepValue, keptValue } from '@fitmarket/ui/lib/keptValue';

/**
 * "Signed in just now, on the way home": where to land is only known once the user has loaded
 * (a new professional goes on to the fast registration), so sign-in leaves this mark for the
 * layout to act on once, in this tab.
 */
const SIGNED_IN_KEY = 'signedInJustNow';

export function markSignedIn(): void {
  keepValue('session', SIGNED_IN_KEY, true);
}

export function isMarkedSignedIn(): boolean {
  return keptValue('session', SIGNED_IN_KEY) === true;
}

export function clearSignedIn(): void {
  forgetValue('session', SIGNED_IN_KEY);
}
