import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { FullPageSpin } from '../../components/full-page-spin';
import { Logo } from '../../components/logo';
import { SiteFooter } from './site-footer';
import './shell-layout.css';

/** Public pages that are not auth screens: legal texts, the public job page, payment results. */
export function PublicLayout() {
  return (
    <div className="td-shell">
      <header className="td-shell__header">
        <div className="td-shell__bar">
          <Logo />
          <div className="td-shell__actions">
            <Link to="/signin">Sign in</Link>
          </div>
        </div>
      </header>
      <main className="td-shell__main" id="main">
        <Suspense fallback={<FullPageSpin />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
