import { z } from 'zod';
import { APPLICATION_STATUSES, NOTIFICATION_TYPES, type NotificationType } from '../constants.js';
import { filterQuerySchema } from './common.js';
import { chatEventSchema, interviewEventSchema, unreadChatCountEventSchema } from './conversations.js';

/**
 * What each notification type carries in `extras`: the one definition the producers write (typed,
 * and checked when stored) and the bell reads (to navigate). A JOBEXPIRED notification names the
 * job as `companyJobId`; the others, which lead to the candidate overview, carry the ids its
 * navigation state needs. CHAT leads to /messages and may name the chat session.
 */
export const notificationExtrasSchemas = {
  JOBAPPLICATION: z.object({ candidateId: z.uuid(), jobApplicationId: z.uuid(), jobId: z.uuid() }),
  JOBEXPIRED: z.object({ companyJobId: z.uuid(), jobTitle: z.string().optional() }),
  CHAT: z.object({ chatSessionId: z.uuid().optional() }),
  NOTES: z.object({ candidateId: z.uuid(), jobApplicationId: z.uuid(), jobId: z.uuid() }),
  INTERVIEWINVITE: z.object({ candidateId: z.uuid(), jobApplicationId: z.uuid(), jobId: z.uuid() }),
} as const satisfies Record<NotificationType, z.ZodType>;
export type NotificationExtras<T extends NotificationType = NotificationType> = z.infer<(typeof notificationExtrasSchemas)[T]>;

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

export const notificationsQuerySchema = filterQuerySchema;

/** The events of GET /api/events (Server-Sent Events), by name. */
export const SERVER_EVENTS = ['notification', 'chat', 'unread-chat-count', 'interview', 'application', 'resync'] as const;
export type ServerEventName = (typeof SERVER_EVENTS)[number];

export const applicationEventSchema = z.object({
  jobApplicationId: z.uuid(),
  companyJobId: z.uuid(),
  applicationStatus: z.enum(APPLICATION_STATUSES),
});

/**
 * The data each event carries: the publishers are typed by it (the API's event bus) and a client
 * can parse what it receives. `resync` carries nothing: reload.
 */
export const serverEventSchemas = {
  notification: notificationSchema,
  chat: chatEventSchema,
  'unread-chat-count': unreadChatCountEventSchema,
  interview: interviewEventSchema,
  application: applicationEventSchema,
  resync: z.null(),
} as const satisfies Record<ServerEventName, z.ZodType>;
export type ServerEventData<E extends ServerEventName = ServerEventName> = z.infer<(typeof serverEventSchemas)[E]>;

/**
 * How the bell navigates from a notification: the route, its query (the conversation of a chat
 * message, which the messages screen opens) and the navigation state it passes.
 */
export function notificationTarget(n: Pick<Notification, 'notificationType' | 'extras'>): {
  path: '/candidate-overview' | '/job-opening-details' | '/messages';
  search?: string;
  state?: Record<string, unknown>;
} {
  switch (n.notificationType) {
    case 'JOBEXPIRED': {
      const extras = notificationExtrasSchemas.JOBEXPIRED.safeParse(n.extras);
      return { path: '/job-opening-details', state: extras.success ? { jobId: extras.data.companyJobId } : undefined };
    }
    case 'CHAT': {
      const extras = notificationExtrasSchemas.CHAT.safeParse(n.extras);
      const sessionId = extras.success ? extras.data.chatSessionId : undefined;
      return sessionId ? { path: '/messages', search: `?sessionId=${encodeURIComponent(sessionId)}` } : { path: '/messages' };
    }
    default: {
      const extras = notificationExtrasSchemas[n.notificationType].safeParse(n.extras);
      if (!extras.success) return { path: '/candidate-overview' };
      const { candidateId, jobApplicationId, jobId } = extras.data;
      return { path: '/candidate-overview', state: { candidateId, jobApplicationId, jobId } };
    }
  }
}
