import { type Chat, type ChatSession, TIMINGS } from '@talentdeck/shared';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { companyInterviewsQuery } from '#web/lib/interviews';
import { queryKeys } from '#web/lib/query-keys';
import { useEventStream } from '#web/lib/use-event-stream';

/** One page of a conversation; the server answers the newest first by pages, each oldest first. */
export const CHATS_PAGE_SIZE = 30;
/** GET /api/chat-sessions answers at most this many sessions (API.md). */
const SESSIONS_LIMIT = 100;

/** Which side is reading: the company's screens and the candidate app call different paths. */
export type ChatSide = 'Company' | 'Candidate';

const paths = {
  Company: { sessions: '/chat-sessions', chats: (id: string) => `/chat-sessions/${encodeURIComponent(id)}/chats` },
  Candidate: {
    sessions: '/candidate-app/chat-sessions',
    chats: (id: string) => `/candidate-app/chat-sessions/${encodeURIComponent(id)}/chats`,
  },
} as const;

/** `live`: the event stream is up and keeps the list current, so it is not polled. */
export function chatSessionsQuery(side: ChatSide, companyId: string | undefined, live: boolean) {
  return queryOptions({
    queryKey: queryKeys.chat.sessions(side),
    queryFn: () =>
      api.get<ChatSession[]>(paths[side].sessions, {
        query: side === 'Company' ? { filter: JSON.stringify({ where: { companyId }, limit: SESSIONS_LIMIT }) } : {},
      }),
    enabled: side === 'Candidate' || Boolean(companyId),
    // The event stream keeps the list current; polling is only the fallback while it is down.
    refetchInterval: live ? false : TIMINGS.pollIntervalMs,
  });
}

