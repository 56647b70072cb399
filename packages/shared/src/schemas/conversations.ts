import { z } from 'zod';
import { INTERVIEW_DURATIONS_MINUTES } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { isKnownZone } from '../time-zones.js';
import { text } from './common.js';

/** Interviews and messages between a company and the candidates who applied to its jobs (API.md). */

export const CHAT_PARTIES = ['Company', 'Candidate'] as const;
export type ChatParty = (typeof CHAT_PARTIES)[number];
/** CHAT is a message someone wrote; the other types are cards the server writes itself. */
export const CHAT_TYPES = ['CHAT', 'INTERVIEW', 'INVITEACCEPTED', 'MARKCOMPLETED'] as const;
export const CHAT_SESSION_STATUSES = ['IN-PROGRESS'] as const;
export const CHAT_CONTENT_MAX = 5000;
/** The dashboard's Messages card shows this many threads (specification, section 9). */
export const CHAT_THREADS_LIMIT = 4;

export const INTERVIEW_TYPES = ['In-office', 'Remote'] as const;
/**
 * `new` on creation; once it has started the company marks it Completed or Didnt appeared (the
 * specification's spelling), after which another round can be scheduled.
 */
export const INTERVIEW_STATUSES = ['new', 'Completed', 'Didnt appeared'] as const;
export const INTERVIEW_RESPONSES = ['accept', 'decline'] as const;
/** /job-interviews' time filter, in the company's time zone. */
export const INTERVIEW_LIST_TIMES = ['All', 'Today', 'Week', 'Month'] as const;
/** The dashboard's periods (specification, section 9), counted forward from now for upcoming interviews. */
export const DASHBOARD_TIMES = ['Week', 'Two Weeks', 'Month', 'Three Months'] as const;

export const CONVERSATION_MESSAGES = {
  validUrl: 'Enter valid url',
  messageRequired: 'Type a message',
  messageTooLong: `A message can be at most ${CHAT_CONTENT_MAX} characters`,
  setBySender: 'Set by the server from the sender',
  pastDate: 'The interview cannot be in the past',
  dateFormat: 'Pick a date (YYYY-MM-DD)',
  timeFormat: 'Pick a start time (HH:mm)',
  timeZone: MESSAGES.timeZone,
  duration: `Pick a duration: ${INTERVIEW_DURATIONS_MINUTES.join(', ')} minutes`,
  locationRequired: 'Pick an office location',
  interviewExists: 'This application already has an upcoming interview',
  outcomeBeforeStart: 'An outcome can be set once the interview has started',
  declinedNotCompleted: 'The candidate declined this interview, so it cannot be marked Completed',
  outcomeSet: 'This interview has its outcome: schedule another round instead',
  statusOrDelete: 'Send interviewsstatus or isDeleted: true',
  overlaps: 'Overlaps another interview of the company',
  notTheApplicationsCandidate: 'Not the application’s candidate',
  notThisApplication: 'Not this application',
  notAChatOfThisSession: 'Not a chat of this session',
  chatsOrder: 'Chats are answered in createdAt ASC order only',
  markSessionReadWithPost: 'Use POST to mark a chat session read',
} as const;

