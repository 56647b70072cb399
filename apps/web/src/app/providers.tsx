import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '#web/lib/query-client';
import { usePrefersReducedMotion } from '#web/lib/reduced-motion';
import { theme, withoutMotion } from './theme';

type ProvidersProps = {
  children: ReactNode;
  /** A client that already holds data (the session, for a prerendered page); a new one otherwise. */
  queryClient?: QueryClient;
};

/**
 * The built app takes antd's styles from a stylesheet made at build time (scripts/prerender.ts)
 * rather than computing and inserting them while it renders, the largest part of a screen's first
 * render on a slow phone (decision 44). The development server and the build-time render of the
 * prerendered pages (which inlines the styles it computes) keep antd's runtime styles.
 */
const STATIC_STYLES = import.meta.env.PROD && !import.meta.env.SSR;
// Made once: a new theme object on every render would make antd compute its tokens again.
const THEMES = {
  motion: { ...theme, zeroRuntime: STATIC_STYLES },
  reducedMotion: { ...withoutMotion, zeroRuntime: STATIC_STYLES },
};

export function Providers({ children, queryClient: given }: ProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const reduceMotion = usePrefersReducedMotion();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={reduceMotion ? THEMES.reducedMotion : THEMES.motion}>{children}</ConfigProvider>
    </QueryClientProvider>
  );
}
