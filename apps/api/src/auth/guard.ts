import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../plugins/app-error';
import { type AuthenticatedUser, resolveAccessToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`; routes behind it can rely on it. */
    user: AuthenticatedUser | null;
    accessToken: string | null;
  }
}

const STAFF_ROLES: ReadonlySet<AuthenticatedUser['role']> = new Set(['owner', 'admin']);

export function isStaff(user: Pick<AuthenticatedUser, 'role'>): boolean {
  return STAFF_ROLES.has(user.role);
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** preHandler: a signed-in user (no token 1002, unknown 1091, expired 1085, blocked 1311). */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw new AppError({ code: 1002 });
  request.user = await resolveAccessToken(request.server.deps.database.db, token);
  request.accessToken = token;
}

/** preHandler: a signed-in owner or admin; anyone else gets 403 with 1002 (SPEC §6). */
export async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (!request.user || !isStaff(request.user)) throw new AppError({ code: 1002 }, 403);
}

/** The signed-in user of a route behind requireUser/requireStaff. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError({ code: 1002 });
  return request.user;
}
