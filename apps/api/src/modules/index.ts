import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Seed } from '#api/db/seed/index.js';
import accountsRoutes from '#api/modules/accounts/accounts.routes.js';
import adminRoutes from '#api/modules/admin/admin.routes.js';
import applicationsPipelineRoutes from '#api/modules/applications/applications.pipeline.routes.js';
import applicationsRoutes from '#api/modules/applications/applications.routes.js';
import attachmentsRoutes from '#api/modules/attachments/attachments.routes.js';
import auditRoutes from '#api/modules/audit/audit.routes.js';
import { startAuditLogRetention } from '#api/modules/audit/audit.workers.js';
import billingRoutes from '#api/modules/billing/billing.routes.js';
import { packagesSeed } from '#api/modules/billing/billing.seed.js';
import { startBillingWorkers } from '#api/modules/billing/billing.workers.js';
import candidatesRoutes from '#api/modules/candidates/candidates.routes.js';
import { skillTestsSeed } from '#api/modules/candidates/candidates.seed.js';
import { registerCareersPages } from '#api/modules/careers/careers.pages.js';
import careersRoutes from '#api/modules/careers/careers.routes.js';
import collaboratorsRoutes from '#api/modules/collaborators/collaborators.routes.js';
import companiesRoutes from '#api/modules/companies/companies.routes.js';
import conversationsCandidateRoutes from '#api/modules/conversations/conversations.candidate.routes.js';
import interviewsRoutes from '#api/modules/conversations/interviews.routes.js';
import messagesRoutes from '#api/modules/conversations/messages.routes.js';
import dashboardRoutes from '#api/modules/dashboard/dashboard.routes.js';
import geoRoutes from '#api/modules/geo/geo.routes.js';
import { startJobExpiry } from '#api/modules/jobs/jobs.expiry.js';
import jobsRoutes from '#api/modules/jobs/jobs.routes.js';
import { registerJobPublicPage } from '#api/modules/jobs/public-page/job-page.js';
import { startMatchingWorkers } from '#api/modules/matching/matching.queue.js';
import matchingRoutes from '#api/modules/matching/matching.routes.js';
import notificationsRoutes from '#api/modules/notifications/notifications.routes.js';
import retentionRoutes from '#api/modules/privacy/privacy.retention.routes.js';
import privacyRoutes from '#api/modules/privacy/privacy.routes.js';
import { startPrivacyWorkers } from '#api/modules/privacy/privacy.workers.js';
import systemRoutes from '#api/modules/system/system.routes.js';
import taxonomyRoutes from '#api/modules/taxonomy/taxonomy.routes.js';
import { taxonomySeed } from '#api/modules/taxonomy/taxonomy.seed.js';
import waitlistRoutes from '#api/modules/waitlist/waitlist.routes.js';
import type { AppContext } from '#api/platform/context.js';

/** What a module brings to the app. app.ts composes the modules; nothing else starts any of it. */
export type ApiModule = {
  name: string;
  /** Route plugins, registered under /api. */
  routes: FastifyPluginAsync[];
  /** Pages outside /api rendered by the server, registered when it serves the web app and under `npm run dev`. */
  pages?: (app: FastifyInstance, ctx: AppContext) => Promise<void>;
  /** Queue workers and timers, started once the routes are registered; close hooks go on `app`. */
  workers?: (ctx: AppContext, app: FastifyInstance) => Promise<void>;
  /** Reference data, seeded at every start before anything else runs (each seed is idempotent). */
  seeds?: Seed[];
};

/**
 * Every module, in the order its routes, pages, workers and seeds are registered, started and run
 * (the OpenAPI document lists the routes in this order; the skill tests seed names skills of the
 * taxonomy, so it comes after it). Add a module here. Which module may import which is a separate
 * matter: the layers of apps/api/biome.json.
 */
export const apiModules: ApiModule[] = [
  { name: 'system', routes: [systemRoutes] },
  { name: 'accounts', routes: [accountsRoutes] },
  { name: 'companies', routes: [companiesRoutes] },
  { name: 'collaborators', routes: [collaboratorsRoutes] },
  { name: 'geo', routes: [geoRoutes] },
  { name: 'attachments', routes: [attachmentsRoutes] },
  { name: 'audit', routes: [auditRoutes], workers: startAuditLogRetention },
  { name: 'waitlist', routes: [waitlistRoutes] },
  { name: 'notifications', routes: [notificationsRoutes] },
  { name: 'admin', routes: [adminRoutes] },
  { name: 'billing', routes: [billingRoutes], workers: startBillingWorkers, seeds: [packagesSeed] },
  { name: 'taxonomy', routes: [taxonomyRoutes], seeds: [taxonomySeed] },
  // The public job page also serves the job's share card.
  { name: 'jobs', routes: [jobsRoutes], pages: registerJobPublicPage, workers: startJobExpiry },
  // Careers pages, their feeds, the sitemap and robots.txt (decision 22).
  { name: 'careers', routes: [careersRoutes], pages: registerCareersPages },
  { name: 'candidates', routes: [candidatesRoutes], seeds: [skillTestsSeed] },
  { name: 'applications', routes: [applicationsRoutes, applicationsPipelineRoutes] },
  { name: 'conversations', routes: [interviewsRoutes, messagesRoutes, conversationsCandidateRoutes] },
  { name: 'matching', routes: [matchingRoutes], workers: startMatchingWorkers },
  { name: 'dashboard', routes: [dashboardRoutes] },
  { name: 'privacy', routes: [privacyRoutes, retentionRoutes], workers: startPrivacyWorkers },
];

/** Every module's seeds, in the registry's order (db/seed runs them; tests and the bench seed with them too). */
export const moduleSeeds: Seed[] = apiModules.flatMap((module) => module.seeds ?? []);

/** The session lookup platform/auth.ts authenticates with: the accounts module owns sessions. */
export { findSessionPrincipal } from '#api/modules/accounts/accounts.service.js';
