import { seedDefaultPackages } from '#api/modules/billing/billing.repository.js';
import { skillTestsSeed } from '#api/modules/candidates/candidates.seed.js';
import { taxonomySeed } from '#api/modules/taxonomy/taxonomy.seed.js';
import type { Db } from '../client.js';

/**
 * Reference data every install needs (packages, taxonomy, ...). Each seed is idempotent: it runs at
 * every start and only inserts what is missing, so a restart or an upgrade never duplicates rows.
 * A module adds its seed to this list.
 */
export type Seed = { name: string; run: (db: Db) => Promise<void> };

// The skills tests name skills of the taxonomy, so they come after it.
export const seeds: Seed[] = [{ name: 'billing.packages', run: seedDefaultPackages }, taxonomySeed, skillTestsSeed];

export async function runSeeds(db: Db) {
  for (const seed of seeds) await seed.run(db);
}
