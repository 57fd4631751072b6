import { pagination, type TPagination } from '@fitmarket/core/api/envelope';
import type { TConversation, TStartConversation } from '@fitmarket/core/api/messaging';
import { and, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Actor, authorize } from '../access/permissions';
import type { Database } from '../db/client';
import { conversations, isListedProfessional, messages, users } from '../db/schema';
import { AppError } from '../errors/app-error';
import { type LiveDeps, tellUsers } from '../live/tell-user';
import { type ConversationRow, conversationFor } from './conversation-access';
import { messageView } from './message-view';

type Writer = Pick<Database, 'insert' | 'select' | 'update'>;

/**
 * The conversation between a customer and a professional, made on first contact. One per
 * pair, so contacting again (or from a booking) continues it; a booking id is kept when the
 * conversation had none. Bookings open conversations through this too.
 */
export async function openConversation(
  tx: Writer,
  pair: { customerId: number; professionalId: number; bookingId?: number },
): Promise<{ id: number; created: boolean }> {
  const [created] = await tx
    .insert(conversations)
    .values(pair)
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (created) return { id: created.id, created: true };
  const [existing] = await tx
    .select({ id: conversations.id, bookingId: conversations.bookingId })
    .from(conversations)
    .where(
      and(
        eq(conversations.customerId, pair.customerId),
        eq(conversations.professionalId, pair.professionalId),
      ),
    );
  if (!existing) throw new Error('conversation vanished between insert and select');
  if (pair.bookingId && existing.bookingId === null) {
    await tx
      .update(conversations)
      .set({ bookingId: pair.bookingId })
      .where(eq(conversations.id, existing.id));
  }
  return { id: existing.id, created: false };
}

/** The profile's contact button: the viewer (as customer) and a listed professional. */
export async function startConversation(
  db: Database,
  actor: Actor,
  input: TStartConversation,
): Promise<{ conversation: TConversation; created: boolean }> {
  const [professional] = await db
    .select({ id: users.id, listed: sql<boolean>`${isListedProfessional(users)}` })
    .from(users)
    .where(eq(users.id, input.professional_id));
  if (!professional) throw new AppError({ code: 1302 });
  authorize(actor, 'conversation.start', { userId: professional.id, listed: professional.listed });
  const { id, created } = await db.transaction((tx) =>
    openConversation(tx, {
      customerId: actor.id,
      professionalId: professional.id,
      bookingId: input.booking_id,
    }),
  );
  return { conversation: await getConversation(db, actor, id), created };
}

const other = alias(users, 'other');

/**
 * The viewer's conversations (all, or those matching `where`), with the other person and the
 * unread count, most recent first; then their last messages in one more query.
 */
async function conversationViews(
  db: Database,
  viewerId: number,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<TConversation[]> {
  const rows = await db
    .select({
      conversation: conversations,
      other: {
        id: other.id,
        firstName: other.firstName,
        lastName: other.lastName,
        image: other.image,
        slug: sql<string | null>`case when ${isListedProfessional(other)} then ${other.slug} end`,
      },
      unreadCount: sql<number>`(select count(*)::int from ${messages}
        where ${messages.conversationId} = ${conversations.id} and ${messages.readAt} is null
          and ${messages.senderId} <> ${viewerId})`,
    })
    .from(conversations)
    .innerJoin(
      other,
      sql`${other.id} = case when ${conversations.customerId} = ${viewerId}
        then ${conversations.professionalId} else ${conversations.customerId} end`,
    )
    .where(and(participant(viewerId), where))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0) return [];

  const last = await db
    .selectDistinctOn([messages.conversationId])
    .from(messages)
    .where(
      inArray(
        messages.conversationId,
        rows.map((row) => row.conversation.id),
      ),
    )
    .orderBy(messages.conversationId, desc(messages.id));
  const lastByConversation = new Map(last.map((message) => [message.conversationId, message]));

  return rows.map(({ conversation, other: party, unreadCount }) => {
    const lastMessage = lastByConversation.get(conversation.id);
    return {
      id: conversation.id,
      my_role: conversation.customerId === viewerId ? 'customer' : 'professional',
      other: {
        id: party.id,
        first_name: party.firstName,
        last_name: party.lastName,
        image: party.image,
        slug: party.slug,
      },
      booking_id: conversation.bookingId,
      last_message: lastMessage ? messageView(lastMessage, viewerId) : null,
      unread_count: unreadCount,
      blocked: conversation.blockedBy !== null,
      blocked_by_me: conversation.blockedBy === viewerId,
      created_at: conversation.createdAt.toISOString(),
    };
  });
}

