/**
 * Demo candidates: complete, varied profiles drawn from a seeded faker, in the shape of
 * PUT /api/candidate-app/profile (so the server's own save, validation and profileRank apply).
 */
import {
  type Faker,
  fakerDE,
  fakerDE_AT,
  fakerEN,
  fakerEN_GB,
  fakerEN_IE,
  fakerES,
  fakerFR,
  fakerIT,
  fakerNL,
  fakerPL,
  fakerPT_PT,
  fakerSV,
} from '@faker-js/faker';
import { type CandidateProfileRequest, candidateProfileRequestSchema } from '@talentdeck/shared';
import {
  type CANDIDATE_CITIES,
  CERTIFICATES,
  DEGREES,
  DEMO_CANDIDATE_DOMAIN,
  INSTITUTES,
  PORTFOLIO_TYPES,
} from './content/candidates.js';
import { DEMO_OPENINGS } from './content/openings.js';
import type { Profession, ReferenceData } from './demo-taxonomy.js';

const LOCALES: Record<string, Faker> = {
  de: fakerDE,
  de_AT: fakerDE_AT,
  en_GB: fakerEN_GB,
  en_IE: fakerEN_IE,
  nl: fakerNL,
  pt_PT: fakerPT_PT,
  es: fakerES,
  fr: fakerFR,
  pl: fakerPL,
  it: fakerIT,
  sv: fakerSV,
};

/** Every faker used is seeded from the run's seed, so the same seed writes the same people. */
export function seedFakers(seed: number) {
  fakerEN.seed(seed);
  Object.values(LOCALES).forEach((f, i) => {
    f.seed(seed + i + 1);
  });
  return fakerEN;
}

