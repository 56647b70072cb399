import type { Industry, Profession } from '@talentdeck/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

export type AdminSkill = {
  id: string;
  skillName: string;
  skillType: 'hard' | 'soft';
  isActive: boolean;
  professionIds?: string[];
};

/** GET /api/admin/industries: every industry, active or not. */
export const adminIndustriesQuery = queryOptions({
  queryKey: queryKeys.admin.industries,
  queryFn: () => api.get<Industry[]>('/admin/industries'),
});

/** GET /api/admin/professions */
export const adminProfessionsQuery = queryOptions({
  queryKey: queryKeys.admin.professions,
  queryFn: () => api.get<Profession[]>('/admin/professions'),
});

/** GET /api/admin/skills?q=: the first hundred whose name contains q. */
export const adminSkillsQuery = (q: string) =>
  queryOptions({
    queryKey: queryKeys.admin.skills(q),
    queryFn: () => api.get<AdminSkill[]>('/admin/skills', { query: { q: q || undefined, limit: 100 } }),
  });

/** POST (add) or PATCH (switch on or off) one entry; every administered list is read again. */
export function useSaveTaxonomyEntry(onError: (error: unknown) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, body }: { method: 'post' | 'patch'; path: string; body: unknown }) => api[method](path, body),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.all }),
    onError,
  });
}
