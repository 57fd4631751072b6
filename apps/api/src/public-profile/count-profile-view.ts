import type { FastifyRequest } from 'fastify';
import type { InsightCounter } from '../memberships/insights';
import { fromVisitor } from '../platform/http/crawlers';

/**
 * Someone opened a professional's public profile (the API's answer or the page the server
 * rendered): a view for Premium's insights, unless a crawler or a link preview asked
 * (platform/http/crawlers.ts). Whether the viewer is the owner is the caller's to say.
 */
export function countProfileView(
  insights: InsightCounter,
  request: FastifyRequest,
  professionalId: number,
): void {
  if (fromVisitor(request)) insights.profileView(professionalId);
}
