import { UserOutlined } from '@ant-design/icons';
import type { ChatSession } from '@talentdeck/shared';
import { Avatar, Badge } from 'antd';
import dayjs from 'dayjs';
import type { ChatSide } from '../api/chat';

/** The Chats column: one row per session, latest activity first, with the unread count. */
export function SessionList({
  sessions,
  side,
  selectedId,
  onSelect,
}: {
  sessions: ChatSession[];
  side: ChatSide;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}) {
  return (
    <ul className="td-chat__sessions" aria-label="Chats">
      {sessions.map((s) => {
        const name = side === 'Company' ? s.candidate.user.name : s.company.companyName;
        const last = s.chats[0];
        return (
          <li key={s.id}>
            <button
              type="button"
              className="td-chat__session"
              aria-current={s.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(s.id)}
            >
              <Avatar
                src={side === 'Company' ? (s.candidate.profilePicture ?? undefined) : undefined}
                icon={<UserOutlined />}
                alt=""
              />
              <span className="td-chat__session-text">
                <span>
                  <strong>{name}</strong>
                </span>
                <span className="td-chat__muted">{s.jobApplication.companyJob.jobTitle}</span>
                <span className="td-chat__muted">{last ? last.content : 'No messages yet'}</span>
              </span>
              <span className="td-chat__muted">
                <time dateTime={s.lastChatAt}>{dayjs(s.lastChatAt).format('D MMM HH:mm')}</time>
                {s.unreadCount > 0 ? (
                  <>
                    <br />
                    <Badge count={s.unreadCount} overflowCount={99} aria-hidden="true" />
                    <span className="td-visually-hidden"> {s.unreadCount} unread</span>
                  </>
                ) : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
