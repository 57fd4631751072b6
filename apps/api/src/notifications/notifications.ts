import { pagination, type TPagination } from '@fitmarket/core/api/envelope';
import type { TNotification } from '@fitmarket/core/api/notifications';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Actor, authorize } from '../access/permissions';
import type { Database } from '../db/client';
import { notifications } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { LiveDeps } from '../live/tell-user';
import { announce, type Notice, notificationViews } from './notify';
import { shownInApp } from './preferences';

/** The user's notifications their settings show in app. */
const mine = (userId: number) => and(eq(notifications.userId, userId), shownInApp);
const unread = isNull(notifications.readAt);

/** The user's notifications, newest first, one page. */
export async function listNotifications(
  db: Database,
  actor: Actor,
  page: number,
  perPage: number,
): Promise<{ data: TNotification[]; meta: { pagination: TPagination } }> {
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(mine(actor.id));
  const data = await notificationViews(db, mine(actor.id), perPage, (page - 1) * perPage);
  return {
    data,
    meta: { pagination: pagination(counted?.count ?? 0, page, perPage, data.length) },
  };
}

/** The badge. */
export async function unreadNotificationCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(mine(userId), unread));
  return row?.count ?? 0;
}

/** Marks one of the user's notifications read (somebody else's is 404, 1302). */
export async function markNotificationRead(
  deps: LiveDeps & { db: Database },
  actor: Actor,
  id: number,
): Promise<TNotification> {
  const [row] = await deps.db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.id, id));
  if (!row) throw new AppError({ code: 1302 });
  authorize(actor, 'notification.update', { ownerId: row.userId });
  await deps.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), unread));
  const [notification] = await notificationViews(deps.db, eq(notifications.id, id), 1, 0);
  if (!notification) throw new AppError({ code: 1302 });
  await announce(deps, [{ userId: actor.id, notification }]);
  return notification;
}

/** Marks all the user's notifications read; answers how many were unread. */
export async function markAllNotificationsRead(
  deps: LiveDeps & { db: Database },
  actor: Actor,
): Promise<number> {
  const marked = await deps.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(mine(actor.id), unread))
    .returning({ id: notifications.id });
  // One event is enough for the other tabs to reload their badge and list.
  const [latest] = await notificationViews(deps.db, mine(actor.id), 1, 0);
  const notices: Notice[] = latest ? [{ userId: actor.id, notification: latest }] : [];
  if (marked.length > 0) await announce(deps, notices);
  return marked.length;
}
