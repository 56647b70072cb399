import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { extractStyle as extractComponentStyles } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Providers } from '#web/app/providers';
import { AppRoutes } from '#web/app/router';
import { theme } from '#web/app/theme';
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

/**
 * antd's styles for the given components in the app's theme, as one stylesheet: the browser
 * serves them from it instead of computing and inserting them while rendering (Providers turns
 * antd's runtime styles off in the built app).
 */
export function renderAntdStylesheet(components: string[]): string {
  // Rendering every component bare makes antd warn about deprecated parts the app never uses.
  const warn = console.error;
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('Warning: [antd:')) warn(...args);
  };
  try {
    return extractComponentStyles({
      includes: components,
      customTheme: (node) => <ConfigProvider theme={theme}>{node}</ConfigProvider>,
    });
  } finally {
    console.error = warn;
  }
}
