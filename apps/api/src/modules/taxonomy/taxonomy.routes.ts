import {
  adminSkillSchema,
  ageSpecificationSchema,
  createIndustrySchema,
  createProfessionSchema,
  createSkillSchema,
  educationSchema,
  filterQuerySchema,
  industrySchema,
  professionalExperienceSchema,
  professionSchema,
  professionWithSkillsRequestSchema,
  skillSchema,
  text,
  updateIndustrySchema,
  updateProfessionSchema,
  updateSkillSchema,
} from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '#api/platform/auth.js';
import { errorResponses } from '#api/platform/openapi.js';
import * as service from './taxonomy.service.js';

const tags = ['Taxonomy'];
const idParams = z.strictObject({ id: z.uuid() });

/** Reference lists of the job wizard: public reads (the candidate app uses them too), admin writes. */
export default async function taxonomyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get(
    '/industries',
    {
      schema: {
        operationId: 'listIndustries',
        tags,
        summary: 'Industries (job categories); filter on isActive, industryName',
        querystring: filterQuerySchema,
        response: { 200: z.array(industrySchema), ...errorResponses(422) },
      },
    },
    (req) => service.listIndustries(ctx, req.query.filter),
  );

  r.get(
    '/industry/:id/professions',
    {
      schema: {
        operationId: 'listProfessions',
        tags,
        summary: 'Active professions (specialities) of an industry',
        params: idParams,
        response: { 200: z.array(professionSchema), ...errorResponses(422) },
      },
    },
    (req) => service.listProfessions(ctx, req.params.id),
  );

  r.post(
    '/profession-with-skills',
    {
      schema: {
        operationId: 'listSkillsOfProfessions',
        tags,
        summary: 'Skills linked to the given professions, hard and soft',
        body: professionWithSkillsRequestSchema,
        response: { 200: z.array(skillSchema), ...errorResponses(422) },
      },
    },
    (req) => service.listSkillsOfProfessions(ctx, req.body.professionIds),
  );

  r.get(
    '/educations',
    {
      schema: {
        operationId: 'listEducations',
        tags,
        summary: 'Education levels, ordered by createdAt',
        querystring: filterQuerySchema,
        response: { 200: z.array(educationSchema), ...errorResponses(422) },
      },
    },
    () => service.listEducations(ctx),
  );
  r.get(
    '/professional-experiences',
    {
      schema: {
        operationId: 'listProfessionalExperiences',
        tags,
        summary: 'Professional experience brackets, ordered by createdAt',
        querystring: filterQuerySchema,
        response: { 200: z.array(professionalExperienceSchema), ...errorResponses(422) },
      },
    },
    () => service.listExperiences(ctx),
  );
  r.get(
    '/age-specifications',
    {
      schema: {
        operationId: 'listAgeSpecifications',
        tags,
        summary: 'Age brackets, ordered by createdAt',
        querystring: filterQuerySchema,
        response: { 200: z.array(ageSpecificationSchema), ...errorResponses(422) },
      },
    },
    () => service.listAgeSpecifications(ctx),
  );

  // Administration (404 to anyone but a platform administrator)
  const adminTags = ['Administration'];
  const guarded = { onRequest: requireAdmin };
  const adminErrors = errorResponses(404, 409, 422);

  r.get(
    '/admin/industries',
    {
      ...guarded,
      schema: {
        operationId: 'listAllIndustries',
        summary: 'All industries, inactive ones included',
        tags: adminTags,
        response: { 200: z.array(industrySchema), ...adminErrors },
      },
    },
    () => service.adminListIndustries(ctx),
  );
  r.post(
    '/admin/industries',
    {
      ...guarded,
      schema: {
        operationId: 'createIndustry',
        summary: 'Create an industry',
        tags: adminTags,
        body: createIndustrySchema,
        response: { 200: industrySchema, ...adminErrors },
      },
    },
    (req) => service.adminCreateIndustry(ctx, req.body),
  );
  r.patch(
    '/admin/industries/:id',
    {
      ...guarded,
      schema: {
        operationId: 'updateIndustry',
        summary: 'Rename an industry or change whether it is active',
        tags: adminTags,
        params: idParams,
        body: updateIndustrySchema,
        response: { 200: industrySchema, ...adminErrors },
      },
    },
    (req) => service.adminUpdateIndustry(ctx, req.params.id, req.body),
  );

  r.get(
    '/admin/professions',
    {
      ...guarded,
      schema: {
        operationId: 'listAllProfessions',
        summary: 'All professions, inactive ones included',
        tags: adminTags,
        response: { 200: z.array(professionSchema), ...adminErrors },
      },
    },
    () => service.adminListProfessions(ctx),
  );
  r.post(
    '/admin/professions',
    {
      ...guarded,
      schema: {
        operationId: 'createProfession',
        summary: 'Create a profession in an industry',
        tags: adminTags,
        body: createProfessionSchema,
        response: { 200: professionSchema, ...adminErrors },
      },
    },
    (req) => service.adminCreateProfession(ctx, req.body),
  );
  r.patch(
    '/admin/professions/:id',
    {
      ...guarded,
      schema: {
        operationId: 'updateProfession',
        summary: 'Rename a profession, move it or change whether it is active',
        tags: adminTags,
        params: idParams,
        body: updateProfessionSchema,
        response: { 200: professionSchema, ...adminErrors },
      },
    },
    (req) => service.adminUpdateProfession(ctx, req.params.id, req.body),
  );

  r.get(
    '/admin/skills',
    {
      ...guarded,
      schema: {
        operationId: 'listAllSkills',
        summary: 'All skills with their professions, inactive ones included (search: q)',
        tags: adminTags,
        querystring: z.strictObject({
          q: text().max(100).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
          offset: z.coerce.number().int().min(0).max(100_000).default(0),
        }),
        response: { 200: z.array(adminSkillSchema), ...adminErrors },
      },
    },
    (req) => service.adminListSkills(ctx, req.query.q, req.query.limit, req.query.offset),
  );
  r.post(
    '/admin/skills',
    {
      ...guarded,
      schema: {
        operationId: 'createSkill',
        summary: 'Create a hard or soft skill linked to professions',
        tags: adminTags,
        body: createSkillSchema,
        response: { 200: adminSkillSchema, ...adminErrors },
      },
    },
    (req) => service.adminCreateSkill(ctx, req.body),
  );
  r.patch(
    '/admin/skills/:id',
    {
      ...guarded,
      schema: {
        operationId: 'updateSkill',
        summary: 'Change a skill: name, type, professions, active',
        tags: adminTags,
        params: idParams,
        body: updateSkillSchema,
        response: { 200: adminSkillSchema, ...adminErrors },
      },
    },
    (req) => service.adminUpdateSkill(ctx, req.params.id, req.body),
  );
}
