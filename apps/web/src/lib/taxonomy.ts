import type { AgeSpecification, Education, Industry, Profession, ProfessionalExperience, Skill } from '@talentdeck/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

const day = 24 * 60 * 60 * 1000;

/** GET /api/industries (active only, for the wizard). */
export const getIndustries = () =>
  api.get<Industry[]>('/industries', {
    query: { filter: JSON.stringify({ where: { isActive: true }, order: 'industryName ASC', limit: 100 }) },
  });
export const industriesQuery = queryOptions({ queryKey: queryKeys.taxonomy.industries, queryFn: getIndustries, staleTime: day });

/** GET /api/industry/{id}/professions */
export const getProfessions = (industryId: string) =>
  api.get<Profession[]>(`/industry/${encodeURIComponent(industryId)}/professions`);
export const professionsQuery = (industryId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.taxonomy.professions(industryId ?? ''),
    queryFn: () => getProfessions(industryId as string),
    enabled: !!industryId,
    staleTime: day,
  });

/** POST /api/profession-with-skills */
export const getSkillsOfProfessions = (professionIds: string[]) =>
  api.post<Skill[]>('/profession-with-skills', { professionIds });
export const professionSkillsQuery = (professionId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.taxonomy.professionSkills(professionId ?? ''),
    queryFn: () => getSkillsOfProfessions([professionId as string]),
    enabled: !!professionId,
    staleTime: day,
  });

export const educationsQuery = queryOptions({
  queryKey: queryKeys.taxonomy.educations,
  queryFn: () => api.get<Education[]>('/educations'),
  staleTime: day,
});
export const experiencesQuery = queryOptions({
  queryKey: queryKeys.taxonomy.experiences,
  queryFn: () => api.get<ProfessionalExperience[]>('/professional-experiences'),
  staleTime: day,
});
export const ageSpecificationsQuery = queryOptions({
  queryKey: queryKeys.taxonomy.ageSpecifications,
  queryFn: () => api.get<AgeSpecification[]>('/age-specifications'),
  staleTime: day,
});
