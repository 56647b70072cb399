import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullPageSpin } from '#web/components/full-page-spin';
import { PrerenderedPageReady } from './prerendered-page-ready';
import { RouteErrorBoundary } from './route-error';

/** Every route's code loads on demand; until it arrives the page shows a centred spinner. */
export function RootLayout() {
  const { pathname } = useLocation();
  // A new page starts at the top, as a full page load would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger.
  useEffect(() => {
    // A block body: newer browsers return a promise from scrollTo, which React must not receive.
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <a className="td-skip-link" href="#main">
        Skip to content
      </a>
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<FullPageSpin />}>
          <Outlet />
          <PrerenderedPageReady />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}
