import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { FullPageSpin } from '../components/full-page-spin';

/** Every route's code loads on demand; until it arrives the page shows a centred spinner. */
export function RootLayout() {
  return (
    <>
      <a className="td-skip-link" href="#main">
        Skip to content
      </a>
      <Suspense fallback={<FullPageSpin />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
