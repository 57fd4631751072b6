import { isStaffRole } from '@fitmarket/core/limits';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AuthenticatedUser, resolveAccessToken, resolveSession } from '../auth/tokens';
import { AppError } from '../errors/app-error';
import { type RouteAccess, roleRefusal, routeAccess, routeKey } from './route-access';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the sign-in check of a signed-in route group; routes in it can rely on it. */
    user: AuthenticatedUser | null;
    accessToken: string | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** A signed-in user (no token 1002, unknown 1091, expired 1085, blocked 1311). */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw new AppError({ code: 1002 });
  request.user = await resolveAccessToken(request.server.deps.database.db, token);
  request.accessToken = token;
}

/**
 * The viewer of a public page: the signed-in user when the request carries a valid token, else
 * null. A stale or unknown token makes a guest rather than a refusal: public pages stay public.
 */
export async function optionalUser(request: FastifyRequest): Promise<AuthenticatedUser | null> {
  const token = bearerToken(request);
  if (!token) return null;
  try {
    return await resolveAccessToken(request.server.deps.database.db, token);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * A signed-in owner or admin with a back-office session (SPEC §6). Anyone else gets 403 with
 * 1317, which tells a customer or professional that the back-office is for staff, rather than
 * to sign in again.
 */
export async function requireStaff(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw new AppError({ code: 1002 });
  const { user, area } = await resolveSession(request.server.deps.database.db, token);
  if (!isStaffRole(user.role)) throw new AppError({ code: 1317 }, 403);
  // Only the back-office sign-in (with its second factor) starts a back-office session; a
  // staff member's marketplace session is not one.
  if (area !== 'backoffice') throw new AppError({ code: 1091 });
  request.user = user;
  request.accessToken = token;
}

/** The role check of a route's rule in the access table (route-access.ts). */
function requireRole(access: RouteAccess) {
  return async (request: FastifyRequest): Promise<void> => {
    const code = roleRefusal(access, currentUser(request).role);
    if (code !== null) throw new AppError({ code }, 403);
  };
}

/**
 * Makes every route registered in `scope` (after this call) need a signed-in user, checked once
 * for the whole group, and the role its rule in the access table names. Both run on request,
 * before the body is read or validated, so a stranger or a wrong role learns nothing about a
 * route's body rules (401 and 403 come before 422), and the group's routes are marked in the
 * OpenAPI document as needing the bearer token.
 */
export function requireSignIn(
  scope: FastifyInstance,
  check: typeof requireUser = requireUser,
): void {
  scope.addHook('onRequest', check);
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: route.schema?.security ?? [{ bearer: [] }] };
    // A route's own hooks run after the scope's, so the user is known by then. HEAD is GET's.
    const method = route.method === 'HEAD' ? 'GET' : String(route.method);
    const access = routeAccess[routeKey(method, route.url)];
    if (access && access.who !== 'signed-in' && access.who !== 'party') {
      route.onRequest = [route.onRequest ?? []].flat().concat(requireRole(access));
    }
  });
}

/** The signed-in user of a route in a signed-in group. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError({ code: 1002 });
  return request.user;
}
