import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { createQueryClient } from '#web/lib/query-client';
import { useMediaQuery } from '#web/lib/use-media-query';
import { theme } from './theme';

type ProvidersProps = {
  children: ReactNode;
  /** A client that already holds data (the session, for a prerendered page); a new one otherwise. */
  queryClient?: QueryClient;
};

export function Providers({ children, queryClient: given }: ProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  // Someone who asked their system for less motion (vestibular disorders, WCAG 2.3.3) gets dialogs,
  // menus and dropdowns that appear at once instead of zooming and sliding in.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const themed = useMemo(() => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme), [reducedMotion]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={themed}>{children}</ConfigProvider>
    </QueryClientProvider>
  );
}
