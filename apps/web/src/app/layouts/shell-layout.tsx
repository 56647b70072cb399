import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { FullPageSpin } from '../../components/full-page-spin';
import { Logo } from '../../components/logo';
import { AccountMenu } from './account-menu';
import { NotificationBell } from './notification-bell';
import { SiteFooter } from './site-footer';
import './shell-layout.css';

const TABS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/job-openings', label: 'Openings' },
  { to: '/job-interviews', label: 'Interviews' },
  { to: '/messages', label: 'Messages' },
] as const;

function ShellMain() {
  return (
    <main className="td-shell__main" id="main">
      <Suspense fallback={<FullPageSpin />}>
        <Outlet />
      </Suspense>
    </main>
  );
}

/** The signed-in product: top bar with tabs, bell and account menu; footer with the legal links. */
export function ShellLayout() {
  return (
    <div className="td-shell">
      <header className="td-shell__header">
        <div className="td-shell__bar">
          <Logo to="/dashboard" />
          <nav aria-label="Main" className="td-shell__tabs">
            {TABS.map((tab) => (
              <NavLink key={tab.to} to={tab.to} className="td-shell__tab">
                {tab.label}
              </NavLink>
            ))}
          </nav>
          <div className="td-shell__actions">
            <NotificationBell />
            <AccountMenu />
          </div>
        </div>
      </header>
      <ShellMain />
      <SiteFooter />
    </div>
  );
}

/** Onboarding and administration: the same frame without the product's tabs. */
export function MinimalShellLayout({ home = '/companydetails' }: { home?: string }) {
  return (
    <div className="td-shell">
      <header className="td-shell__header">
        <div className="td-shell__bar">
          <Logo to={home} />
          <div className="td-shell__actions">
            <AccountMenu showSettings={false} />
          </div>
        </div>
      </header>
      <ShellMain />
      <SiteFooter />
    </div>
  );
}