export function chatsQuery(side: ChatSide, sessionId: string | undefined, live: boolean) {
  return infiniteQueryOptions({
    queryKey: queryKeys.chat.chats(side, sessionId ?? ''),
    enabled: Boolean(sessionId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api.get<Chat[]>(paths[side].chats(sessionId as string), {
        query: { filter: JSON.stringify({ limit: CHATS_PAGE_SIZE }), before: pageParam },
      }),
    // Pages go back in time: the next page is the one before the oldest chat loaded.
    getNextPageParam: (page) => (page.length < CHATS_PAGE_SIZE ? undefined : page[0]?.id),
    refetchInterval: live ? false : TIMINGS.pollIntervalMs,
  });
}

/** Oldest first, whatever pages are loaded. */
export function flattenChats(data: InfiniteData<Chat[]> | undefined): Chat[] {
  if (!data) return [];
  return [...data.pages].reverse().flat();
}

/** Adds a chat to its conversation and its session's preview, once (the sender's answer and the event both bring it). */
export function addChat(queryClient: QueryClient, side: ChatSide, sessionId: string, chat: Chat, unreadForMe: boolean) {
  queryClient.setQueryData<InfiniteData<Chat[]>>(queryKeys.chat.chats(side, sessionId), (data) => {
    if (!data || data.pages.some((p) => p.some((c) => c.id === chat.id))) return data;
    const [newest = [], ...older] = data.pages;
    return { ...data, pages: [[...newest, chat], ...older] };
  });
  let known = false;
  queryClient.setQueryData<ChatSession[]>(queryKeys.chat.sessions(side), (list) => {
    if (!list) return list;
    const session = list.find((s) => s.id === sessionId);
    if (!session) return list;
    known = true;
    if (session.chats[0]?.id === chat.id) return list;
    const updated = {
      ...session,
      chats: [chat],
      lastChatAt: chat.createdAt,
      unreadCount: session.unreadCount + (unreadForMe ? 1 : 0),
    };
    return [updated, ...list.filter((s) => s.id !== sessionId)];
  });
  // A new session (the other side wrote first): the list is fetched once.
  if (!known) void queryClient.invalidateQueries({ queryKey: queryKeys.chat.sessions(side) });
}

export function clearUnread(queryClient: QueryClient, side: ChatSide, sessionId: string) {
  queryClient.setQueryData<ChatSession[]>(queryKeys.chat.sessions(side), (list) =>
    list?.map((s) => (s.id === sessionId ? { ...s, unreadCount: 0 } : s)),
  );
}

/**
 * Follows the `chat` and `unread-chat-count` events of the tab's stream (GET /api/events). `onChat`
 * sees each chat pushed to this user; answers whether the stream is up, so the lists poll only
 * while it is down.
 */
export function useChatEvents(
  enabled: boolean,
  onChat: (chat: Chat, sessionId: string) => void,
  onUnreadCount?: (count: number) => void,
): boolean {
  const queryClient = useQueryClient();
  // Whatever was written while the stream was down (or could not be replayed) is fetched once:
  // the sessions, the open conversation and the unread count.
  const reloadChats = () => void queryClient.invalidateQueries({ queryKey: queryKeys.chat.all });
  return useEventStream(
    enabled,
    {
      // An event without its data is skipped: the refetch on the next (re)connection catches up.
      chat: (data) => {
        if (data?.chat?.id) onChat(data.chat, data.chatSessionId);
      },
      'unread-chat-count': (data) => {
        if (typeof data?.count === 'number') onUnreadCount?.(data.count);
      },
      resync: reloadChats,
    },
    reloadChats,
  );
}

/** GET /api/unread-chat-counts/{companyId}: polled only while the event stream is down. */
export const unreadChatCountQuery = (companyId: string | undefined, live: boolean) =>
  queryOptions({
    queryKey: queryKeys.chat.unreadCount(companyId ?? ''),
    queryFn: () => api.get<{ count: number }>(`/unread-chat-counts/${encodeURIComponent(companyId as string)}`),
    enabled: Boolean(companyId),
    refetchInterval: live ? false : TIMINGS.pollIntervalMs,
  });

/** The count an `unread-chat-count` event brings. */
export const setUnreadChatCount = (queryClient: QueryClient, companyId: string | undefined, count: number) =>
  queryClient.setQueryData(unreadChatCountQuery(companyId, true).queryKey, { count });

/** The badge's count, kept current by the `unread-chat-count` event. */
export function useUnreadChatCount(companyId: string | undefined) {
  const queryClient = useQueryClient();
  const live = useChatEvents(
    Boolean(companyId),
    () => undefined,
    (count) => setUnreadChatCount(queryClient, companyId, count),
  );
  return useQuery(unreadChatCountQuery(companyId, live));
}

/** The next three interviews beside the conversations: the company's interview list, narrowed here. */
export function useUpcomingInterviews(companyId: string | undefined) {
  return useQuery({
    ...companyInterviewsQuery(companyId, undefined, 'All'),
    select: (list) =>
      list.filter((i) => !i.isDeleted && i.interviewsstatus === 'new' && new Date(i.endsAt).getTime() > Date.now()).slice(0, 3),
  });
}

export const startChat = (body: { candidateId: string; companyId: string; jobApplicationId: string; content: string }) =>
  api.post<{ chatSession: ChatSession; chat: Chat }>('/chat-start', body);
export const sendCompanyChat = (chatSessionId: string, content: string) => api.post<Chat>('/chats', { chatSessionId, content });
export const sendCandidateChat = (chatSessionId: string, content: string) =>
  api.post<Chat>('/candidate-app/chats', { chatSessionId, content });
/** The candidate side marks a conversation read by reading it: one chat is enough. */
export const readCandidateSession = (sessionId: string) =>
  api.get<Chat[]>(paths.Candidate.chats(sessionId), { query: { filter: JSON.stringify({ limit: 1 }) } });
export const markSessionRead = (sessionId: string) =>
  api.post<void>(`/chat-session-mark-as-read/${encodeURIComponent(sessionId)}`);
