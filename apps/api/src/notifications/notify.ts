import type { TNotification } from '@fitmarket/core/api/notifications';
import type { NotificationType } from '@fitmarket/core/limits';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notifications, users } from '../db/schema';
import { type LiveDeps, tellUsers } from '../live/tell-user';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'select' | 'insert' | 'update'>;

export interface NotificationInput {
  /** Who is told. */
  userId: number;
  type: NotificationType;
  /** Who did it. */
  actorId?: number | null;
  /** Ids the type needs (api/notifications.ts lists them), never texts. */
  data?: Record<string, unknown>;
  /**
   * new_message: the conversation. While its notification is unread, another message moves
   * that one forward and counts it instead of adding a notification per message.
   */
  conversationId?: number;
  /**
   * Its e-mail goes out elsewhere (the booking e-mails, the reminder job): the e-mail job
   * must not send a second one.
   */
  mailedElsewhere?: boolean;
}

/** A stored notification and whom it is for, ready to be pushed live after the commit. */
export interface Notice {
  userId: number;
  notification: TNotification;
}

/**
 * Records a notification in the caller's transaction, so it exists exactly when the change
 * that caused it does. E-mailing is the e-mail job's (email-job.ts); after the commit, pass
 * what this returns to `announce` for the live push.
 */
export async function notify(tx: Writer, input: NotificationInput): Promise<Notice> {
  const values = {
    userId: input.userId,
    type: input.type,
    actorId: input.actorId ?? null,
    conversationId: input.conversationId ?? null,
    emailedAt: input.mailedElsewhere ? sql`now()` : null,
    data: input.conversationId
      ? { ...input.data, conversation_id: input.conversationId, count: 1 }
      : (input.data ?? {}),
  };
  const [row] = input.conversationId
    ? await tx
        .insert(notifications)
        .values(values)
        .onConflictDoUpdate({
          target: [notifications.userId, notifications.conversationId],
          targetWhere: sql`${notifications.readAt} is null and ${notifications.conversationId} is not null`,
          set: {
            createdAt: sql`now()`,
            actorId: values.actorId,
            data: sql`jsonb_set(${notifications.data}, '{count}',
              to_jsonb(coalesce((${notifications.data}->>'count')::int, 0) + 1))`,
          },
        })
        .returning({ id: notifications.id })
    : await tx.insert(notifications).values(values).returning({ id: notifications.id });
  if (!row) throw new Error('notification insert returned no row');
  const [notification] = await notificationViews(tx, eq(notifications.id, row.id), 1, 0);
  if (!notification) throw new Error('notification vanished');
  return { userId: input.userId, notification };
}

/** Pushes notices to their users' open sockets; call after the transaction committed. */
export async function announce(deps: LiveDeps, notices: readonly Notice[]): Promise<void> {
  await Promise.all(
    notices.map(({ userId, notification }) =>
      tellUsers(deps, [userId], { type: 'notification', notification }),
    ),
  );
}

/** Notifications matching `where`, newest first, as the API shows them. */
export async function notificationViews(
  db: Reader,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<TNotification[]> {
  const rows = await db
    .select({
      notification: notifications,
      actor: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        image: users.image,
      },
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ notification, actor }) => ({
    id: notification.id,
    type: notification.type,
    actor: actor
      ? {
          id: actor.id,
          first_name: actor.firstName,
          last_name: actor.lastName,
          image: actor.image,
        }
      : null,
    data: notification.data,
    read: notification.readAt !== null,
    created_at: notification.createdAt.toISOString(),
  }));
}

/**
 * Reading a conversation reads its new_message notification too; answers the notices to
 * push, so the reader's other tabs lower their badges.
 */
export async function readConversationNotifications(
  db: Writer,
  userId: number,
  conversationId: number,
): Promise<Notice[]> {
  const marked = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.conversationId, conversationId),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  const notices: Notice[] = [];
  for (const { id } of marked) {
    const [notification] = await notificationViews(db, eq(notifications.id, id), 1, 0);
    if (notification) notices.push({ userId, notification });
  }
  return notices;
}
