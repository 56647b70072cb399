import { fakerEN } from '@faker-js/faker';
import type pg from 'pg';
import { loadWorldCities } from '../../apps/api/src/modules/geo/world-cities.js';
import { createPasswordHasher } from '../../apps/api/src/platform/passwords.js';
import { cumulativeOf } from './prng.js';
import { SCALE_PASSWORD } from './settings.js';

export type Profession = { id: string; name: string; industryId: string; hard: string[]; soft: string[] };
export type City = { city: string; country: string; lat: number; lng: number };

export const SCALE_EMAIL_DOMAIN = 'scale.talentdeck.example';

/**
 * What the generated rows draw from: the seeded taxonomy read from the database, the largest
 * places of the bundled world-cities data, small pools of names made by a seeded faker, and one
 * real password hash shared by every account.
 */
export async function loadReference(client: pg.ClientBase, seed: number) {
  const professions = (
    await client.query<{ id: string; name: string; industry_id: string; hard: string[] | null; soft: string[] | null }>(`
      select p.id, p.profession_name as name, p.industry_id,
        array_agg(s.id order by s.skill_name) filter (where s.skill_type = 'hard') as hard,
        array_agg(s.id order by s.skill_name) filter (where s.skill_type = 'soft') as soft
      from professions p
      join profession_skills ps on ps.profession_id = p.id
      join skills s on s.id = ps.skill_id and s.is_active
      where p.is_active
      group by p.id order by p.profession_name`)
  ).rows
    .map((r) => ({ id: r.id, name: r.name, industryId: r.industry_id, hard: r.hard ?? [], soft: r.soft ?? [] }))
    .filter((p) => p.hard.length >= 3 && p.soft.length >= 2);
  const educations = (
    await client.query<{ id: string; name: string }>('select id, education_name as name from educations order by education_name')
  ).rows;
  const experiences = (
    await client.query<{ id: string }>('select id from professional_experiences order by min_months nulls first')
  ).rows;
  const ages = (await client.query<{ id: string }>('select id from age_specifications order by min_age nulls first')).rows;

  // The 20 largest places for every first letter, weighted by rank within it (a city's share of
  // candidates falls off like a real population's).
  const index = await loadWorldCities();
  const cities: City[] = [];
  const weights: number[] = [];
  for (const letter of 'abcdefghijklmnopqrstuvwxyz') {
    index.search(letter, 20).forEach((hit, rank) => {
      cities.push({ city: hit.city, country: hit.country, lat: hit.lat, lng: hit.long });
      weights.push(1 / (rank + 1));
    });
  }

  fakerEN.seed(seed);
  const firstNames = Array.from({ length: 400 }, () => fakerEN.person.firstName());
  const lastNames = Array.from({ length: 600 }, () => fakerEN.person.lastName());
  const companyNames = Array.from({ length: 800 }, () => fakerEN.company.name());
  const institutes = Array.from({ length: 200 }, () => `${fakerEN.location.city()} University`);
  const passwordHash = await createPasswordHasher(false).hash(SCALE_PASSWORD);
  return {
    professions,
    educations,
    experiences,
    ages,
    cities,
    cityWeights: cumulativeOf(weights),
    firstNames,
    lastNames,
    companyNames,
    institutes,
    passwordHash,
  };
}
export type Reference = Awaited<ReturnType<typeof loadReference>>;

/** An address-safe form of a name: ASCII letters only. */
export const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');