const participant = (userId: number) =>
  or(eq(conversations.customerId, userId), eq(conversations.professionalId, userId));

/** One conversation of the viewer, or 404 (1302) when it is not theirs. */
export async function getConversation(
  db: Database,
  actor: Actor,
  id: number,
): Promise<TConversation> {
  await conversationFor(db, actor, 'conversation.read', id);
  const [view] = await conversationViews(db, actor.id, eq(conversations.id, id), {
    limit: 1,
    offset: 0,
  });
  if (!view) throw new AppError({ code: 1302 });
  return view;
}

/** The viewer's conversations, most recent first, one page (SPEC "Paged table data"). */
export async function listConversations(
  db: Database,
  actor: Actor,
  page: number,
  perPage: number,
): Promise<{ data: TConversation[]; meta: { pagination: TPagination } }> {
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(conversations)
    .where(participant(actor.id));
  const data = await conversationViews(db, actor.id, undefined, {
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return {
    data,
    meta: { pagination: pagination(counted?.count ?? 0, page, perPage, data.length) },
  };
}

/** Messages of others the viewer has not read, across all their conversations (the badge). */
export async function unreadMessageCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(participant(userId), isNull(messages.readAt), ne(messages.senderId, userId)));
  return row?.count ?? 0;
}

/**
 * Blocks the conversation: neither person can send in it until the one who blocked it
 * unblocks. Blocking an already blocked one changes nothing.
 */
export async function blockConversation(
  deps: LiveDeps & { db: Database },
  actor: Actor,
  id: number,
): Promise<TConversation> {
  const conversation = await conversationFor(deps.db, actor, 'conversation.block', id);
  await deps.db
    .update(conversations)
    .set({ blockedBy: actor.id, blockedAt: new Date() })
    .where(and(eq(conversations.id, id), isNull(conversations.blockedBy)));
  await tellBoth(deps, conversation);
  return getConversation(deps.db, actor, id);
}

/** Lifts a block; only its author may (1374). Unblocking an open conversation is fine. */
export async function unblockConversation(
  deps: LiveDeps & { db: Database },
  actor: Actor,
  id: number,
): Promise<TConversation> {
  const conversation = await conversationFor(deps.db, actor, 'conversation.unblock', id);
  // The other person may block it between the check and the update: the update lifts only a
  // block of the actor's own, and the answer is then the refusal the fresh state gives.
  const lifted = await deps.db
    .update(conversations)
    .set({ blockedBy: null, blockedAt: null })
    .where(
      and(
        eq(conversations.id, id),
        or(isNull(conversations.blockedBy), eq(conversations.blockedBy, actor.id)),
      ),
    )
    .returning({ id: conversations.id });
  if (lifted.length === 0) await conversationFor(deps.db, actor, 'conversation.unblock', id);
  await tellBoth(deps, conversation);
  return getConversation(deps.db, actor, id);
}

/** Both people's open screens reload the conversation (blocked, a message removed). */
export function tellBoth(deps: LiveDeps, conversation: ConversationRow): Promise<void> {
  return tellUsers(deps, [conversation.customerId, conversation.professionalId], {
    type: 'conversation',
    conversation_id: conversation.id,
  });
}
