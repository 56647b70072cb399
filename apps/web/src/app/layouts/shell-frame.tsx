import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpin } from '#web/components/full-page-spin';
import { SiteFooter } from './site-footer';
import './shell-layout.css';

/**
 * The frame of the signed-in and the public pages: the top bar (its content given), the page with a
 * spinner while its code loads (under a notice to the user, if any), and the footer with the legal links.
 */
export function ShellFrame({ children, notice }: { children: ReactNode; notice?: ReactNode }) {
  return (
    <div className="td-shell">
      <header className="td-shell__header">
        <div className="td-shell__bar">{children}</div>
      </header>
      <main className="td-shell__main" id="main">
        {notice}
        <Suspense fallback={<FullPageSpin />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
