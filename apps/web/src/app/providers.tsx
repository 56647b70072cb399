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

export function Providers({ children, queryClient: given }: ProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const reduceMotion = usePrefersReducedMotion();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={reduceMotion ? withoutMotion : theme}>{children}</ConfigProvider>
    </QueryClientProvider>
  );
}
