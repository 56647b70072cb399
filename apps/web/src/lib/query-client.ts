import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The API client turns a failed fetch into 'No internet connection'; Query's default
        // 'online' mode would instead pause silently while the browser reports being offline.
        networkMode: 'always',
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not change on retry; only transient failures deserve another go.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
