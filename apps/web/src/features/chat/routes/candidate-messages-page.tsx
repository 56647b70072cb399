import type { Chat } from '@talentdeck/shared';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Empty, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '#web/components/load-error';
import { PageTitle } from '#web/components/page-title';
import {
  addChat,
  chatSessionsQuery,
  chatsQuery,
  clearUnread,
  flattenChats,
  readCandidateSession,
  sendCandidateChat,
  useChatEvents,
} from '../api/chat';
import { Conversation } from '../components/conversation';
import { SessionList } from '../components/session-list';
import '../components/chat.css';

/**
 * /candidate/messages: the candidate's conversations with the companies they applied to. Reading a
 * conversation (GET …/chats) marks it read on the server, so the count here is simply cleared.
 */
export function CandidateMessagesPage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('sessionId') ?? undefined;
  const selectedRef = useRef(sessionId);
  selectedRef.current = sessionId;

  const live = useChatEvents(true, (chat: Chat, chatSessionId: string) => {
    const open = chatSessionId === selectedRef.current;
    addChat(queryClient, 'Candidate', chatSessionId, chat, chat.toUser === 'Candidate' && !open);
    // A message arriving in the open conversation is read as it arrives.
    if (open && chat.toUser === 'Candidate') void readCandidateSession(chatSessionId);
  });
  const sessions = useQuery(chatSessionsQuery('Candidate', undefined, live));
  const chats = useInfiniteQuery(chatsQuery('Candidate', sessionId, live));
  const selected = sessions.data?.find((s) => s.id === sessionId);

  const loaded = chats.isSuccess;
  useEffect(() => {
    if (sessionId && loaded) clearUnread(queryClient, 'Candidate', sessionId);
  }, [sessionId, loaded, queryClient]);

  const send = async (content: string) => {
    if (!sessionId) return;
    const chat = await sendCandidateChat(sessionId, content);
    addChat(queryClient, 'Candidate', sessionId, chat, false);
  };

  return (
    <>
      <PageTitle>Messages</PageTitle>
      <div className="td-chat td-chat--two">
        <section className="td-chat__panel" aria-labelledby="td-chat-list">
          <h2 id="td-chat-list">Chats</h2>
          {sessions.isPending ? (
            <Spin />
          ) : sessions.isError ? (
            <LoadError query={sessions} />
          ) : (sessions.data ?? []).length === 0 ? (
            <Empty description="No messages yet. Companies you applied to can write to you here." />
          ) : (
            <SessionList
              sessions={sessions.data}
              side="Candidate"
              selectedId={sessionId}
              onSelect={(id) => setParams({ sessionId: id })}
            />
          )}
        </section>
        {sessionId ? (
          chats.isError ? (
            <LoadError query={chats} />
          ) : (
            <Conversation
              title={
                selected ? `${selected.company.companyName} · ${selected.jobApplication.companyJob.jobTitle}` : 'Conversation'
              }
              side="Candidate"
              chats={flattenChats(chats.data)}
              hasEarlier={Boolean(chats.hasNextPage)}
              loadingEarlier={chats.isFetchingNextPage}
              onLoadEarlier={() => void chats.fetchNextPage()}
              onSend={send}
            />
          )
        ) : (
          <section className="td-chat__panel" aria-label="Conversation">
            <Empty description="Select a chat to read it" />
          </section>
        )}
      </div>
    </>
  );
}