export type DemoCandidate = {
  name: string;
  email: string;
  profession: Profession;
  /** 0.2–0.95: how many test questions they answer right. */
  ability: number;
  signedUpDaysAgo: number;
  profile: CandidateProfileRequest;
};

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const monthsAgo = (now: Date, months: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

function weighted<T extends { weight: number }>(f: Faker, items: T[]): T {
  return f.helpers.weightedArrayElement(items.map((value) => ({ value, weight: value.weight })));
}

/**
 * `count` candidates. Most work in the professions of the demo openings (so the applicants lists
 * fill with people who fit), the rest across the taxonomy. Candidate 0 is the one whose sign-in is
 * printed: a senior frontend developer in Berlin with everything filled in.
 */
export function makeCandidates(f: Faker, ref: ReferenceData, cities: typeof CANDIDATE_CITIES, count: number, now: Date) {
  const openingProfessions = DEMO_OPENINGS.map((o) => ref.professionByName.get(o.profession)).filter(
    (p): p is Profession => p !== undefined,
  );
  const educationId = new Map(ref.educations.map((e) => [e.name, e.id]));
  const usedEmails = new Set<string>();
  const out: DemoCandidate[] = [];
  // Where each published opening is: a good share of the people of its profession live there, as
  // they do where a company chooses to hire.
  const openingCity = new Map(DEMO_OPENINGS.flatMap((o) => (o.status === 'Published' && o.city ? [[o.profession, o.city]] : [])));
  for (let i = 0; i < count; i++) {
    const profession =
      i === 0
        ? (ref.professionByName.get('Frontend Developer') ?? (ref.professions[0] as Profession))
        : f.datatype.boolean(0.75) && openingProfessions.length
          ? f.helpers.arrayElement(openingProfessions)
          : f.helpers.arrayElement(ref.professions);
    const local = openingCity.get(profession.name);
    const place =
      i === 0
        ? (cities.find((c) => c.city === 'Berlin') ?? cities[0])
        : local && f.datatype.boolean(0.35)
          ? (cities.find((c) => c.city === local) ?? weighted(f, cities))
          : weighted(f, cities);
    if (!place) throw new Error('no candidate city is known to the world-cities data');
    const lf = LOCALES[place.locale] ?? f;
    const sex = i === 0 ? 'female' : f.helpers.arrayElement(['female', 'male'] as const);
    const first = i === 0 ? 'Maya' : lf.person.firstName(sex);
    const last = i === 0 ? 'Okafor' : lf.person.lastName(sex);
    let email = `${ascii(first)}.${ascii(last)}@${DEMO_CANDIDATE_DOMAIN}`;
    if (usedEmails.has(email)) email = `${ascii(first)}.${ascii(last)}${i}@${DEMO_CANDIDATE_DOMAIN}`;
    usedEmails.add(email);

    // Experience in months: a long tail, from graduates to twenty years.
    const months = i === 0 ? 94 : Math.min(300, Math.round(f.number.float({ min: 0, max: 1 }) ** 1.6 * 260));
    const seniority = months < 24 ? 'Junior' : months > 150 ? 'Lead' : months > 72 ? 'Senior' : '';
    const title = seniority ? `${seniority} ${profession.name}` : profession.name;
    const age = Math.max(20, Math.round(21 + months / 12 + f.number.int({ min: 0, max: 8 })));
    const birth = new Date(
      Date.UTC(now.getUTCFullYear() - age, f.number.int({ min: 0, max: 11 }), f.number.int({ min: 1, max: 28 })),
    );

    // Jobs, newest first, covering the experience: the current one open-ended more often than not.
    const workExperiences: CandidateProfileRequest['workExperiences'] = [];
    let end = f.datatype.boolean(0.7) ? 0 : f.number.int({ min: 1, max: 5 });
    let left = Math.max(months, 3);
    const jobs = months < 18 ? 1 : f.number.int({ min: 2, max: 4 });
    for (let j = 0; j < jobs && left > 0; j++) {
      const span = j === jobs - 1 ? left : Math.max(6, Math.round(left * f.number.float({ min: 0.3, max: 0.6 })));
      const from = monthsAgo(now, end + span);
      workExperiences.push({
        jobTitle: j === 0 ? title : `${j >= 2 ? 'Junior ' : ''}${profession.name}`,
        companyName: lf.company.name(),
        from: isoDate(from),
        to: end === 0 ? null : isoDate(monthsAgo(now, end)),
      });
      left -= span;
      end += span + f.number.int({ min: 0, max: 3 });
    }

    const level = f.helpers.weightedArrayElement([
      { value: "Bachelor's Degree", weight: 45 },
      { value: "Master's Degree", weight: 25 },
      { value: 'Vocational Certificate', weight: 8 },
      { value: 'Associate Degree', weight: 6 },
      { value: 'High School Diploma', weight: 8 },
      { value: 'MBA', weight: 3 },
      { value: 'Doctorate (PhD)', weight: 2 },
      { value: 'Professional Certification', weight: 3 },
    ]);
    const graduated = now.getUTCFullYear() - Math.floor(months / 12) - f.number.int({ min: 0, max: 2 });
    const educations: CandidateProfileRequest['educations'] = [];
    const levels =
      level === "Master's Degree" || level === 'MBA' || level === 'Doctorate (PhD)' ? ["Bachelor's Degree", level] : [level];
    levels.forEach((name, k) => {
      const id = educationId.get(name);
      if (!id) return;
      educations.push({
        educationId: id,
        nameOfDegree: f.helpers.arrayElement(DEGREES[name] ?? [name]),
        institute: f.helpers.arrayElement(INSTITUTES),
        to: `${graduated - (levels.length - 1 - k) * 2}-07-15`,
      });
    });

    const hard = f.helpers.arrayElements(profession.hard, {
      min: Math.min(3, profession.hard.length),
      max: Math.min(8, profession.hard.length),
    });
    const soft = f.helpers.arrayElements(profession.soft, {
      min: Math.min(2, profession.soft.length),
      max: Math.min(4, profession.soft.length),
    });
    const certificatePool = CERTIFICATES[profession.industry] ?? CERTIFICATES.default ?? [];
    const certificates = (
      i === 0 || f.datatype.boolean(0.55) ? f.helpers.arrayElements(certificatePool, { min: 1, max: 2 }) : []
    ).map((name) => ({
      nameOfCertificate: name,
      institute: name.split(/[ :]/)[0] ?? 'Online',
      to: isoDate(monthsAgo(now, f.number.int({ min: 2, max: 60 }))),
    }));
    const portfolios = (i === 0 || f.datatype.boolean(0.45) ? Array.from({ length: f.number.int({ min: 1, max: 3 }) }) : []).map(
      () => {
        const projectName = `${f.commerce.productAdjective()} ${f.helpers.arrayElement(['planner', 'dashboard', 'checkout', 'tracker', 'portal', 'campaign', 'analysis', 'app'])}`;
        return {
          projectName,
          projectType: f.helpers.arrayElement(PORTFOLIO_TYPES),
          url: `https://${ascii(first)}${ascii(last)}.portfolio.example/${ascii(projectName)}`,
        };
      },
    );
    const hasVideo = i === 0 || f.datatype.boolean(0.35);
    // A third would move for the right job: their profile says so, and their job criteria too, so a
    // job's matches reach beyond its city.
    const relocates = i !== 0 && f.datatype.boolean(0.35);
    const about = [
      `${title} with ${months >= 12 ? `${Math.floor(months / 12)} years` : 'a few months'} of experience${
        workExperiences[0] ? `, currently at ${workExperiences[0].companyName}` : ''
      }.`,
      `I work mostly with ${hard
        .slice(0, 3)
        .map((s) => s.name)
        .join(', ')}, and people describe me as strong in ${soft
        .slice(0, 2)
        .map((s) => s.name.toLowerCase())
        .join(' and ')}.`,
      relocates
        ? 'I am open to relocating within Europe for the right team.'
        : f.helpers.arrayElement([
            'I am looking for a team that ships often and cares about the people using its product.',
            'Next, I would like to grow into a role with more ownership and mentoring.',
            'I enjoy turning messy problems into simple, well-documented solutions.',
          ]),
    ].join(' ');
    const profile = candidateProfileRequestSchema.parse({
      title,
      aboutYou: about,
      video: hasVideo ? `https://videos.talentdeck.example/intro/${ascii(first)}-${ascii(last)}-${i}.mp4` : null,
      city: place.city,
      country: place.country,
      yearsOfExperience: months,
      gender: sex === 'female' ? 'Female' : f.datatype.boolean(0.03) ? 'Other' : 'Male',
      dateOfBirth: isoDate(birth),
      isDisable: f.datatype.boolean(0.04),
      skillIds: [...hard, ...soft].map((s) => s.id),
      educations,
      workExperiences,
      certificates,
      portfolios,
      criteria: {
        workTypes: f.helpers.arrayElements(['On-site', 'Partially Remote', 'Fully Remote'] as const, { min: 1, max: 3 }),
        city: place.city,
        salaryExpectation: Math.round((30000 + months * 220 + f.number.int({ min: 0, max: 12000 })) / 1000) * 1000,
        relocate: relocates,
      },
    });
    out.push({
      name: `${first} ${last}`,
      email,
      profession,
      ability: i === 0 ? 0.9 : f.number.float({ min: 0.2, max: 0.95 }),
      signedUpDaysAgo: f.number.int({ min: 20, max: 420 }),
      profile,
    });
  }
  return out;
}
