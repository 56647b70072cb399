import { DEFAULT_MATCHING } from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import { json } from './helpers.js';

/** The taxonomy ids a job body names, read through the same public calls the job wizard makes. */
export async function jobTaxonomyRefs(app: FastifyInstance) {
  const read = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await app.inject(json(method, url, body));
    if (res.statusCode !== 200) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  const industries: { id: string; industryName: string }[] = await read('GET', '/api/industries');
  const industry = industries.find((i) => i.industryName === 'Software Engineering') ?? industries[0];
  if (!industry) throw new Error('the taxonomy is not seeded');
  const profession = (await read('GET', `/api/industry/${industry.id}/professions`))[0];
  const skills: { id: string }[] = await read('POST', '/api/profession-with-skills', { professionIds: [profession.id] });
  const educations = await read('GET', '/api/educations');
  const ages = await read('GET', '/api/age-specifications');
  const experiences = await read('GET', '/api/professional-experiences');
  return {
    industryId: industry.id,
    professionId: profession.id as string,
    skillIds: skills.slice(0, 3).map((s) => s.id),
    educationIds: [educations[4].id as string],
    ageSpecificationId: ages[0].id as string,
    professionalExperienceId: experiences[2].id as string,
  };
}

/** A step-1 job body the wizard accepts: fully remote, all genders, the default matching weights. */
export const remoteJobBody = (refs: Awaited<ReturnType<typeof jobTaxonomyRefs>>, jobTitle: string) => ({
  jobTitle,
  ...refs,
  gender: 'All' as const,
  workType: 'Fully Remote' as const,
  matchingCriteria: DEFAULT_MATCHING,
});
