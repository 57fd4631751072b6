/** The page a signed-out visitor asked for, restored after signing in (SPEC §2 "intended"). */
export const INTENDED_ROUTE_STORAGE_KEY = 'intended';

/** Only a path on this site, so a crafted value cannot send anyone elsewhere. */
function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function rememberIntendedRoute(path: string): void {
  if (isLocalPath(path)) localStorage.setItem(INTENDED_ROUTE_STORAGE_KEY, path);
}

/** Where to go after signing in: the remembered page (used once), or home. */
export function takeIntendedRoute(): string {
  const path = localStorage.getItem(INTENDED_ROUTE_STORAGE_KEY);
  localStorage.removeItem(INTENDED_ROUTE_STORAGE_KEY);
  return path !== null && isLocalPath(path) ? path : '/';
}
