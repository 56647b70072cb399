/**
 * The candidates part of the scale data: users of type Candidate, their candidate rows with
 * complete-looking profiles, skills from the taxonomy, one or two work experiences, a degree and
 * job criteria. profileRank is the server's own function over what was generated.
 *
 * It answers a compact pool (typed arrays, a few bytes per candidate) of what other parts copy
 * from a candidate: the applications part fills the applicants list's columns from it, and the
 * matching engine's benchmark can read the skills back from it without querying.
 */
import { profileRank } from '@talentdeck/shared';
import type pg from 'pg';
import { copyLines, line } from './copy.js';
import { createRng, idOf, pickWeighted } from './prng.js';
import { ascii, type Reference, SCALE_EMAIL_DOMAIN } from './reference.js';

/** The `tag` of each kind of row's ids (prng.ts idOf). */
export const ID_TAGS = {
  user: 1,
  candidate: 2,
  company: 3,
  companyUser: 4,
  job: 5,
  application: 6,
  work: 7,
  education: 8,
} as const;

export const candidateId = (i: number) => idOf(ID_TAGS.candidate, i);

const FLAG = { video: 1, about: 2, disable: 4, twoJobs: 8, female: 16, other: 32 } as const;
const DAY = 86_400_000;
const WORK_TYPES = ['On-site', 'Partially Remote', 'Fully Remote'] as const;

export type CandidatePool = {
  count: number;
  /** Index into Reference.professions. */
  profession: Uint16Array;
  /** Index into Reference.cities. */
  city: Uint16Array;
  experienceMonths: Uint16Array;
  profileRank: Uint8Array;
  flags: Uint8Array;
  /** The candidate's hard skills are profession.hard[hardStart … hardStart + hardCount - 1] (wrapping), and two soft ones from softStart. */
  hardStart: Uint16Array;
  hardCount: Uint8Array;
  softStart: Uint8Array;
  hasVideo(i: number): boolean;
  skillIds(i: number, ref: Reference): string[];
};

/** Draws every candidate's compact profile (no rows yet): one pass of the seeded generator. */
export function drawCandidates(
  ref: Reference,
  count: number,
  seed: number,
): CandidatePool & { first: Uint16Array; last: Uint16Array; daysAgo: Uint16Array; education: Uint8Array } {
  const rng = createRng(seed);
  const pool = {
    count,
    profession: new Uint16Array(count),
    city: new Uint16Array(count),
    experienceMonths: new Uint16Array(count),
    profileRank: new Uint8Array(count),
    flags: new Uint8Array(count),
    hardStart: new Uint16Array(count),
    hardCount: new Uint8Array(count),
    softStart: new Uint8Array(count),
    first: new Uint16Array(count),
    last: new Uint16Array(count),
    daysAgo: new Uint16Array(count),
    education: new Uint8Array(count),
    hasVideo: (i: number) => ((pool.flags[i] as number) & FLAG.video) !== 0,
    skillIds(i: number, r: Reference) {
      const p = r.professions[pool.profession[i] as number] as (typeof r.professions)[number];
      const out: string[] = [];
      for (let k = 0; k < (pool.hardCount[i] as number); k++)
        out.push(p.hard[((pool.hardStart[i] as number) + k) % p.hard.length] as string);
      for (let k = 0; k < 2; k++) out.push(p.soft[((pool.softStart[i] as number) + k) % p.soft.length] as string);
      return out;
    },
  };
  for (let i = 0; i < count; i++) {
    const p = rng.int(0, ref.professions.length - 1);
    const prof = ref.professions[p] as (typeof ref.professions)[number];
    pool.profession[i] = p;
    pool.city[i] = pickWeighted(ref.cityWeights, rng.next());
    const months = Math.round(rng.next() ** 1.6 * 260);
    pool.experienceMonths[i] = months;
    pool.hardCount[i] = Math.min(prof.hard.length, rng.int(1, 6));
    pool.hardStart[i] = rng.int(0, prof.hard.length - 1);
    pool.softStart[i] = rng.int(0, prof.soft.length - 1);
    pool.first[i] = rng.int(0, ref.firstNames.length - 1);
    pool.last[i] = rng.int(0, ref.lastNames.length - 1);
    pool.daysAgo[i] = rng.int(1, 730);
    pool.education[i] = rng.int(0, ref.educations.length - 1);
    const g = rng.next();
    const flags =
      (rng.chance(0.3) ? FLAG.video : 0) |
      (rng.chance(0.8) ? FLAG.about : 0) |
      (rng.chance(0.03) ? FLAG.disable : 0) |
      (months >= 24 ? FLAG.twoJobs : 0) |
      (g < 0.48 ? FLAG.female : g > 0.97 ? FLAG.other : 0);
    pool.flags[i] = flags;
    pool.profileRank[i] = profileRank({
      title: prof.name,
      city: 'x',
      country: 'x',
      aboutYou: flags & FLAG.about ? 'x'.repeat(60) : '',
      profilePicture: null,
      video: flags & FLAG.video ? 'x' : null,
      skills: (pool.hardCount[i] as number) + 2,
      workExperiences: flags & FLAG.twoJobs ? 2 : 1,
      educations: 1,
      certificates: 0,
      portfolios: 0,
      passedTests: 0,
    });
  }
  return pool;
}

