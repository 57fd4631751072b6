import { forgetValue, keepValue, keptValue } from './keptValue';

/**
 * The page a signed-out visitor asked for, restored after signing in (SPEC §2 "intended"; the
 * back-office's login, SPEC §7). It expires like every kept value (SPEC §9), so a sign-in days
 * later lands on the app's start page instead.
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

export function forgetIntendedRoute(): void {
  forgetValue('local', INTENDED_ROUTE_STORAGE_KEY);
}

/** Where to go after signing in: the remembered page (used once), or `fallback`. */
export function takeIntendedRoute(fallback = '/'): string {
  const path = intendedRoute();
  forgetIntendedRoute();
  return path ?? fallback;
}
