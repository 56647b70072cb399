import type { FastifyPluginAsync } from 'fastify';
import accountsRoutes from './accounts/accounts.routes.js';
import adminRoutes from './admin/admin.routes.js';
import applicationsPipelineRoutes from './applications/applications.pipeline.routes.js';
import applicationsRoutes from './applications/applications.routes.js';
import attachmentsRoutes from './attachments/attachments.routes.js';
import billingRoutes from './billing/billing.routes.js';
import candidatesRoutes from './candidates/candidates.routes.js';
import careersRoutes from './careers/careers.routes.js';
import collaboratorsRoutes from './collaborators/collaborators.routes.js';
import companiesRoutes from './companies/companies.routes.js';
import conversationsCandidateRoutes from './conversations/conversations.candidate.routes.js';
import interviewsRoutes from './conversations/interviews.routes.js';
import messagesRoutes from './conversations/messages.routes.js';
import dashboardRoutes from './dashboard/dashboard.routes.js';
import geoRoutes from './geo/geo.routes.js';
import jobsRoutes from './jobs/jobs.routes.js';
import matchingRoutes from './matching/matching.routes.js';
import notificationsRoutes from './notifications/notifications.routes.js';
import systemRoutes from './system/system.routes.js';
import taxonomyRoutes from './taxonomy/taxonomy.routes.js';
import waitlistRoutes from './waitlist/waitlist.routes.js';

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
