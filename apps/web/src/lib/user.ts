import type { UserResponse } from '@talentdeck/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

/**
 * GET /api/user/{id}: the account (name, email, picture), which the session's profile does not
 * carry. Read by the account pages, the account menu and the waitlist form.
 */
export const getUser = (userId: string) => api.get<UserResponse>(`/user/${encodeURIComponent(userId)}`);

export const userQuery = (userId: string | null | undefined) =>
  queryOptions({
    queryKey: queryKeys.users.one(userId ?? ''),
    queryFn: () => getUser(userId as string),
    enabled: Boolean(userId),
  });
