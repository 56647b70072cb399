import type { Seed } from '#api/db/seed/index.js';
import { seedDefaultPackages } from './billing.repository.js';

/** The specification's default packages, inserted when missing (existing rows are never touched). */
export const packagesSeed: Seed = { name: 'billing.packages', run: seedDefaultPackages };
