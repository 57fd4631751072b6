import { forgetValue, keepValue, keptValue } from '@fitmarket/ui/lib/keptValue';

/**
 * The page a signed-out visitor asked for, kept across the login (SPEC §7 "intended"). It
 * expires like every kept value (SPEC §9), so a login days later goes to the dashboard.
 */
export const INTENDED_ROUTE_STORAGE_KEY = 'intended';

/** Where a login leads when nobody asked for a page first. */
export const DEFAULT_AFTER_LOGIN_ROUTE = '/dashboard';

/** Only a path on this site, so a crafted value cannot send anyone elsewhere. */
function isLocalPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\')
  );
}

export function rememberIntendedRoute(path: string): void {
  if (isLocalPath(path)) keepValue('local', INTENDED_ROUTE_STORAGE_KEY, path);
}

export function intendedRoute(): string | null {
  const path = keptValue('local', INTENDED_ROUTE_STORAGE_KEY);
  return isLocalPath(path) ? path : null;
}

export function forgetIntendedRoute(): void {
  forgetValue('local', INTENDED_ROUTE_STORAGE_KEY);
}
