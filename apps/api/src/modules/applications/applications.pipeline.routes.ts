import {
  applicantSchema,
  applicantsQuerySchema,
  applicationCountsSchema,
  applicationDetailSchema,
  applicationStatusRequestSchema,
  attemptedTestSchema,
  candidateCertificatesSchema,
  candidateEducationsSchema,
  candidatePortfoliosSchema,
  candidateWorkExperiencesSchema,
  companyCandidateSchema,
  filterQuerySchema,
  noteRequestSchema,
  noteSchema,
} from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireUser } from '#api/platform/auth.js';
import { errorResponses, plainJsonOn200 } from '#api/platform/openapi.js';
import * as candidates from './applications.candidates.service.js';
import * as notes from './applications.notes.service.js';
import * as service from './applications.pipeline.service.js';

const tags = ['Applicants'];
const jobIdParams = z.strictObject({ jobId: z.uuid() });
const idParams = z.strictObject({ id: z.uuid() });

/**
 * The recruiter's side of applications (API.md, Candidates, applications, matching): a job's
 * applicants, one application with its status and notes, and the candidates a company may see.
 * Members of the company that owns the row only; everyone else gets 404.
 */
export default async function applicationsPipelineRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const guarded = { onRequest: requireUser };

  r.get(
    '/company-jobs/:jobId/job-applications',
    {
      ...guarded,
      schema: {
        operationId: 'listApplicants',
        tags,
        summary:
          "A page of the job's applicants with their candidate (filter: limit, offset; status, experience, video, city; sort); the filtered total in X-Total-Count",
        params: jobIdParams,
        querystring: applicantsQuerySchema,
        response: { 200: z.array(applicantSchema), ...errorResponses(401, 404, 422) },
      },
      // toApplicant builds every row field by field from an explicit column list, so nothing
      // unlisted can leak; checking each page against the zod schema cost more than the query
      // (docs/decisions/0019, Measured). The schema still documents the answer.
      serializerCompiler: plainJsonOn200,
    },
    async (req, reply) => {
      const { applicants, total } = await service.listApplicants(ctx, principalOf(req), req.params.jobId, req.query);
      reply.header('X-Total-Count', String(total));
      return applicants;
    },
  );

  r.get(
    '/company-jobs/:jobId/application-counts',
    {
      ...guarded,
      schema: {
        operationId: 'getApplicationCounts',
        tags,
        summary: "The job's applications per status and in all (the tabs of the job's page)",
        params: jobIdParams,
        response: { 200: applicationCountsSchema, ...errorResponses(401, 404) },
      },
    },
    (req) => service.applicationCounts(ctx, principalOf(req), req.params.jobId),
  );

  r.get(
    '/job-applications/:id',
    {
      ...guarded,
      schema: {
        operationId: 'getApplication',
        tags,
        summary: 'An application with its answers, its candidate, and its job with the industry and the screening questions',
        params: idParams,
        querystring: filterQuerySchema,
        response: { 200: applicationDetailSchema, ...errorResponses(401, 404, 422) },
      },
    },
    (req) => service.getApplicationDetail(ctx, principalOf(req), req.params.id, req.query.filter),
  );

  r.patch(
    '/job-applications/:id/candidate-job-status',
    {
      ...guarded,
      schema: {
        operationId: 'changeApplicationStatus',
        tags,
        summary:
          "Change an application's status (any member of the company); answers the application as the applicants list shows it",
        params: idParams,
        body: applicationStatusRequestSchema,
        response: { 200: applicantSchema, ...errorResponses(401, 404, 422) },
      },
    },
    (req) => service.changeStatus(ctx, principalOf(req), req.params.id, req.body.applicationStatus),
  );

  r.post(
    '/job-applications/:id/seen',
    {
      ...guarded,
      schema: {
        operationId: 'markApplicationSeen',
        tags,
        summary:
          'A member opened the application: one still Awaiting becomes Reviewed, any other status stays; answers the application as the applicants list shows it',
        params: idParams,
        response: { 200: applicantSchema, ...errorResponses(401, 404) },
      },
    },
    (req) => service.markSeen(ctx, principalOf(req), req.params.id),
  );

  r.get(
    '/job-applications/:id/job-application-notes',
    {
      ...guarded,
      schema: {
        operationId: 'listApplicationNotes',
        tags,
        summary: "The team's notes on an application, newest first, with each writer's name",
        params: idParams,
        response: { 200: z.array(noteSchema), ...errorResponses(401, 404) },
      },
    },
    (req) => notes.listNotes(ctx, principalOf(req), req.params.id),
  );

  r.post(
    '/job-applications/:id/job-application-notes',
    {
      ...guarded,
      schema: {
        operationId: 'addApplicationNote',
        tags,
        summary: "Add a note (the writer and date are the server's); notifies the company's other members (NOTES)",
        params: idParams,
        body: noteRequestSchema,
        response: { 200: noteSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    (req) => notes.addNote(ctx, principalOf(req), req.params.id, req.body.note),
  );

  r.get(
    '/candidate/:id',
    {
      ...guarded,
      schema: {
        operationId: 'getCompanyCandidate',
        tags,
        summary:
          "A candidate who applied to one of the company's jobs: profile, user, candidateJobCriteria, matchedCandidates and the company's own jobApplications",
        params: idParams,
        querystring: filterQuerySchema,
        response: { 200: companyCandidateSchema, ...errorResponses(401, 404, 422) },
      },
    },
    (req) => candidates.getCandidateForCompany(ctx, principalOf(req), req.params.id, req.query.filter),
  );

  const sections = [
    [
      'candidate-work-experiences',
      'workExperiences',
      candidateWorkExperiencesSchema,
      'listCandidateWorkExperiences',
      'work experience',
    ],
    ['candidate-educations', 'educations', candidateEducationsSchema, 'listCandidateEducations', 'education'],
    ['candidate-certificates', 'certificates', candidateCertificatesSchema, 'listCandidateCertificates', 'certificates'],
    ['candidate-portfolios', 'portfolios', candidatePortfoliosSchema, 'listCandidatePortfolios', 'projects and portfolio'],
  ] as const;
  for (const [path, section, schema, operationId, what] of sections) {
    r.get(
      `/candidate/:id/${path}`,
      {
        ...guarded,
        schema: {
          operationId,
          tags,
          summary: `A candidate's ${what}, in the candidate's order (a company that may see the candidate)`,
          params: idParams,
          response: { 200: schema, ...errorResponses(401, 404) },
        },
      },
      (req) => candidates.getCandidateSection(ctx, principalOf(req), req.params.id, section),
    );
  }

  r.get(
    '/candidate-tests',
    {
      ...guarded,
      schema: {
        operationId: 'listCandidateTests',
        tags,
        summary:
          'The skills tests a candidate attempted (filter where.candidateId, required), each with its attempts newest first, correct answers and images',
        querystring: filterQuerySchema,
        response: { 200: z.array(attemptedTestSchema), ...errorResponses(401, 404, 422) },
      },
    },
    (req) => candidates.listCandidateTestsForCompany(ctx, principalOf(req), req.query.filter),
  );
}
