import { BellOutlined } from '@ant-design/icons';
import { type Notification, notificationTarget, UNREAD_BADGE_CAP } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Dropdown } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isReadBy, notificationsQuery } from '#web/features/notifications/api/get-notifications';
import { useMarkNotificationsRead } from '#web/features/notifications/api/mark-notifications-read';
import { useNotificationEvents } from '#web/features/notifications/api/use-notification-events';
import { NotificationList } from '#web/features/notifications/components/notification-list';
import { errorMessage } from '#web/lib/api';
import { meQuery } from '#web/lib/session';

/**
 * The bell: newest notifications first with the unread count (99+ beyond 99). Opening it marks
 * all read; choosing one goes where its type points. The list stays live through the event stream
 * and is polled every 15 s while the stream is down.
 */
export function NotificationBell() {
  const navigate = useNavigate();
  const userId = useQuery(meQuery).data?.userId;
  const live = useNotificationEvents(userId);
  const notifications = useQuery(notificationsQuery(userId, live));
  const markRead = useMarkNotificationsRead(userId);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const panelRef = useRef<HTMLDivElement>(null);

  const items = notifications.data;
  const unread = items?.filter((n) => !isReadBy(n, userId)) ?? [];

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    setHighlighted(new Set(unread.map((n) => n.id)));
    if (unread.length > 0 && !markRead.isPending) markRead.mutate();
  };

  // Notifications that arrive while the bell is open are seen there: mark them read too.
  const unreadWhileOpen = open ? unread.length : 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the count of unread while open changes
  useEffect(() => {
    if (unreadWhileOpen === 0 || markRead.isPending || markRead.isError) return;
    setHighlighted((prev) => new Set([...prev, ...unread.map((n) => n.id)]));
    markRead.mutate();
  }, [unreadWhileOpen]);

  // Keyboard users land in the panel when it opens.
  useEffect(() => {
    if (open) requestAnimationFrame(() => panelRef.current?.focus());
  }, [open]);

  const onSelect = (n: Notification) => {
    setOpen(false);
    const target = notificationTarget(n);
    navigate(target.path, target.state ? { state: target.state } : undefined);
  };

  const label = unread.length > 0 ? `Notifications, ${unread.length} unread` : 'Notifications';

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
      popupRender={() => (
        <div className="td-shell__panel" role="dialog" aria-label="Notifications" tabIndex={-1} ref={panelRef}>
          <p className="td-shell__panel-title">Notifications</p>
          <NotificationList
            items={items}
            loading={notifications.isPending}
            error={notifications.isError && !items ? errorMessage(notifications.error) : null}
            onRetry={() => void notifications.refetch()}
            highlighted={highlighted}
            onSelect={onSelect}
          />
        </div>
      )}
    >
      <Button type="text" shape="circle" aria-label={label} className="td-shell__icon-button">
        <Badge count={unread.length} size="small" overflowCount={UNREAD_BADGE_CAP}>
          <BellOutlined className="td-shell__bell" aria-hidden="true" />
        </Badge>
      </Button>
    </Dropdown>
  );
}
