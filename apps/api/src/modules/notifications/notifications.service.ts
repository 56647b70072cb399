import {
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationExtras,
  type NotificationType,
  notificationExtrasSchemas,
} from '@talentdeck/shared';
import { desc } from 'drizzle-orm';
import { notifications } from '#api/db/schema/index.js';
import { memberUserIds } from '#api/modules/accounts/team.service.js';
import type { AppContext } from '#api/platform/context.js';
import { publishEvent } from '#api/platform/events/event-bus.js';
import { type FilterSpec, parseFilter } from '#api/platform/filter.js';
import { type Principal, requireSelfInCompany } from '#api/platform/policy.js';
import * as repo from './notifications.repository.js';

export const NOTIFICATION_CONTENT_MAX = 2000;

/**
 * One variant per type: `extras` is that type's schema (packages/shared), so a producer writing a
 * wrong or missing key fails to typecheck; types whose extras are all optional may leave it out.
 */
export type NotifyCompanyInput = {
  [T in NotificationType]: {
    companyId: string;
    type: T;
    content: string;
    /**
     * The member whose own action this reports (a note's writer): the notification is for the
     * other members, so it never reaches this one's bell, unread count or event stream.
     */
    authorUserId?: string;
  } & (Record<never, never> extends NotificationExtras<T>
    ? { extras?: NotificationExtras<T> }
    : { extras: NotificationExtras<T> });
}[NotificationType];

function toNotification(row: repo.NotificationRow, allMemberIds: string[], readers: Set<string>): Notification {
  const memberIds = row.authorUserId ? allMemberIds.filter((id) => id !== row.authorUserId) : allMemberIds;
  return {
    id: row.id,
    companyId: row.companyId,
    notificationType: row.notificationType,
    content: row.content,
    extras: row.extras ?? {},
    createdAt: row.createdAt.toISOString(),
    companyUsers: memberIds.map((companyUserId) => ({ companyUserId, read: readers.has(companyUserId) })),
  };
}

/**
 * Stores a notification for a company without pushing it: for a caller that writes it in its own
 * transaction (`ctx.db` the transaction), so it is readable as soon as the action's answer is.
 * Push the answer with pushNotification once that transaction has committed.
 */
export async function recordNotification(ctx: AppContext, input: NotifyCompanyInput): Promise<Notification> {
  if (!NOTIFICATION_TYPES.includes(input.type)) throw new Error(`unknown notification type: ${String(input.type)}`);
  const content = input.content.trim().slice(0, NOTIFICATION_CONTENT_MAX);
  if (!content) throw new Error('a notification needs content');
  // Checked at run time too, so a caller that got past the types cannot store extras the bell cannot read.
  const extras = notificationExtrasSchemas[input.type].safeParse(input.extras ?? {});
  if (!extras.success) throw new Error(`invalid extras for a ${input.type} notification: ${extras.error.message}`);
  const row = await repo.insertNotification(ctx.db, {
    companyId: input.companyId,
    notificationType: input.type,
    content,
    extras: extras.data,
    authorUserId: input.authorUserId ?? null,
  });
  const notification = toNotification(row, await memberUserIds(ctx, input.companyId), new Set());
  if (row.authorUserId) authorOf.set(notification, row.authorUserId);
  return notification;
}

/** The author of each notification recorded by this process, for its push (the answer does not carry it). */
const authorOf = new WeakMap<Notification, string>();

/** Pushes a stored notification (event `notification`) to every signed-in member, whichever API process they are on. */
export async function pushNotification(ctx: AppContext, notification: Notification) {
  try {
    const exceptUserId = authorOf.get(notification);
    await publishEvent(ctx.events, notification.companyId, 'notification', notification, { exceptUserId });
  } catch (err) {
    // Stored already; clients that miss the push find it by polling (every 15 s) or on reconnect.
    ctx.log.warn({ err, notificationId: notification.id }, 'could not push a notification');
  }
}

/**
 * Records a notification for a company and pushes it at once. Other modules call this (job
 * expiry, chat, notes, interviews). Call it after your own transaction committed: the push goes out
 * immediately, and clients that reload on it must find the rows.
 */
export async function notifyCompany(ctx: AppContext, input: NotifyCompanyInput): Promise<Notification> {
  const notification = await recordNotification(ctx, input);
  await pushNotification(ctx, notification);
  return notification;
}

const filterSpec: FilterSpec = {
  where: {
    notificationType: { column: notifications.notificationType, type: { enum: NOTIFICATION_TYPES }, operators: ['eq', 'inq'] },
    createdAt: { column: notifications.createdAt, type: 'date' },
  },
  order: ['createdAt'],
  defaultOrder: [desc(notifications.createdAt)],
};

export async function findCompanyUserNotifications(
  ctx: AppContext,
  principal: Principal,
  userId: string,
  rawFilter: string | undefined,
): Promise<Notification[]> {
  const companyId = requireSelfInCompany(principal, userId);
  const filter = parseFilter(rawFilter, filterSpec);
  const [rows, memberIds] = await Promise.all([
    repo.findNotifications(ctx.db, { companyId, userId, ...filter }),
    memberUserIds(ctx, companyId),
  ]);
  const reads = await repo.findReads(
    ctx.db,
    rows.map((r) => r.id),
  );
  const readersOf = new Map<string, Set<string>>();
  for (const r of reads) {
    const set = readersOf.get(r.notificationId) ?? new Set<string>();
    set.add(r.userId);
    readersOf.set(r.notificationId, set);
  }
  return rows.map((row) => toNotification(row, memberIds, readersOf.get(row.id) ?? new Set()));
}

export async function markNotificationsRead(ctx: AppContext, principal: Principal, userId: string) {
  const companyId = requireSelfInCompany(principal, userId);
  await repo.markAllRead(ctx.db, companyId, userId);
}
