import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, requiredRef } from './columns.js';

/** Reference data of the job wizard, seeded from modules/taxonomy/data and extended by administrators. */
export const industries = pgTable(
  'industries',
  {
    id: primaryId(),
    industryName: text('industry_name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('industries_name_key').on(sql`lower(${t.industryName})`)],
);

export const professions = pgTable(
  'professions',
  {
    id: primaryId(),
    industryId: requiredRef('industry_id', () => industries.id),
    professionName: text('profession_name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('professions_industry_name_key').on(t.industryId, sql`lower(${t.professionName})`)],
);

export const skillTypeEnum = pgEnum('skill_type', ['hard', 'soft']);

export const skills = pgTable(
  'skills',
  {
    id: primaryId(),
    skillName: text('skill_name').notNull(),
    skillType: skillTypeEnum('skill_type').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('skills_name_key').on(sql`lower(${t.skillName})`)],
);

export const professionSkills = pgTable(
  'profession_skills',
  {
    professionId: requiredRef('profession_id', () => professions.id),
    skillId: requiredRef('skill_id', () => skills.id),
  },
  (t) => [primaryKey({ columns: [t.professionId, t.skillId] }), index('profession_skills_skill_idx').on(t.skillId)],
);

export const educations = pgTable('educations', {
  id: primaryId(),
  educationName: text('education_name').notNull().unique(),
  /** The level's rank for matching (EDUCATION_LEVELS of packages/shared: higher is more advanced). */
  level: integer('level').notNull().default(0),
  createdAt: createdAt(),
});

export const professionalExperiences = pgTable('professional_experiences', {
  id: primaryId(),
  experience: text('experience').notNull().unique(),
  minMonths: integer('min_months'),
  maxMonths: integer('max_months'),
  createdAt: createdAt(),
});

export const ageSpecifications = pgTable('age_specifications', {
  id: primaryId(),
  ageRange: text('age_range').notNull().unique(),
  minAge: integer('min_age'),
  maxAge: integer('max_age'),
  createdAt: createdAt(),
});
