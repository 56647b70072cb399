import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Reference data of the job wizard, seeded from modules/taxonomy/data and extended by administrators. */
export const industries = pgTable(
  'industries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    industryName: text('industry_name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('industries_name_key').on(sql`lower(${t.industryName})`)],
);

export const professions = pgTable(
  'professions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    industryId: uuid('industry_id')
      .notNull()
      .references(() => industries.id),
    professionName: text('profession_name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('professions_industry_name_key').on(t.industryId, sql`lower(${t.professionName})`)],
);

export const skillTypeEnum = pgEnum('skill_type', ['hard', 'soft']);

export const skills = pgTable(
  'skills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    skillName: text('skill_name').notNull(),
    skillType: skillTypeEnum('skill_type').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('skills_name_key').on(sql`lower(${t.skillName})`)],
);

export const professionSkills = pgTable(
  'profession_skills',
  {
    professionId: uuid('profession_id')
      .notNull()
      .references(() => professions.id),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id),
  },
  (t) => [primaryKey({ columns: [t.professionId, t.skillId] }), index('profession_skills_skill_idx').on(t.skillId)],
);

export const educations = pgTable('educations', {
  id: uuid('id').primaryKey().defaultRandom(),
  educationName: text('education_name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const professionalExperiences = pgTable('professional_experiences', {
  id: uuid('id').primaryKey().defaultRandom(),
  experience: text('experience').notNull().unique(),
  minMonths: integer('min_months'),
  maxMonths: integer('max_months'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ageSpecifications = pgTable('age_specifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  ageRange: text('age_range').notNull().unique(),
  minAge: integer('min_age'),
  maxAge: integer('max_age'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
