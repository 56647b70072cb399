import { MessageOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentCompanyId } from '#web/lib/session';
import { addChat, chatSessionsQuery, useChatEvents, useUnreadChatCount } from '../api/chat';

/** The specification caps the header's count (section 9). */
const UNREAD_CAP = 99;

export const unreadLabel = (count: number) => (count > UNREAD_CAP ? `${UNREAD_CAP}+` : String(count));

/** The company header's unread messages: hidden on /messages, where the Chats list shows them. */
export function UnreadChatsBadge() {
  const { pathname } = useLocation();
  if (pathname === '/messages') return null;
  return <CompanyUnreadChats />;
}

function CompanyUnreadChats() {
  const navigate = useNavigate();
  const count = useUnreadChatCount(useCurrentCompanyId()).data?.count ?? 0;
  const label = count > 0 ? `Messages, ${unreadLabel(count)} unread` : 'Messages';
  return (
    <Badge count={count} overflowCount={UNREAD_CAP}>
      <Button type="text" icon={<MessageOutlined />} aria-label={label} onClick={() => navigate('/messages')} />
    </Badge>
  );
}

/** The candidate nav's Messages count: their sessions' unread chats, kept current by the stream. */
export function CandidateUnreadChats() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const onMessages = pathname === '/candidate/messages';
  const live = useChatEvents(!onMessages, (chat, sessionId) =>
    addChat(queryClient, 'Candidate', sessionId, chat, chat.toUser === 'Candidate'),
  );
  const sessions = useQuery(chatSessionsQuery('Candidate', undefined, live || onMessages));
  const count = (sessions.data ?? []).reduce((sum, s) => sum + s.unreadCount, 0);
  if (count === 0) return null;
  return (
    <span className="td-chat__nav-count">
      {' '}
      ({unreadLabel(count)}
      <span className="td-visually-hidden"> unread</span>)
    </span>
  );
}
