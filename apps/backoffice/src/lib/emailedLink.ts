/**
 * What the sign-up and password-reset flows carry from one step to the next: the address the
 * link was sent to (step 2 shows it) and, once the e-mailed link was opened, its code (step 3
 * sends it). Kept in sessionStorage: it survives a reload but not the closing of the tab.
 */
export type EmailedLinkFlow = 'signup' | 'forgot';

export interface EmailedLinkState {
  email: string;
  code?: string;
}

const storageKey = (flow: EmailedLinkFlow) => `${flow}_link`;

export function rememberEmailedLink(flow: EmailedLinkFlow, state: EmailedLinkState): void {
  try {
    sessionStorage.setItem(storageKey(flow), JSON.stringify(state));
  } catch {
    // Storage can be blocked; the step after then asks the visitor to start again.
  }
}

export function emailedLink(flow: EmailedLinkFlow): EmailedLinkState | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey(flow)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { email, code } = stored as Record<string, unknown>;
    if (typeof email !== 'string' || email === '') return null;
    return typeof code === 'string' && code !== '' ? { email, code } : { email };
  } catch {
    return null;
  }
}

export function forgetEmailedLink(flow: EmailedLinkFlow): void {
  try {
    sessionStorage.removeItem(storageKey(flow));
  } catch {
    // Nothing was kept, so nothing to forget.
  }
}