const titleOf = (name: string, months: number) =>
  months < 24 ? `Junior ${name}` : months > 150 ? `Lead ${name}` : months > 72 ? `Senior ${name}` : name;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const monthsBefore = (now: number, months: number) => now - months * 30.44 * DAY;

/**
 * COPYs the candidates' rows, table by table, into a database whose secondary indexes and
 * foreign-key triggers the caller has set aside. Answers the pool and each table's rows and time.
 */
export async function loadCandidates(client: pg.ClientBase, ref: Reference, count: number, seed: number, now: number) {
  const pool = drawCandidates(ref, count, seed);
  const timings: Record<string, { rows: number; ms: number }> = {};
  const ts = (ms: number) => new Date(ms).toISOString();
  const created = (i: number) => now - (pool.daysAgo[i] as number) * DAY;
  const name = (i: number) => `${ref.firstNames[pool.first[i] as number]} ${ref.lastNames[pool.last[i] as number]}`;
  const prof = (i: number) => ref.professions[pool.profession[i] as number] as (typeof ref.professions)[number];

  timings.users = await copyLines(
    client,
    'users',
    ['id', 'name', 'email', 'password_hash', 'user_type', 'email_verified_at', 'created_at', 'updated_at'],
    count,
    (i) => {
      const first = ref.firstNames[pool.first[i] as number] as string;
      const last = ref.lastNames[pool.last[i] as number] as string;
      const at = ts(created(i));
      return line([
        idOf(ID_TAGS.user, i),
        name(i),
        `${ascii(first)}.${ascii(last)}.${i}@${SCALE_EMAIL_DOMAIN}`,
        ref.passwordHash,
        'Candidate',
        at,
        at,
        at,
      ]);
    },
  );

  timings.candidates = await copyLines(
    client,
    'candidates',
    [
      'id',
      'user_id',
      'profile_rank',
      'video',
      'title',
      'about_you',
      'city',
      'country',
      'location',
      'years_of_experience',
      'gender',
      'date_of_birth',
      'is_disable',
      'discoverable',
      'profile_saved_at',
      'created_at',
      'updated_at',
    ],
    count,
    (i) => {
      const f = pool.flags[i] as number;
      const months = pool.experienceMonths[i] as number;
      const city = ref.cities[pool.city[i] as number] as (typeof ref.cities)[number];
      const title = titleOf(prof(i).name, months);
      const at = created(i);
      const age = 21 + Math.floor(months / 12) + (i % 7);
      return line([
        candidateId(i),
        idOf(ID_TAGS.user, i),
        pool.profileRank[i],
        f & FLAG.video ? `https://videos.${SCALE_EMAIL_DOMAIN}/intro/${i}.mp4` : null,
        title,
        f & FLAG.about
          ? `${title} based in ${city.city} with ${Math.floor(months / 12)} years of experience. I like clear goals, honest feedback and teams that ship often.`
          : '',
        city.city,
        city.country,
        `{"lat":${city.lat},"lng":${city.lng}}`,
        months,
        f & FLAG.female ? 'Female' : f & FLAG.other ? 'Other' : 'Male',
        `${new Date(now).getUTCFullYear() - age}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
        (f & FLAG.disable) !== 0,
        // Most profiles let companies find them; one in ten did not choose it (docs/PRIVACY.md).
        i % 10 !== 9,
        ts(at + 3_600_000),
        ts(at),
        ts(at + 3_600_000),
      ]);
    },
  );

  timings.candidate_skills = await copyLines(client, 'candidate_skills', ['candidate_id', 'skill_id'], count, (i) => {
    const id = candidateId(i);
    let out = '';
    for (const skill of pool.skillIds(i, ref)) out += `${id}\t${skill}\n`;
    return out;
  });

  timings.candidate_work_experiences = await copyLines(
    client,
    'candidate_work_experiences',
    ['id', 'candidate_id', 'position', 'job_title', 'company_name', 'from_date', 'to_date', 'created_at'],
    count,
    (i) => {
      const months = Math.max(3, pool.experienceMonths[i] as number);
      const two = ((pool.flags[i] as number) & FLAG.twoJobs) !== 0;
      const current = two ? Math.max(6, Math.round(months * 0.55)) : months;
      const at = ts(created(i));
      const company = (k: number) => ref.companyNames[(i * 7 + k * 13) % ref.companyNames.length];
      let out = line([
        idOf(ID_TAGS.work, 2 * i),
        candidateId(i),
        0,
        titleOf(prof(i).name, months),
        company(0),
        isoDay(monthsBefore(now, current)),
        null,
        at,
      ]);
      if (two) {
        out += line([
          idOf(ID_TAGS.work, 2 * i + 1),
          candidateId(i),
          1,
          prof(i).name,
          company(1),
          isoDay(monthsBefore(now, months)),
          isoDay(monthsBefore(now, current + 1)),
          at,
        ]);
      }
      return out;
    },
  );

  timings.candidate_educations = await copyLines(
    client,
    'candidate_educations',
    ['id', 'candidate_id', 'position', 'education_id', 'name_of_degree', 'institute', 'to_date', 'created_at'],
    count,
    (i) => {
      const education = ref.educations[pool.education[i] as number] as (typeof ref.educations)[number];
      const graduated = new Date(monthsBefore(now, (pool.experienceMonths[i] as number) + 2)).getUTCFullYear();
      return line([
        idOf(ID_TAGS.education, i),
        candidateId(i),
        0,
        education.id,
        education.name,
        ref.institutes[i % ref.institutes.length],
        `${graduated}-07-15`,
        ts(created(i)),
      ]);
    },
  );

  timings.candidate_job_criteria = await copyLines(
    client,
    'candidate_job_criteria',
    ['candidate_id', 'work_types', 'city', 'salary_expectation', 'updated_at'],
    count,
    (i) => {
      const types = WORK_TYPES.filter((_, k) => ((i >> k) & 1) === 1 || k === i % 3);
      return line([
        candidateId(i),
        `{${types.map((t) => `"${t}"`).join(',')}}`,
        ref.cities[pool.city[i] as number]?.city,
        (30_000 + (pool.experienceMonths[i] as number) * 220 + (i % 12) * 1000) * 100,
        ts(created(i)),
      ]);
    },
  );
  return { pool, timings };
}
