import type { FastifyPluginAsync } from 'fastify';
import accountsRoutes from '#api/modules/accounts/accounts.routes.js';
import adminRoutes from '#api/modules/admin/admin.routes.js';
import applicationsPipelineRoutes from '#api/modules/applications/applications.pipeline.routes.js';
import applicationsRoutes from '#api/modules/applications/applications.routes.js';
import attachmentsRoutes from '#api/modules/attachments/attachments.routes.js';
import billingRoutes from '#api/modules/billing/billing.routes.js';
import candidatesRoutes from '#api/modules/candidates/candidates.routes.js';
import careersRoutes from '#api/modules/careers/careers.routes.js';
import collaboratorsRoutes from '#api/modules/collaborators/collaborators.routes.js';
import companiesRoutes from '#api/modules/companies/companies.routes.js';
import conversationsCandidateRoutes from '#api/modules/conversations/conversations.candidate.routes.js';
import interviewsRoutes from '#api/modules/conversations/interviews.routes.js';
import messagesRoutes from '#api/modules/conversations/messages.routes.js';
import dashboardRoutes from '#api/modules/dashboard/dashboard.routes.js';
import geoRoutes from '#api/modules/geo/geo.routes.js';
import jobsRoutes from '#api/modules/jobs/jobs.routes.js';
import matchingRoutes from '#api/modules/matching/matching.routes.js';
import notificationsRoutes from '#api/modules/notifications/notifications.routes.js';
import systemRoutes from '#api/modules/system/system.routes.js';
import taxonomyRoutes from '#api/modules/taxonomy/taxonomy.routes.js';
import waitlistRoutes from '#api/modules/waitlist/waitlist.routes.js';

/** Every module's routes, registered under /api in this order. Add a module here. */
export const moduleRoutes: FastifyPluginAsync[] = [
  systemRoutes,
  accountsRoutes,
  companiesRoutes,
  collaboratorsRoutes,
  geoRoutes,
  attachmentsRoutes,
  waitlistRoutes,
  notificationsRoutes,
  adminRoutes,
  billingRoutes,
  taxonomyRoutes,
  jobsRoutes,
  careersRoutes,
  candidatesRoutes,
  applicationsRoutes,
  applicationsPipelineRoutes,
  interviewsRoutes,
  messagesRoutes,
  conversationsCandidateRoutes,
  matchingRoutes,
  dashboardRoutes,
];
