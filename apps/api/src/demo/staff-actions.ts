import type { auditLog } from '../db/schema';
import type { PlannedProfessional } from './plan-marketplace';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many paid memberships the demo shows as a staff promotion (the rest were bought). */
const DEMO_PROMOTIONS = 3;

/**
 * The audit log of the demo (audit/record.ts writes the real one): the admin blocked each
 * blocked professional with the reason they carry, and the owner promoted a few members, so a
 * user's history in the back-office has something to show on a fresh start.
 */
export function planStaffActions(input: {
  now: Date;
  ownerId: number;
  adminId: number;
  professionals: { professional: PlannedProfessional; userId: number }[];
}): (typeof auditLog.$inferInsert)[] {
  const daysAgo = (days: number) => new Date(input.now.getTime() - days * DAY_MS);
  const promotions = input.professionals
    .filter(({ professional }) => professional.membershipId > 1 && !professional.membershipLifetime)
    .slice(0, DEMO_PROMOTIONS)
    .map(({ professional, userId }, index) => ({
      actorId: input.ownerId,
      action: 'user.promote',
      targetType: 'user',
      targetId: userId,
      before: { membership_id: 1 },
      after: { membership_id: professional.membershipId },
      createdAt: daysAgo(20 - index * 3),
    }));
  const blocks = input.professionals
    .filter(({ professional }) => professional.blockReason !== null)
    .map(({ professional, userId }, index) => ({
      actorId: input.adminId,
      action: 'user.block',
      targetType: 'user',
      targetId: userId,
      before: { blocked: false },
      after: { blocked: true },
      reason: professional.blockReason,
      createdAt: daysAgo(6 - index),
    }));
  return [...promotions, ...blocks];
}
