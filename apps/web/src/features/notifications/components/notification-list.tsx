import {
  BellOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  FileTextOutlined,
  MessageOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { MESSAGES, type Notification, type NotificationType } from '@talentdeck/shared';
import { Button } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { ReactNode } from 'react';
import { EmptyState } from '#web/components/empty-state';
import './notification-list.css';
import { Loading } from '#web/components/loading';

dayjs.extend(relativeTime);

const ICONS: Record<NotificationType, ReactNode> = {
  JOBAPPLICATION: <UserAddOutlined />,
  JOBEXPIRED: <ClockCircleOutlined />,
  CHAT: <MessageOutlined />,
  NOTES: <FileTextOutlined />,
  INTERVIEWINVITE: <CalendarOutlined />,
};

type NotificationListProps = {
  items: Notification[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Ids that were unread when the bell was opened: highlighted while it stays open. */
  highlighted: ReadonlySet<string>;
  onSelect: (n: Notification) => void;
};

export function NotificationList({ items, loading, error, onRetry, highlighted, onSelect }: NotificationListProps) {
  if (loading) {
    return (
      <div className="td-notifications__state">
        <Loading label="Loading notifications" />
      </div>
    );
  }
  if (error) {
    return (
      <div className="td-notifications__state" role="alert">
        <p>{error}</p>
        <Button size="small" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (!items?.length) return <EmptyState text={MESSAGES.noNotifications} icon={<BellOutlined />} />;
  return (
    <ul className="td-notifications" aria-label="Notifications, newest first">
      {items.map((n) => {
        const unread = highlighted.has(n.id);
        return (
          <li key={n.id}>
            <button
              type="button"
              className={`td-notifications__item${unread ? ' td-notifications__item--unread' : ''}`}
              onClick={() => onSelect(n)}
            >
              <span className="td-notifications__icon" aria-hidden="true">
                {ICONS[n.notificationType]}
              </span>
              <span className="td-notifications__text">
                <span className="td-notifications__content">{n.content}</span>
                <time
                  className="td-notifications__time"
                  dateTime={n.createdAt}
                  title={dayjs(n.createdAt).format('D MMM YYYY, HH:mm')}
                >
                  {dayjs(n.createdAt).fromNow()}
                </time>
              </span>
              {unread ? (
                <span className="td-notifications__dot">
                  <span className="td-visually-hidden">Unread</span>
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
