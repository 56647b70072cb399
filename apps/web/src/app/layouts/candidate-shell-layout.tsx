import { LogoutOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useRef } from 'react';
import { NavLink } from 'react-router';
import { Logo } from '#web/components/logo';
import { useCandidateEvents } from '#web/features/candidate-app/api/candidate-events';
import { DiscoverableNotice } from '#web/features/candidate-app/components/discoverability';
import { CandidateUnreadChats } from '#web/features/chat/components/unread-chats-badge';
import { useLogout } from '#web/lib/session';
import { ShellFrame } from './shell-frame';
import { useTabsInView } from './use-tabs-in-view';

const TABS = [
  { to: '/candidate/jobs', label: 'Jobs' },
  { to: '/candidate/applications', label: 'Applications' },
  { to: '/candidate/interviews', label: 'Interviews' },
  { to: '/candidate/tests', label: 'Tests' },
  { to: '/candidate/messages', label: 'Messages' },
  { to: '/candidate/profile', label: 'Profile' },
] as const;

/**
 * The candidate area's own lean shell: the same frame as the company product (header, main,
 * footer), with the candidate's four places and signing out.
 */
export function CandidateShellLayout() {
  const logout = useLogout();
  useCandidateEvents();
  const tabs = useRef<HTMLElement>(null);
  const tabsInView = useTabsInView(tabs);
  return (
    <App component={false}>
      <ShellFrame notice={<DiscoverableNotice />}>
        <Logo to="/candidate/jobs" />
        <nav aria-label="Main" className="td-shell__tabs td-scroll-fade" ref={tabs} {...tabsInView}>
          {TABS.map((tab) => (
            <NavLink key={tab.to} to={tab.to} className="td-shell__tab">
              {tab.label}
              {tab.to === '/candidate/messages' ? <CandidateUnreadChats /> : null}
            </NavLink>
          ))}
        </nav>
        <div className="td-shell__actions">
          <Button icon={<LogoutOutlined />} onClick={() => logout.mutate()} loading={logout.isPending} aria-label="Sign out">
            {/* Phones keep the icon alone, so the four places fit the bar. */}
            <span className="td-shell__signout-text">Sign out</span>
          </Button>
        </div>
      </ShellFrame>
    </App>
  );
}
