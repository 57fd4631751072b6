/**
 * "Signed in just now, on the way home": where to land is only known once the user has loaded
 * (a new professional goes on to the fast registration), so sign-in leaves this mark for the
 * layout to act on once, in this tab.
 */
const SIGNED_IN_KEY = 'signedInJustNow';

export function markSignedIn(): void {
  sessionStorage.setItem(SIGNED_IN_KEY, '1');
}

export function isMarkedSignedIn(): boolean {
  return sessionStorage.getItem(SIGNED_IN_KEY) !== null;
}

export function clearSignedIn(): void {
  sessionStorage.removeItem(SIGNED_IN_KEY);
}
