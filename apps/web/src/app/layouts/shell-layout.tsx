import { App } from 'antd';
import { useRef } from 'react';
import { NavLink } from 'react-router';
import { Logo } from '#web/components/logo';
import { UnreadChatsBadge } from '#web/features/chat/components/unread-chats-badge';
import { AccountMenu } from './account-menu';
import { NotificationBell } from './notification-bell';
import { ShellFrame } from './shell-frame';
import { useTabsInView } from './use-tabs-in-view';

const TABS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/job-openings', label: 'Openings' },
  { to: '/job-interviews', label: 'Interviews' },
  { to: '/messages', label: 'Messages' },
] as const;

/**
 * The signed-in product: top bar with tabs, bell and account menu. antd's App gives the pages'
 * `message` and `modal.confirm` (App.useApp) their context and the theme; it lives in the signed-in
 * layouts, off the sign-in bundle.
 */
export function ShellLayout() {
  const tabs = useRef<HTMLElement>(null);
  const tabsInView = useTabsInView(tabs);
  return (
    <App component={false}>
      <ShellFrame>
        <Logo to="/dashboard" />
        <nav aria-label="Main" className="td-shell__tabs td-scroll-fade" ref={tabs} {...tabsInView}>
          {TABS.map((tab) => (
            <NavLink key={tab.to} to={tab.to} className="td-shell__tab">
              {tab.label}
            </NavLink>
          ))}
        </nav>
        <div className="td-shell__actions">
          <UnreadChatsBadge />
          <NotificationBell />
          <AccountMenu />
        </div>
      </ShellFrame>
    </App>
  );
}

/** Onboarding and administration: the same frame without the product's tabs. */
export function MinimalShellLayout({ home = '/companydetails' }: { home?: string }) {
  return (
    <App component={false}>
      <ShellFrame>
        <Logo to={home} />
        <div className="td-shell__actions">
          <AccountMenu showSettings={false} />
        </div>
      </ShellFrame>
    </App>
  );
}