/** An http(s) URL with a dotted host and no spaces: the Remote interview's meeting link. */
const INTERVIEW_URL_PATTERN = /^https?:\/\/(?:[a-z0-9-]+\.)+[a-z0-9-]{2,}(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;
export const isInterviewUrl = (value: string) => INTERVIEW_URL_PATTERN.test(value);

// --- Interviews ---------------------------------------------------------------------------------

export const interviewSchema = z.object({
  id: z.uuid(),
  jobApplicationId: z.uuid(),
  companyId: z.uuid(),
  candidateId: z.uuid(),
  companyJobId: z.uuid(),
  /** YYYY-MM-DD in `timeZone`. */
  date: z.string(),
  /** HH:mm in `timeZone`. */
  startTime: z.string(),
  /** The duration in minutes, as text (the specification's field). */
  endTime: z.string(),
  duration: z.number().int(),
  interviewType: z.enum(INTERVIEW_TYPES),
  location: z.string().nullable(),
  link: z.string().nullable(),
  /** The start as an instant (ISO 8601, UTC). */
  startsAt: z.string(),
  endsAt: z.string(),
  /** The IANA zone `date` and `startTime` are in: an In-office interview's office's, a Remote one's as scheduled. */
  timeZone: z.string(),
  interviewsstatus: z.enum(INTERVIEW_STATUSES),
  /** The candidate's answer to the invitation, null until they give one. */
  response: z.enum(INTERVIEW_RESPONSES).nullable(),
  isDeleted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;

/** A company's interview with its candidate and job (the specification's jobApplication relation). */
export const companyInterviewSchema = interviewSchema.extend({
  jobApplication: z.object({
    id: z.uuid(),
    applicationStatus: z.string(),
    candidate: z.object({
      id: z.uuid(),
      userId: z.uuid(),
      profilePicture: z.string().nullable(),
      title: z.string().nullable(),
      /** Erased or anonymised (docs/decisions/0041): named "Erased candidate", nothing else shown. */
      erased: z.boolean(),
      user: z.object({ id: z.uuid(), name: z.string() }),
    }),
    companyJob: z.object({ id: z.uuid(), jobTitle: z.string() }),
  }),
});
export type CompanyInterview = z.infer<typeof companyInterviewSchema>;

/** The answer to a company's create or reschedule: the interview, and what the scheduler should know. */
export const scheduledInterviewSchema = companyInterviewSchema.extend({
  /** Not refusals: e.g. the time overlaps another of the company's interviews (CONVERSATION_MESSAGES.overlaps). */
  warnings: z.array(z.object({ code: z.literal('OVERLAP'), message: z.string(), interviewId: z.uuid() })),
});

/** The candidate's view of their interview. */
export const candidateInterviewSchema = interviewSchema.extend({
  companyJob: z.object({ id: z.uuid(), jobTitle: z.string() }),
  company: z.object({ id: z.uuid(), companyName: z.string() }),
});
export type CandidateInterview = z.infer<typeof candidateInterviewSchema>;

const durationField = z
  .union([z.number(), text()])
  .transform((v) => Number(v))
  .refine((v) => (INTERVIEW_DURATIONS_MINUTES as readonly number[]).includes(v), CONVERSATION_MESSAGES.duration);

/**
 * POST /api/job-applications/{id}/interviews and PATCH /api/interview-reschedule/{id}. The
 * specification's client also sends companyId, candidateId and isDeleted: accepted when they agree
 * with the application (checked by the server).
 */
export const interviewRequestSchema = z
  .strictObject({
    date: text().regex(/^\d{4}-\d{2}-\d{2}$/, CONVERSATION_MESSAGES.dateFormat),
    startTime: text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, CONVERSATION_MESSAGES.timeFormat),
    endTime: durationField,
    interviewType: z.enum(INTERVIEW_TYPES),
    location: text().trim().max(500).nullish(),
    link: text().trim().max(2048).nullish(),
    /**
     * A Remote interview's IANA zone, which date and startTime are read in (the company's when
     * left out). An In-office interview is always in its office's zone, and this is ignored.
     */
    timeZone: text().refine(isKnownZone, CONVERSATION_MESSAGES.timeZone).optional(),
    companyId: z.uuid().optional(),
    candidateId: z.uuid().optional(),
    jobApplicationId: z.uuid().optional(),
    isDeleted: z.literal(false).optional(),
  })
  .superRefine((v, issue) => {
    if (v.interviewType === 'Remote' && !(v.link && isInterviewUrl(v.link)))
      issue.addIssue({ code: 'custom', path: ['link'], message: CONVERSATION_MESSAGES.validUrl });
    if (v.interviewType === 'In-office' && !v.location)
      issue.addIssue({ code: 'custom', path: ['location'], message: CONVERSATION_MESSAGES.locationRequired });
  });
export type InterviewRequest = z.infer<typeof interviewRequestSchema>;

/** PATCH /api/interview/{id}: a status, or the deletion. */
export const interviewUpdateSchema = z
  .strictObject({
    interviewsstatus: z.enum(['Completed', 'Didnt appeared']).optional(),
    isDeleted: z.literal(true).optional(),
  })
  .refine((v) => (v.interviewsstatus === undefined) !== (v.isDeleted === undefined), CONVERSATION_MESSAGES.statusOrDelete);

/** PATCH /api/candidate-app/interviews/{id}. */
export const interviewResponseSchema = z.strictObject({ response: z.enum(INTERVIEW_RESPONSES) });

export const companyInterviewsRequestSchema = z.strictObject({
  companyId: z.uuid(),
  companyJobId: z.uuid().nullish(),
  time: z.enum(INTERVIEW_LIST_TIMES).default('All'),
});
export const dashboardInterviewsRequestSchema = z.strictObject({
  companyId: z.uuid(),
  companyJobId: z.uuid().nullish(),
  time: z.enum(DASHBOARD_TIMES).default('Three Months'),
});

// --- Messages -----------------------------------------------------------------------------------

export const chatSchema = z.object({
  id: z.uuid(),
  chatSessionId: z.uuid(),
  /** Plain text exactly as sent: never render it as HTML. */
  content: z.string(),
  createdAt: z.string(),
  fromUser: z.enum(CHAT_PARTIES),
  toUser: z.enum(CHAT_PARTIES),
  fromUserId: z.uuid(),
  toUserId: z.uuid().nullable(),
  type: z.literal('text'),
  chatType: z.enum(CHAT_TYPES),
  interviewId: z.uuid().nullable(),
  company: z.object({ read: z.boolean() }),
  candidate: z.object({ read: z.boolean() }),
  /** The card's interview while it is not deleted. */
  interview: interviewSchema.nullable(),
});
export type Chat = z.infer<typeof chatSchema>;

export const chatSessionSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  candidateId: z.uuid(),
  jobApplicationId: z.uuid(),
  status: z.enum(CHAT_SESSION_STATUSES),
  startDate: z.string(),
  /** When the latest chat was written (the session's start while it has none). */
  lastChatAt: z.string(),
  /** Chats addressed to the caller's side that it has not read. */
  unreadCount: z.number().int(),
  candidate: z.object({
    id: z.uuid(),
    userId: z.uuid(),
    profilePicture: z.string().nullable(),
    /** Erased or anonymised (docs/decisions/0041): named "Erased candidate", nothing else shown. */
    erased: z.boolean(),
    user: z.object({ id: z.uuid(), name: z.string() }),
  }),
  jobApplication: z.object({
    id: z.uuid(),
    applicationStatus: z.string(),
    companyJobId: z.uuid(),
    companyJob: z.object({ id: z.uuid(), jobTitle: z.string() }),
  }),
  company: z.object({ id: z.uuid(), companyName: z.string() }),
  /** The latest chat only (the list's preview); GET …/chats reads the conversation. */
  chats: z.array(chatSchema),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;

export const chatSessionRequestSchema = z.strictObject({
  status: z.enum(CHAT_SESSION_STATUSES).optional(),
  startDate: z.iso.datetime({ offset: true }).optional(),
  companyId: z.uuid(),
  jobApplicationId: z.uuid(),
});

const content = () =>
  text({ error: CONVERSATION_MESSAGES.messageRequired }, { multiline: true })
    .max(CHAT_CONTENT_MAX, CONVERSATION_MESSAGES.messageTooLong)
    .refine((v) => v.trim().length > 0, CONVERSATION_MESSAGES.messageRequired);

/** The sender fields the specification's client sends: the server sets them, so a disagreeing value is refused. */
const senderFields = {
  fromUser: z.enum(CHAT_PARTIES).optional(),
  fromUserId: z.uuid().optional(),
  toUser: z.enum(CHAT_PARTIES).optional(),
  toUserId: z.uuid().optional(),
  type: z.literal('text').optional(),
  chatType: z.enum(CHAT_TYPES).optional(),
};

export const chatStartRequestSchema = z.strictObject({
  candidateId: z.uuid(),
  companyId: z.uuid(),
  jobApplicationId: z.uuid(),
  content: content(),
  ...senderFields,
});
export type ChatStartRequest = z.infer<typeof chatStartRequestSchema>;

export const chatRequestSchema = z.strictObject({
  chatSessionId: z.uuid(),
  candidateId: z.uuid().optional(),
  companyId: z.uuid().optional(),
  jobApplicationId: z.uuid().optional(),
  content: content(),
  ...senderFields,
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const candidateChatRequestSchema = z.strictObject({ chatSessionId: z.uuid(), content: content() });

/** GET …/chats: filter.limit (newest page) and `before`, a chat id to page back from. */
export const chatsQuerySchema = z.strictObject({ filter: text().optional(), before: z.uuid().optional() });

export const chatSessionsQuerySchema = z.strictObject({ filter: text().optional() });
export const chatThreadsQuerySchema = z.strictObject({ limit: z.coerce.number().int().min(1).max(20).optional() });

export const unreadChatCountSchema = z.object({ count: z.number().int() });

// --- Realtime -----------------------------------------------------------------------------------

/** The data of each conversation event of GET /api/events. */
export const chatEventSchema = z.object({ chatSessionId: z.uuid(), chat: chatSchema });
export const unreadChatCountEventSchema = unreadChatCountSchema;
export const interviewEventSchema = z.object({ interview: interviewSchema });
