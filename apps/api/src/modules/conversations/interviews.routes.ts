import {
  companyInterviewSchema,
  companyInterviewsRequestSchema,
  dashboardInterviewsRequestSchema,
  interviewRequestSchema,
  interviewUpdateSchema,
  scheduledInterviewSchema,
} from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireUser } from '#api/platform/auth.js';
import { errorResponses } from '#api/platform/openapi.js';
import * as schedule from './interviews.schedule.service.js';
import * as interviews from './interviews.service.js';

const idParams = z.strictObject({ id: z.uuid() });
const interviewTags = ['Interviews'];

/**
 * The company's interviews (API.md, Interviews): scheduling, moving, outcomes, the calendar file
 * and the lists. Only the caller's company's interviews are answered; anything else is 404.
 */
export default async function interviewsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const guarded = { onRequest: requireUser };

  r.post(
    '/job-applications/:id/interviews',
    {
      ...guarded,
      schema: {
        operationId: 'scheduleInterview',
        tags: interviewTags,
        summary:
          'Schedule the application’s interview (date and startTime on the interview’s clock: an In-office one’s office’s zone, a Remote one’s `timeZone`, the company’s by default; endTime the duration in minutes); emails the candidate an .ics invitation, posts an INTERVIEW card in the chat. `warnings` names overlaps with the company’s other interviews (not a refusal)',
        params: idParams,
        body: interviewRequestSchema,
        response: { 200: scheduledInterviewSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    (req) => schedule.createInterview(ctx, principalOf(req), req.params.id, req.body),
  );

  r.get(
    '/interview/:id',
    {
      ...guarded,
      schema: {
        operationId: 'getInterview',
        tags: interviewTags,
        summary: 'One interview of the company, with its candidate and job',
        params: idParams,
        response: { 200: companyInterviewSchema, ...errorResponses(401, 404) },
      },
    },
    (req) => interviews.getInterview(ctx, principalOf(req), req.params.id),
  );

  r.get(
    '/interview/:id/calendar.ics',
    {
      ...guarded,
      schema: {
        operationId: 'getInterviewCalendar',
        tags: interviewTags,
        summary: 'The interview as an iCalendar file, under the same UID as the emailed invitation',
        params: idParams,
        produces: ['text/calendar'],
        response: { 200: z.string(), ...errorResponses(401, 404) },
      },
    },
    async (req, reply) => {
      const ics = await interviews.interviewIcs(ctx, principalOf(req), req.params.id);
      reply.type('text/calendar; charset=utf-8').header('content-disposition', 'attachment; filename="interview.ics"');
      return ics;
    },
  );

  r.get(
    '/company-jobs/:id/interviews',
    {
      ...guarded,
      schema: {
        operationId: 'listJobInterviews',
        tags: interviewTags,
        summary: 'The job’s interviews (not deleted), soonest first',
        params: idParams,
        response: { 200: z.array(companyInterviewSchema), ...errorResponses(401, 404) },
      },
    },
    (req) => interviews.listJobInterviews(ctx, principalOf(req), req.params.id),
  );

  r.patch(
    '/interview-reschedule/:id',
    {
      ...guarded,
      schema: {
        operationId: 'rescheduleInterview',
        tags: interviewTags,
        summary:
          'Move the upcoming interview; emails an updated invitation (same UID, higher SEQUENCE) and clears the candidate’s answer. `warnings` names overlaps. 409 INTERVIEW_HAS_OUTCOME once it has its outcome (schedule another round instead)',
        params: idParams,
        body: interviewRequestSchema,
        response: { 200: scheduledInterviewSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    (req) => schedule.rescheduleInterview(ctx, principalOf(req), req.params.id, req.body),
  );

  r.patch(
    '/interview/:id',
    {
      ...guarded,
      schema: {
        operationId: 'updateInterview',
        tags: interviewTags,
        summary:
          'Set the outcome (interviewsstatus Completed or Didnt appeared, once the interview has started: 409 INTERVIEW_NOT_STARTED before; Completed refused with 409 INTERVIEW_DECLINED when the candidate declined) or delete (isDeleted: true, which emails a METHOD:CANCEL under the same UID)',
        params: idParams,
        body: interviewUpdateSchema,
        response: { 200: companyInterviewSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    (req) => schedule.updateInterview(ctx, principalOf(req), req.params.id, req.body),
  );

  r.post(
    '/company-interviews',
    {
      ...guarded,
      schema: {
        operationId: 'listCompanyInterviews',
        tags: interviewTags,
        summary: 'The company’s interviews with candidate and job, soonest first (time: All, Today, Week, Month in its zone)',
        body: companyInterviewsRequestSchema,
        response: { 200: z.array(companyInterviewSchema), ...errorResponses(401, 404, 422) },
      },
    },
    (req) => interviews.listCompanyInterviews(ctx, principalOf(req), req.body),
  );

  r.post(
    '/dashboard-interviews',
    {
      ...guarded,
      schema: {
        operationId: 'listDashboardInterviews',
        tags: interviewTags,
        summary: 'Upcoming interviews of the period from now (time: Week, Two Weeks, Month, Three Months), soonest first',
        body: dashboardInterviewsRequestSchema,
        response: { 200: z.array(companyInterviewSchema), ...errorResponses(401, 404, 422) },
      },
    },
    (req) => interviews.listDashboardInterviews(ctx, principalOf(req), req.body),
  );
}
