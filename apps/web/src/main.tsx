import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from '#web/app/providers';
import { AppRoutes, preloadRoute } from '#web/app/router';
import { createQueryClient } from '#web/lib/query-client';
import { mayBeSignedIn, meQuery } from '#web/lib/session';
import '#web/app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const queryClient = createQueryClient();
// Everything the first screen needs starts at once: who is signed in, and the code of its layouts
// and page (otherwise each is requested only once the one before it has rendered).
const signedIn = mayBeSignedIn();
const session = signedIn ? queryClient.prefetchQuery(meQuery) : undefined;
void preloadRoute(window.location.pathname, signedIn).catch(() => undefined);
const app = (
  <StrictMode>
    <BrowserRouter>
      <Providers queryClient={queryClient}>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>
);

const prerendered = container.hasAttribute('data-prerendered');
// The page was rendered at build time for a signed-out visitor (scripts/prerender.ts). Knowing
// the session first lets the first client render be that same page, which React then adopts
// without repainting.
if (prerendered) await (session ?? queryClient.prefetchQuery(meQuery));
if (prerendered && queryClient.getQueryData(meQuery.queryKey) == null) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: the page is already visible, nothing is waiting on it.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // A signed-in visitor's first render differs from the signed-out page (it sends them to their
  // landing): rendered afresh, since hydrating it would be a mismatch (React's error 418).
  if (prerendered) {
    container.replaceChildren();
    container.removeAttribute('inert');
  }
  createRoot(container).render(app);
}
