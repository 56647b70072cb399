import { createJobSchema } from '@talentdeck/shared';
import { locateCity } from '#api/modules/geo/geo.service.js';
import { addQuestions } from '#api/modules/jobs/jobs.questions.service.js';
import { createJob, updateJob } from '#api/modules/jobs/jobs.wizard.service.js';
import type { AppContext } from '#api/platform/context.js';
import type { Principal } from '#api/platform/policy.js';
import { DEMO_COMPANY } from './content/company.js';
import { DEMO_OPENINGS, type DemoOpening, jobDescription } from './content/openings.js';
import type { seedFakers } from './demo-candidates.js';
import type { Profession, ReferenceData } from './demo-taxonomy.js';

/** The demo company's openings, created and published through the job wizard's service calls. */

/** The demo openings' matching weights (the wizard's sliders). */
const MATCHING = { educationPercentage: 15, workExperiencePercentage: 30, hardSkillsPercentage: 40, softSkillPercentage: 15 };

export type Opening = {
  id: string;
  opening: DemoOpening;
  profession: Profession;
  skillIds: string[];
  educationIds: string[];
  questions: { id: string; question: string }[];
};

/** The openings through the job wizard's service calls: created, given questions, published. */
export async function createOpenings(
  ctx: AppContext,
  f: ReturnType<typeof seedFakers>,
  ref: ReferenceData,
  companyId: string,
  owner: Principal,
) {
  const out: Opening[] = [];
  for (const o of DEMO_OPENINGS) {
    const profession = ref.professionByName.get(o.profession);
    if (!profession) continue;
    const hard = profession.hard.slice(0, 40);
    const hardSkills = f.helpers.arrayElements(hard, Math.min(6, hard.length));
    const softSkills = f.helpers.arrayElements(profession.soft, Math.min(3, profession.soft.length));
    const educationIds = ref.educations.filter((e) => o.educations.includes(e.name)).map((e) => e.id);
    const office = o.city ? DEMO_COMPANY.offices.find((x) => x.city === o.city) : undefined;
    const at = office ? await locateCity(office.city, office.country) : undefined;
    const input = createJobSchema.parse({
      jobTitle: o.jobTitle,
      jobDescription: jobDescription(
        o,
        hardSkills.map((s) => s.name),
        softSkills.map((s) => s.name),
      ),
      industryId: profession.industryId,
      professionId: profession.id,
      skillIds: [...hardSkills, ...softSkills].map((s) => s.id),
      educationIds,
      professionalExperienceId: ref.experiences.find((e) => e.experience === o.experience)?.id ?? null,
      ageSpecificationId: ref.ages.find((a) => a.ageRange === 'Any age')?.id ?? ref.ages[0]?.id,
      gender: 'All',
      workType: o.workType,
      location: at ?? null,
      city: office?.city ?? null,
      country: office?.country ?? null,
      address: office?.office ?? null,
      isDisable: true,
      jobType: o.jobType,
      currency: o.currency,
      salaryType: o.salaryType,
      minimumSalary: o.salary[0],
      maximumSalary: o.salary[1],
      numberOfHiring: o.hires,
      matchingCriteria: MATCHING,
    });
    const job = await createJob(ctx, owner, companyId, input);
    const questions = await addQuestions(ctx, owner, job.id, o.questions);
    if (o.status !== 'Draft') await updateJob(ctx, owner, job.id, { jobStatus: 'Published' });
    out.push({
      id: job.id,
      opening: o,
      profession,
      skillIds: input.skillIds ?? [],
      educationIds,
      questions: questions.map((q) => ({ id: q.id, question: q.question })),
    });
  }
  return out;
}
