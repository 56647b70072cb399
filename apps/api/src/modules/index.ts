import type { FastifyPluginAsync } from 'fastify';
import accountsRoutes from './accounts/accounts.routes.js';
import attachmentsRoutes from './attachments/attachments.routes.js';
import collaboratorsRoutes from './collaborators/collaborators.routes.js';
import companiesRoutes from './companies/companies.routes.js';
import geoRoutes from './geo/geo.routes.js';
import systemRoutes from './system/system.routes.js';

/** Every module's routes, registered under /api in this order. Add a module here. */
export const moduleRoutes: FastifyPluginAsync[] = [
  systemRoutes,
  accountsRoutes,
  companiesRoutes,
  collaboratorsRoutes,
  geoRoutes,
  attachmentsRoutes,
];
