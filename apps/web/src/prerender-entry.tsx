import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Providers } from '#web/app/providers';
import { AppRoutes } from '#web/app/router';
import { createQueryClient } from '#web/lib/query-client';
import { meQuery } from '#web/lib/session';

/**
 * Build-time rendering of a signed-out visitor's first screen (scripts/prerender.ts), with the
 * same tree as main.tsx so the browser can hydrate it. Returns the markup of #root and antd's
 * styles for it, as <style> tags the client's style cache recognises and does not compute again.
 */
export async function renderPage(url: string) {
  const styleCache = createCache();
  const queryClient = createQueryClient();
  // Signed out: what the auth pages show before the session check says otherwise.
  queryClient.setQueryData(meQuery.queryKey, null);
  const { prelude } = await prerenderToNodeStream(
    <StyleProvider cache={styleCache}>
      <StrictMode>
        <StaticRouter location={url}>
          <Providers queryClient={queryClient}>
            <AppRoutes />
          </Providers>
        </StaticRouter>
      </StrictMode>
    </StyleProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, styles: extractStyle(styleCache) };
}
