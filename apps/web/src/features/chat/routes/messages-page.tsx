import type { Chat } from '@talentdeck/shared';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Select, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { InterviewTime } from '#web/components/interviews/interview-time';
import { LoadError } from '#web/components/load-error';
import { PageTitle } from '#web/components/page-title';
import { publishedJobsQuery } from '#web/lib/published-jobs';
import { queryKeys } from '#web/lib/query-keys';
import { useCurrentCompanyId } from '#web/lib/session';
import {
  addChat,
  chatSessionsQuery,
  chatsQuery,
  clearUnread,
  flattenChats,
  markSessionRead,
  sendCompanyChat,
  setUnreadChatCount,
  startChat,
  useChatEvents,
  useUpcomingInterviews,
} from '../api/chat';
import { Conversation } from '../components/conversation';
import { SessionList } from '../components/session-list';
import '../components/chat.css';

const ALL_POSITIONS = 'all';

/**
 * /messages: the company's Chats, the selected conversation (?sessionId=, so a reload keeps it) and
 * the next scheduled interviews. The overview's Message button opens it with ?applicationId= and
 * ?candidateId=: the application's session when there is one, else a new conversation that the
 * first message creates (chat-start).
 */
export function MessagesPage() {
  const companyId = useCurrentCompanyId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('sessionId') ?? undefined;
  const applicationId = params.get('applicationId') ?? undefined;
  const candidateId = params.get('candidateId') ?? undefined;
  const [jobFilter, setJobFilter] = useState<string>();
  const selectedRef = useRef(sessionId);
  selectedRef.current = sessionId;

  const live = useChatEvents(
    Boolean(companyId),
    (chat: Chat, chatSessionId: string) => {
      const open = chatSessionId === selectedRef.current;
      addChat(queryClient, 'Company', chatSessionId, chat, chat.toUser === 'Company' && !open);
      // The open conversation is being read: its new message is marked read at once.
      if (open && chat.toUser === 'Company') void markSessionRead(chatSessionId);
    },
    (count) => setUnreadChatCount(queryClient, companyId, count),
  );
  const sessions = useQuery(chatSessionsQuery('Company', companyId, live));
  const chats = useInfiniteQuery(chatsQuery('Company', sessionId, live));
  const interviews = useUpcomingInterviews(companyId);

  // From the overview: select the application's session when it already exists.
  const existing = applicationId ? sessions.data?.find((s) => s.jobApplicationId === applicationId) : undefined;
  useEffect(() => {
    if (existing && !sessionId) setParams({ sessionId: existing.id }, { replace: true });
  }, [existing, sessionId, setParams]);

  // Opening a conversation marks it read.
  const selected = sessions.data?.find((s) => s.id === sessionId);
  const hasUnread = (selected?.unreadCount ?? 0) > 0;
  useEffect(() => {
    if (!sessionId || !hasUnread) return;
    clearUnread(queryClient, 'Company', sessionId);
    void markSessionRead(sessionId);
  }, [sessionId, hasUnread, queryClient]);

  // The specification's position filter: All Positions, then the company's published jobs.
  const publishedJobs = useQuery(publishedJobsQuery);
  const jobs = useMemo(
    () => [
      { value: ALL_POSITIONS, label: 'All Positions' },
      ...(publishedJobs.data ?? []).map((j) => ({ value: j.id, label: j.jobTitle })),
    ],
    [publishedJobs.data],
  );
  const shown = (sessions.data ?? []).filter((s) => !jobFilter || s.jobApplication.companyJobId === jobFilter);

  const send = async (content: string) => {
    if (sessionId) {
      const chat = await sendCompanyChat(sessionId, content);
      addChat(queryClient, 'Company', sessionId, chat, false);
      return;
    }
    if (!companyId || !applicationId || !candidateId) return;
    const started = await startChat({ companyId, candidateId, jobApplicationId: applicationId, content });
    await queryClient.invalidateQueries({ queryKey: queryKeys.chat.sessions('Company') });
    setParams({ sessionId: started.chatSession.id }, { replace: true });
  };

  const starting = !sessionId && applicationId && candidateId && sessions.isSuccess && !existing;

  let conversation: React.ReactNode;
  if (sessionId) {
    conversation = chats.isError ? (
      <LoadError query={chats} />
    ) : (
      <Conversation
        title={selected ? `${selected.candidate.user.name} · ${selected.jobApplication.companyJob.jobTitle}` : 'Conversation'}
        side="Company"
        chats={flattenChats(chats.data)}
        hasEarlier={Boolean(chats.hasNextPage)}
        loadingEarlier={chats.isFetchingNextPage}
        onLoadEarlier={() => void chats.fetchNextPage()}
        onSend={selected?.candidate.erased ? undefined : send}
      />
    );
  } else if (starting) {
    conversation = (
      <Conversation
        title="New conversation"
        side="Company"
        chats={[]}
        hasEarlier={false}
        loadingEarlier={false}
        onLoadEarlier={() => undefined}
        onSend={send}
      />
    );
  } else {
    conversation = (
      <section className="td-chat__panel" aria-label="Conversation">
        <Empty description="Select a chat to read it" />
      </section>
    );
  }

  return (
    <>
      <PageTitle>Messages</PageTitle>
      <div className="td-chat">
        <section className="td-chat__panel" aria-labelledby="td-chat-list">
          <h2 id="td-chat-list">Chats</h2>
          <Select
            aria-label="Position"
            options={jobs}
            loading={publishedJobs.isLoading}
            value={jobFilter ?? ALL_POSITIONS}
            onChange={(v: string) => setJobFilter(v === ALL_POSITIONS ? undefined : v)}
            style={{ marginBottom: 8 }}
          />
          {sessions.isPending ? (
            <Spin />
          ) : sessions.isError ? (
            <LoadError query={sessions} />
          ) : shown.length === 0 ? (
            <Empty
              description={
                jobFilter
                  ? "You aren't talking to any candidate for this position yet."
                  : "You aren't talking to any candidate yet. Start with Message on a candidate's overview."
              }
            />
          ) : (
            <SessionList sessions={shown} side="Company" selectedId={sessionId} onSelect={(id) => setParams({ sessionId: id })} />
          )}
        </section>
        {conversation}
        <section className="td-chat__panel" aria-labelledby="td-chat-interviews">
          <h2 id="td-chat-interviews">Scheduled Interviews</h2>
          {interviews.data?.length ? (
            <ul className="td-chat__sessions">
              {interviews.data.map((i) => (
                <li key={i.id} style={{ marginBottom: 8 }}>
                  <strong>{i.jobApplication.candidate.user.name}</strong>
                  <div className="td-chat__muted">{i.jobApplication.companyJob.jobTitle}</div>
                  <div className="td-chat__muted">
                    <InterviewTime interview={i} /> · {i.interviewType}
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="td-chat__muted">{interviews.isPending ? 'Loading…' : 'No scheduled interviews'}</p>
          )}
          <Button type="link" onClick={() => navigate('/job-interviews')}>
            View all interviews
          </Button>
        </section>
      </div>
    </>
  );
}
