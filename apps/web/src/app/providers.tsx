import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '#web/lib/query-client';
import { theme } from './theme';

type ProvidersProps = {
  children: ReactNode;
  /** A client that already holds data (the session, for a prerendered page); a new one otherwise. */
  queryClient?: QueryClient;
};

export function Providers({ children, queryClient: given }: ProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme}>{children}</ConfigProvider>
    </QueryClientProvider>
  );
}
