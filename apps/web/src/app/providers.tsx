import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme}>{children}</ConfigProvider>
    </QueryClientProvider>
  );
}
