import { type QueryKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

/**
 * The calls of one administered list under /api/admin/{kind} (packages, promo codes): read them
 * all, and save one (create without an id, change with one). `alsoStale` names the other queries a
 * change makes stale, e.g. the packages companies choose from.
 */
export function adminCatalogue<Row, Values>(kind: string, alsoStale: QueryKey[] = []) {
  const key = queryKeys.admin.catalogue(kind);
  const list = () => api.get<Row[]>(`/admin/${kind}`);
  const save = ({ id, values }: { id?: string; values: Values }) =>
    id ? api.patch<Row>(`/admin/${kind}/${id}`, values) : api.post<Row>(`/admin/${kind}`, values);
  return {
    listQuery: queryOptions({ queryKey: key, queryFn: list }),
    useSave: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: save,
        onSuccess: () => Promise.all([key, ...alsoStale].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
      });
    },
  };
}
