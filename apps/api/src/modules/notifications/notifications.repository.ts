import type { NotificationType } from '@talentdeck/shared';
import { and, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { notificationReads, notifications } from '#api/db/schema/index.js';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(
  db: Db,
  values: {
    companyId: string;
    notificationType: NotificationType;
    content: string;
    extras: Record<string, unknown>;
    authorUserId?: string | null;
  },
): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** What a member's bell holds: the company's notifications but those reporting the member's own action. */
const forMember = (userId: string) => or(isNull(notifications.authorUserId), ne(notifications.authorUserId, userId));

export async function findNotifications(
  db: Db,
  q: { companyId: string; userId: string; where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.companyId, q.companyId), forMember(q.userId), q.where))
    .orderBy(...q.orderBy, sql`${notifications.id} desc`)
    .limit(q.limit)
    .offset(q.offset);
}

export async function findReads(db: Db, notificationIds: string[]) {
  if (notificationIds.length === 0) return [];
  return db
    .select({ notificationId: notificationReads.notificationId, userId: notificationReads.userId })
    .from(notificationReads)
    .where(inArray(notificationReads.notificationId, notificationIds));
}

/** Marks every notification of the company the user has not read yet as read by them. */
export async function markAllRead(db: Db, companyId: string, userId: string) {
  await db.execute(sql`
    insert into ${notificationReads} (notification_id, user_id)
    select n.id, ${userId}::uuid from ${notifications} n
    where n.company_id = ${companyId}::uuid
      and n.author_user_id is distinct from ${userId}::uuid
      and not exists (select 1 from ${notificationReads} r where r.notification_id = n.id and r.user_id = ${userId}::uuid)
    on conflict do nothing`);
}
