import { CURRENCIES, TRANSACTION_STATUSES } from '@talentdeck/shared';
import { asc, desc } from 'drizzle-orm';
import { bundles, packages, payments, promos } from '#api/db/schema/index.js';
import type { FilterSpec } from '#api/platform/filter.js';

/** What the `filter` parameter may name on each billing collection (API.md, Conventions). */
export const packageFilter: FilterSpec = {
  where: {
    packageName: { column: packages.packageName, type: 'string' },
    jobsInPackage: { column: packages.jobsInPackage, type: 'integer' },
    currency: { column: packages.currency, type: { enum: CURRENCIES } },
    isPopular: { column: packages.isPopular, type: 'boolean' },
    isActive: { column: packages.isActive, type: 'boolean' },
    validityMonths: { column: packages.validityMonths, type: 'integer' },
    createdAt: { column: packages.createdAt, type: 'date' },
  },
  defaultOrder: [asc(packages.createdAt)],
  defaultLimit: 100,
};

export const bundleFilter: FilterSpec = {
  where: {
    expiryDate: { column: bundles.expiryDate, type: 'date' },
    transactionStatus: { column: bundles.transactionStatus, type: { enum: TRANSACTION_STATUSES } },
    numberOfJobs: { column: bundles.numberOfJobs, type: 'integer' },
    source: { column: bundles.source, type: { enum: ['purchase', 'free'] } },
    createdAt: { column: bundles.createdAt, type: 'date' },
  },
  order: ['createdAt', 'expiryDate', 'numberOfJobs'],
  // The bundle always comes with its package; naming it is allowed as the specification does.
  include: ['packages'],
  defaultOrder: [desc(bundles.createdAt)],
};

export const paymentFilter: FilterSpec = {
  where: {
    transactionStatus: { column: payments.transactionStatus, type: { enum: TRANSACTION_STATUSES } },
    createdAt: { column: payments.createdAt, type: 'date' },
  },
  include: ['packages'],
  defaultOrder: [desc(payments.createdAt)],
};

export const promoFilter: FilterSpec = {
  where: {
    promoCode: { column: promos.promoCode, type: 'string' },
    isActive: { column: promos.isActive, type: 'boolean' },
    createdAt: { column: promos.createdAt, type: 'date' },
  },
  defaultOrder: [desc(promos.createdAt)],
  defaultLimit: 100,
};
