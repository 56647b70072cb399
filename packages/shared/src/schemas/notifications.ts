import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../constants.js';
import { text } from './common.js';

export const notificationSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  notificationType: z.enum(NOTIFICATION_TYPES),
  content: z.string(),
  /** What the notification points at, e.g. jobId, candidateId, jobApplicationId. */
  extras: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  /** The read flag of each member of the company; companyUserId is the member's user id. */
  companyUsers: z.array(z.object({ companyUserId: z.uuid(), read: z.boolean() })),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.array(notificationSchema);

export const notificationsQuerySchema = z.strictObject({ filter: text().optional() });

/** The events of GET /api/events (Server-Sent Events), by name. */
export const SERVER_EVENTS = ['notification', 'chat', 'unread-chat-count', 'interview', 'application', 'resync'] as const;
export type ServerEventName = (typeof SERVER_EVENTS)[number];

/** How the bell navigates from a notification: the route and the navigation state it passes. */
export function notificationTarget(n: Pick<Notification, 'notificationType' | 'extras'>): {
  path: '/candidate-overview' | '/job-opening-details' | '/messages';
  state?: Record<string, unknown>;
} {
  const pick = (key: string) => (typeof n.extras[key] === 'string' ? (n.extras[key] as string) : undefined);
  switch (n.notificationType) {
    case 'JOBEXPIRED':
      return { path: '/job-opening-details', state: { jobId: pick('jobId') } };
    case 'CHAT':
      return { path: '/messages' };
    default:
      return {
        path: '/candidate-overview',
        state: { candidateId: pick('candidateId'), jobApplicationId: pick('jobApplicationId'), jobId: pick('jobId') },
      };
  }
}
