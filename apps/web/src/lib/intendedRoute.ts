import { forgetValue, keepValue, keptValue } from '@fitmarket/ui/lib/keptValue';

/**
 * The page a signed-out visitor asked for, restored after signing in (SPEC §2 "intended"). It
 * expires like every kept value (SPEC §9), so a guest who signs in days later lands at home.
 */
export const INTENDED_ROUTE_STORAGE_KEY = 'intended';

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

/** The remembered page while it has not expired, without using it up. */
export function intendedRoute(): string | null {
  const path = keptValue('local', INTENDED_ROUTE_STORAGE_KEY);
  return isLocalPath(path) ? path : null;
}

/** Where to go after signing in: the remembered page (used once), or home. */
export function takeIntendedRoute(): string {
  const path = intendedRoute();
  forgetValue('local', INTENDED_ROUTE_STORAGE_KEY);
  return path ?? '/';
}
