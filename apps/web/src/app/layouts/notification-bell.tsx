import { BellOutlined } from '@ant-design/icons';
import { type Notification, notificationTarget, UNREAD_BADGE_CAP } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Dropdown } from 'antd';
import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
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
  const bellRef = useRef<HTMLButtonElement>(null);

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

  // Keyboard users land in the panel when it opens: Tab then walks its notifications, which sit at
  // the end of the page. The popup mounts after the first open state (its ref focuses it then) and
  // stays mounted, hidden, between opens (the effect focuses it again).
  const panel = useRef<HTMLDivElement | null>(null);
  const focusPanel = useCallback(() => requestAnimationFrame(() => panel.current?.focus()), []);
  const panelRef = useCallback(
    (node: HTMLDivElement | null) => {
      panel.current = node;
      if (node) focusPanel();
    },
    [focusPanel],
  );
  useEffect(() => {
    if (open) focusPanel();
  }, [open, focusPanel]);

  // The dropdown's own keyboard handling (on the window) closes it on the second Tab, so Tab stays
  // here and moves through the notifications; Escape closes it and gives the focus back to the
  // bell, and focus leaving the panel (Tab past the last one) closes it.
  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') event.stopPropagation();
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    bellRef.current?.focus();
  };
  const onPanelBlur = (event: FocusEvent) => {
    const to = event.relatedTarget;
    // To the bell: its own click toggles the panel.
    if (to instanceof Node && (event.currentTarget.contains(to) || bellRef.current?.contains(to))) return;
    setOpen(false);
  };

  const onSelect = (n: Notification) => {
    setOpen(false);
    const target = notificationTarget(n);
    navigate({ pathname: target.path, search: target.search ?? '' }, target.state ? { state: target.state } : undefined);
  };

  const label = unread.length > 0 ? `Notifications, ${unread.length} unread` : 'Notifications';

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
      popupRender={() => (
        <div
          className="td-shell__panel"
          role="dialog"
          aria-label="Notifications"
          tabIndex={-1}
          ref={panelRef}
          onKeyDown={onPanelKeyDown}
          onBlur={onPanelBlur}
        >
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
      <Button ref={bellRef} type="text" shape="circle" aria-label={label} className="td-shell__icon-button">
        <Badge count={unread.length} size="small" overflowCount={UNREAD_BADGE_CAP}>
          <BellOutlined className="td-shell__bell" aria-hidden="true" />
        </Badge>
      </Button>
    </Dropdown>
  );
}
