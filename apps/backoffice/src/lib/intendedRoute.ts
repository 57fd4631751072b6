/** The page a signed-out visitor asked for, kept across the login (SPEC §7 "intended"). */
export const INTENDED_ROUTE_STORAGE_KEY = 'intended';

/** Where a login leads when nobody asked for a page first. */
export const DEFAULT_AFTER_LOGIN_ROUTE = '/dashboard';

/** Only a path on this site, so a crafted value cannot send anyone elsewhere. */
function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function rememberIntendedRoute(path: string): void {
  if (isLocalPath(path)) localStorage.setItem(INTENDED_ROUTE_STORAGE_KEY, path);
}

export function intendedRoute(): string | null {
  const path = localStorage.getItem(INTENDED_ROUTE_STORAGE_KEY);
  return path !== null && isLocalPath(path) ? path : null;
}

export function forgetIntendedRoute(): void {
  localStorage.removeItem(INTENDED_ROUTE_STORAGE_KEY);
}
