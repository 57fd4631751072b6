import type { Role } from '@fitmarket/core/limits';
import { describe, expect, it } from 'vitest';
import { type Actor, authorize, decide } from '../../src/access/permissions';
import { AppError } from '../../src/errors/app-error';

const actor = (id: number, role: Role, blocked = false): Actor => ({ id, role, blocked });
const owner = actor(1, 'owner');
const admin = actor(2, 'admin');
const customer = actor(3, 'customer');
const professional = actor(4, 'professional');

describe('permission helper', () => {
  it('lets people change only their own account; others are told it does not exist', () => {
    const action = 'account.update';
    expect(decide(customer, action, { userId: 3, role: 'customer' })).toBe('allow');
    expect(decide(customer, action, { userId: 4, role: 'professional' })).toBe('hidden');
    // Staff act on other users through their own actions, not as the user.
    expect(decide(admin, action, { userId: 3, role: 'customer' })).toBe('hidden');
  });

  it('lets only a customer upgrade, and only themselves', () => {
    expect(decide(customer, 'account.upgrade', { userId: 3, role: 'customer' })).toBe('allow');
    expect(decide(professional, 'account.upgrade', { userId: 4, role: 'professional' })).toEqual({
      refused: 1305,
    });
    expect(decide(customer, 'account.upgrade', { userId: 5, role: 'customer' })).toBe('hidden');
  });

  it('lets only a professional edit and publish their own profile, never a blocked one', () => {
    for (const action of ['profile.edit', 'profile.publish'] as const) {
      expect(decide(professional, action, { userId: 4, role: 'professional' })).toBe('allow');
      expect(decide(professional, action, { userId: 7, role: 'professional' })).toBe('hidden');
      expect(decide(customer, action, { userId: 3, role: 'customer' })).toBe('forbidden');
      expect(decide(admin, action, { userId: 2, role: 'admin' })).toBe('forbidden');
      expect(
        decide(actor(4, 'professional', true), action, { userId: 4, role: 'professional' }),
      ).toBe('forbidden');
    }
  });

  it('lets staff block others but never themselves nor an owner, saying why', () => {
    expect(decide(admin, 'account.block', { userId: 3, role: 'customer' })).toBe('allow');
    expect(decide(owner, 'account.block', { userId: 2, role: 'admin' })).toBe('allow');
    expect(decide(admin, 'account.block', { userId: 2, role: 'admin' })).toEqual({
      refused: 1341,
    });
    expect(decide(admin, 'account.block', { userId: 1, role: 'owner' })).toEqual({
      refused: 1340,
    });
    expect(decide(owner, 'account.block', { userId: 9, role: 'owner' })).toEqual({
      refused: 1340,
    });
    expect(() => authorize(admin, 'account.block', { userId: 2, role: 'admin' })).toThrow(
      expect.objectContaining({ status: 403, items: [{ code: 1341 }] }),
    );
    expect(decide(customer, 'account.block', { userId: 4, role: 'professional' })).toBe(
      'forbidden',
    );
  });

  it("lets a booking's two parties see and act on it, and hides it from everyone else", () => {
    const booking = { professionalId: 4, customerId: 3 };
    for (const action of ['booking.read', 'booking.act'] as const) {
      expect(decide(customer, action, booking)).toBe('allow');
      expect(decide(professional, action, booking)).toBe('allow');
      expect(decide(actor(9, 'customer'), action, booking)).toBe('hidden');
      expect(decide(admin, action, booking)).toBe('hidden');
      expect(decide(professional, action, { professionalId: 4, customerId: null })).toBe('allow');
    }
  });

  it('lets people but not staff ask a listed professional for a booking, unless blocked by them', () => {
    const listed = { userId: 4, listed: true, blocksActor: false };
    expect(decide(customer, 'booking.request', listed)).toBe('allow');
    expect(decide(professional, 'booking.request', { ...listed, userId: 7 })).toBe('allow');
    expect(decide(admin, 'booking.request', listed)).toBe('forbidden');
    expect(decide(customer, 'booking.request', { ...listed, listed: false })).toBe('hidden');
    expect(decide(customer, 'booking.request', { ...listed, blocksActor: true })).toBe('hidden');
  });

  it('lets anyone follow a listed professional, but not themselves nor one who blocked them', () => {
    const listed = { userId: 4, listed: true, blocksActor: false };
    expect(decide(customer, 'professional.follow', listed)).toBe('allow');
    expect(decide(admin, 'professional.follow', listed)).toBe('allow');
    expect(decide(professional, 'professional.follow', listed)).toEqual({ refused: 1327 });
    expect(decide(customer, 'professional.follow', { ...listed, listed: false })).toBe('hidden');
    expect(decide(customer, 'professional.follow', { ...listed, blocksActor: true })).toBe(
      'hidden',
    );
  });

  it('lets only a professional keep their availability and enter bookings by hand', () => {
    for (const action of ['availability.edit', 'booking.manual'] as const) {
      expect(decide(professional, action, { userId: 4, role: 'professional' })).toBe('allow');
      expect(decide(customer, action, { userId: 3, role: 'customer' })).toBe('forbidden');
    }
  });

  it('lets only the customer review a booking, only the reviewed reply, and anyone report', () => {
    const booking = { professionalId: 4, customerId: 3 };
    expect(decide(customer, 'review.write', booking)).toBe('allow');
    expect(decide(professional, 'review.write', booking)).toEqual({ refused: 1363 });
    expect(decide(actor(9, 'customer'), 'review.write', booking)).toBe('hidden');
    const review = { professionalId: 4, authorId: 3 };
    expect(decide(professional, 'review.reply', review)).toBe('allow');
    expect(decide(customer, 'review.reply', review)).toBe('hidden');
    expect(decide(actor(9, 'customer'), 'review.report', review)).toBe('allow');
    expect(decide(actor(9, 'customer', true), 'review.report', review)).toBe('forbidden');
  });

  it('lets staff change memberships and publishing of anyone but an owner', () => {
    expect(decide(admin, 'account.moderate', { userId: 4, role: 'professional' })).toBe('allow');
    expect(decide(admin, 'account.moderate', { userId: 1, role: 'owner' })).toEqual({
      refused: 1340,
    });
    expect(decide(professional, 'account.moderate', { userId: 4, role: 'professional' })).toBe(
      'forbidden',
    );
  });

  it('lets a file be used only by its owner', () => {
    expect(decide(customer, 'file.use', { ownerId: 3 })).toBe('allow');
    expect(decide(customer, 'file.use', { ownerId: 4 })).toBe('hidden');
    expect(decide(admin, 'file.use', { ownerId: 4 })).toBe('hidden');
  });

  it('shows a listed profile to anyone, a hidden one only to its owner and staff', () => {
    const listed = { userId: 4, listed: true };
    const hidden = { userId: 4, listed: false };
    expect(decide(customer, 'professional.view', listed)).toBe('allow');
    expect(decide(customer, 'professional.view', hidden)).toBe('hidden');
    expect(decide(professional, 'professional.view', hidden)).toBe('allow');
    expect(decide(admin, 'professional.view', hidden)).toBe('allow');
    expect(decide(owner, 'professional.view', hidden)).toBe('allow');
  });

  it('lets only staff search every professional, read statistics, dashboard, affiliates and feedback, and moderate reviews', () => {
    for (const action of [
      'review.moderate',
      'professional.search-all',
      'statistics.read',
      'dashboard.read',
      'affiliate.read',
      'feedback.read',
    ] as const) {
      expect(decide(owner, action, null)).toBe('allow');
      expect(decide(admin, action, null)).toBe('allow');
      expect(decide(customer, action, null)).toBe('forbidden');
      expect(decide(professional, action, null)).toBe('forbidden');
    }
  });

  it('lets only the two people of a conversation read, write, block and report in it', () => {
    const conversation = { customerId: 3, professionalId: 4, blockedBy: null };
    const actions = [
      'conversation.read',
      'conversation.send',
      'conversation.block',
      'conversation.unblock',
      'message.report',
    ] as const;
    for (const action of actions) {
      expect(decide(customer, action, conversation)).toBe('allow');
      expect(decide(professional, action, conversation)).toBe('allow');
      // A third person, staff included, is told it does not exist.
      expect(decide(actor(9, 'customer'), action, conversation)).toBe('hidden');
      expect(decide(admin, action, conversation)).toBe('hidden');
      expect(decide(actor(3, 'customer', true), action, conversation)).toBe('forbidden');
    }
  });

  it('lets nobody write in a blocked conversation, and only its blocker lift the block', () => {
    const blocked = { customerId: 3, professionalId: 4, blockedBy: 4 };
    expect(decide(customer, 'conversation.send', blocked)).toEqual({ refused: 1371 });
    expect(decide(professional, 'conversation.send', blocked)).toEqual({ refused: 1371 });
    expect(decide(customer, 'conversation.unblock', blocked)).toEqual({ refused: 1374 });
    expect(decide(professional, 'conversation.unblock', blocked)).toBe('allow');
    expect(decide(actor(9, 'customer'), 'conversation.unblock', blocked)).toBe('hidden');
    expect(decide(customer, 'conversation.read', blocked)).toBe('allow');
  });

  it('lets anyone contact a listed professional only, and only staff moderate messages', () => {
    expect(decide(customer, 'conversation.start', { userId: 4, listed: true })).toBe('allow');
    expect(decide(customer, 'conversation.start', { userId: 4, listed: false })).toBe('hidden');
    expect(decide(professional, 'conversation.start', { userId: 4, listed: true })).toEqual({
      refused: 1372,
    });
    expect(decide(admin, 'message.moderate', null)).toBe('allow');
    expect(decide(owner, 'message.moderate', null)).toBe('allow');
    expect(decide(customer, 'message.moderate', null)).toBe('forbidden');
    expect(decide(professional, 'message.moderate', null)).toBe('forbidden');
  });

  it('lets people mark only their own notifications read, staff included', () => {
    expect(decide(customer, 'notification.update', { ownerId: 3 })).toBe('allow');
    expect(decide(customer, 'notification.update', { ownerId: 4 })).toBe('hidden');
    expect(decide(admin, 'notification.update', { ownerId: 4 })).toBe('hidden');
  });

  it('lets a professional manage only their own social connections and items, staff neither', () => {
    expect(decide(professional, 'social.manage', { ownerId: 4 })).toBe('allow');
    expect(decide(professional, 'social.manage', { ownerId: 5 })).toBe('hidden');
    expect(decide(admin, 'social.manage', { ownerId: 4 })).toBe('hidden');
  });

  it('lets only owners invite staff', () => {
    expect(decide(owner, 'staff.invite', null)).toBe('allow');
    expect(decide(admin, 'staff.invite', null)).toBe('forbidden');
  });

  it('refuses everything to a blocked user, even on their own things', () => {
    const blocked = actor(3, 'customer', true);
    expect(decide(blocked, 'account.update', { userId: 3, role: 'customer' })).toBe('forbidden');
    expect(decide(blocked, 'file.use', { ownerId: 3 })).toBe('forbidden');
  });

  it("answers a refusal with the catalogue codes: 403 + 1002, 404 + 1302 when hidden, or the rule's own code with its status", () => {
    const refusal = (run: () => void) => {
      try {
        run();
      } catch (error) {
        return error instanceof AppError ? [error.status, error.items[0]?.code] : error;
      }
      return 'allowed';
    };
    expect(refusal(() => authorize(admin, 'staff.invite', null))).toEqual([403, 1002]);
    expect(refusal(() => authorize(customer, 'file.use', { ownerId: 4 }))).toEqual([404, 1302]);
    expect(refusal(() => authorize(customer, 'file.use', { ownerId: 3 }))).toBe('allowed');
    const self = { userId: 4, listed: true, blocksActor: false };
    expect(refusal(() => authorize(professional, 'professional.follow', self))).toEqual([
      422, 1327,
    ]);
    const blocked = { customerId: 3, professionalId: 4, blockedBy: 4 };
    expect(refusal(() => authorize(customer, 'conversation.send', blocked))).toEqual([403, 1371]);
  });
});
