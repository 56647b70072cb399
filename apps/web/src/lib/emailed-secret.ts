import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * Spends the single-use secret of an emailed link once per page visit. A query, not a mutation:
 * the call is deduplicated and kept, so React's strict-mode double effects (or a re-render) never
 * spend the secret a second time.
 */
export const emailedSecretQuery = <T>(kind: string, secret: string, spend: (secret: string) => Promise<T>) =>
  queryOptions({
    queryKey: queryKeys.emailedSecrets.one(kind, secret),
    queryFn: () => spend(secret),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
