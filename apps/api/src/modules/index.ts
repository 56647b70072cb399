import type { FastifyPluginAsync } from 'fastify';
import accountsRoutes from './accounts/accounts.routes.js';
import adminRoutes from './admin/admin.routes.js';
import jobsRoutes from './jobs/jobs.routes.js';
import notificationsRoutes from './notifications/notifications.routes.js';
import systemRoutes from './system/system.routes.js';
import taxonomyRoutes from './taxonomy/taxonomy.routes.js';
import waitlistRoutes from './waitlist/waitlist.routes.js';

/** Every module's routes, registered under /api in this order. Add a module here. */
export const moduleRoutes: FastifyPluginAsync[] = [
  systemRoutes,
  accountsRoutes,
  waitlistRoutes,
  notificationsRoutes,
  adminRoutes,
  taxonomyRoutes,
  jobsRoutes,
];
