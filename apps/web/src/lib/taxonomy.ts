import type { AgeSpecification, Education, Industry, Profession, ProfessionalExperience, Skill } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

const day = 24 * 60 * 60 * 1000;

/** GET /api/industries (active only, for the wizard). */
export const getIndustries = () =>
  api.get<Industry[]>('/industries', {
    query: { filter: JSON.stringify({ where: { isActive: true }, order: 'industryName ASC', limit: 100 }) },
  });
export const useIndustries = () => useQuery({ queryKey: ['industries'], queryFn: getIndustries, staleTime: day });

/** GET /api/industry/{id}/professions */
export const getProfessions = (industryId: string) =>
  api.get<Profession[]>(`/industry/${encodeURIComponent(industryId)}/professions`);
export const useProfessions = (industryId: string | undefined) =>
  useQuery({
    queryKey: ['professions', industryId],
    queryFn: () => getProfessions(industryId as string),
    enabled: !!industryId,
    staleTime: day,
  });

/** POST /api/profession-with-skills */
export const getSkillsOfProfessions = (professionIds: string[]) =>
  api.post<Skill[]>('/profession-with-skills', { professionIds });
export const useSkillsOfProfession = (professionId: string | undefined) =>
  useQuery({
    queryKey: ['profession-skills', professionId],
    queryFn: () => getSkillsOfProfessions([professionId as string]),
    enabled: !!professionId,
    staleTime: day,
  });

export const useEducations = () =>
  useQuery({ queryKey: ['educations'], queryFn: () => api.get<Education[]>('/educations'), staleTime: day });
export const useExperiences = () =>
  useQuery({
    queryKey: ['experiences'],
    queryFn: () => api.get<ProfessionalExperience[]>('/professional-experiences'),
    staleTime: day,
  });
export const useAgeSpecifications = () =>
  useQuery({
    queryKey: ['age-specifications'],
    queryFn: () => api.get<AgeSpecification[]>('/age-specifications'),
    staleTime: day,
  });
