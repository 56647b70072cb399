import type { Chat } from '@talentdeck/shared';
import { Alert, Button, Input } from 'antd';
import dayjs from 'dayjs';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { InterviewTime } from '#web/components/interviews/interview-time';
import { errorMessage } from '#web/lib/api';
import type { ChatSide } from '../api/chat';

const CARD_TITLES: Record<string, string> = {
  INTERVIEW: 'Interview scheduled',
  INVITEACCEPTED: 'Interview invitation answered',
  MARKCOMPLETED: 'Interview completed',
};

function ChatItem({ chat, side }: { chat: Chat; side: ChatSide }) {
  const time = <time dateTime={chat.createdAt}>{dayjs(chat.createdAt).format('D MMM HH:mm')}</time>;
  if (chat.chatType !== 'CHAT') {
    const i = chat.interview;
    return (
      <li className="td-chat__card">
        <strong>{CARD_TITLES[chat.chatType]}</strong>
        <div>{chat.content}</div>
        {i ? (
          <div className="td-chat__muted">
            <InterviewTime interview={i} /> · {i.interviewType}
          </div>
        ) : null}
        <div className="td-chat__muted">{time}</div>
      </li>
    );
  }
  const mine = chat.fromUser === side;
  return (
    <li className={mine ? 'td-chat__bubble td-chat__bubble--mine' : 'td-chat__bubble'}>
      <span className="td-visually-hidden">{mine ? 'You: ' : 'They: '}</span>
      {/* Plain text: React escapes it, and the CSS keeps its line breaks. */}
      <span className="td-chat__text">{chat.content}</span>
      <div className="td-chat__muted">{time}</div>
    </li>
  );
}

/**
 * A conversation: the loaded pages oldest at the top, "Load earlier messages" above them, scrolled
 * to the newest. Enter sends and Shift+Enter adds a line; a blank message is not sent, and a failed
 * one keeps its text.
 */
export function Conversation({
  title,
  chats,
  side,
  hasEarlier,
  loadingEarlier,
  onLoadEarlier,
  onSend,
}: {
  title: string;
  chats: Chat[];
  side: ChatSide;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  /** Absent when no one can receive a reply: the candidate erased their account. */
  onSend?: (content: string) => Promise<unknown>;
}) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const listRef = useRef<HTMLOListElement>(null);
  const newestId = chats.at(-1)?.id;

  // Follows the newest message (not earlier pages being loaded above).
  useEffect(() => {
    const list = listRef.current;
    if (list && newestId) list.scrollTop = list.scrollHeight;
  }, [newestId]);

  const send = async () => {
    if (!onSend || sending || text.trim().length === 0) return;
    setSending(true);
    setError(undefined);
    try {
      await onSend(text);
      setText('');
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <section className="td-chat__panel" aria-labelledby="td-chat-conversation">
      <h2 id="td-chat-conversation">{title}</h2>
      {hasEarlier ? (
        <Button size="small" onClick={onLoadEarlier} loading={loadingEarlier} style={{ alignSelf: 'center' }}>
          Load earlier messages
        </Button>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be read. */}
      <ol ref={listRef} className="td-chat__messages" aria-label="Messages" aria-live="polite" tabIndex={0}>
        {chats.map((c) => (
          <ChatItem key={c.id} chat={c} side={side} />
        ))}
      </ol>
      {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
      {onSend ? null : <p className="td-chat__closed">This candidate erased their account: no reply can be sent.</p>}
      <div className="td-chat__composer" hidden={!onSend}>
        <Input.TextArea
          aria-label="Message"
          placeholder="Type a message"
          autoSize={{ minRows: 1, maxRows: 6 }}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={5000}
        />
        <Button type="primary" onClick={() => void send()} loading={sending}>
          Send
        </Button>
      </div>
    </section>
  );
}
