/**
 * The guard's flags (SPEC §2 "Customer and professional area"), set as a route's `handle`. A
 * route has the flags of all its matched ancestors together.
 */
export interface RouteFlags {
  /** Guests are sent home, and the route is remembered for after signing in. */
  auth?: true;
  /** Signed-in users are sent home. */
  guestOnly?: true;
  /** Signed-in users other than owner or admin are sent home; guests as for `auth`. */
  adminOnly?: true;
  /** A signed-in user is loaded again from the server, then sent home. */
  refreshToken?: true;
}

const FLAG_NAMES = ['auth', 'guestOnly', 'adminOnly', 'refreshToken'] as const;

export function routeFlags(handles: readonly unknown[]): RouteFlags {
  const flags: RouteFlags = {};
  for (const handle of handles) {
    if (typeof handle !== 'object' || handle === null) continue;
    for (const name of FLAG_NAMES) {
      if ((handle as RouteFlags)[name] === true) flags[name] = true;
    }
  }
  return flags;
}
