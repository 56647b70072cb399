import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from '#web/app/providers';
import { AppRoutes } from '#web/app/router';
import { createQueryClient } from '#web/lib/query-client';
import { meQuery } from '#web/lib/session';
import '#web/app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <BrowserRouter>
      <Providers queryClient={queryClient}>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>
);

if (container.hasAttribute('data-prerendered')) {
  // The page was rendered at build time for a signed-out visitor (scripts/prerender.ts). Knowing
  // the session first lets the first client render be that same page, which React then adopts
  // without repainting; a signed-in visitor's render differs and is sent to their landing.
  await queryClient.prefetchQuery(meQuery);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: the page is already visible, nothing is waiting on it.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
