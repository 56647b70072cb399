import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '#api/platform/context.js';
import { recordView, visitorKey } from './jobs.stats.service.js';

const VISITOR_COOKIE = 'td_visitor';

/**
 * Counts a visit of a published job's public page by the rules of recordView (one per visitor per
 * day, five per address, no crawlers) and keeps the visitor's cookie for a year, so the next visit
 * is the same visitor. Both the page itself and POST /api/company-job/{jobId}/views count through here.
 */
export async function countJobView(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, jobId: string) {
  const userAgent = request.headers['user-agent'];
  const visitor = visitorKey(request.cookies[VISITOR_COOKIE], request.ip, userAgent);
  await recordView(ctx, jobId, visitor, { ip: request.ip, userAgent });
  reply.setCookie(VISITOR_COOKIE, visitor, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.publicUrl.startsWith('https://'),
    maxAge: 60 * 60 * 24 * 365,
  });
}
