import type { Db } from '../client.js';

/**
 * Reference data every install needs (packages, taxonomy, ...). Each seed is idempotent: it runs at
 * every start and only inserts what is missing, so a restart or an upgrade never duplicates rows.
 * A module declares its seeds in the module registry (modules/index.ts), which gives them here in
 * its order.
 */
export type Seed = { name: string; run: (db: Db) => Promise<void> };

export async function runSeeds(db: Db, seeds: readonly Seed[]) {
  for (const seed of seeds) await seed.run(db);
}
