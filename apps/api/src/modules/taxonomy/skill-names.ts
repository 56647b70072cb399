import type { Db } from '#api/db/client.js';
import { perDatabase } from '#api/platform/batch.js';
import * as repo from './taxonomy.repository.js';

/**
 * Every skill's name and kind, kept in memory: an explanation names its skills (API.md), and a page
 * of matched candidates would otherwise read the same few names for every row of every request. The
 * taxonomy is small (about a thousand skills) and changes only by an administrator: this process
 * forgets its copy on such a change, another process within a minute, and a skill the copy does not
 * know yet (created in another process) reloads it at once (at most once a second).
 */
export type SkillName = { id: string; skillName: string; skillType: 'hard' | 'soft' };

const REFRESH_MS = 60_000;
const RELOAD_ON_MISS_MS = 1_000;

type Copy = { byId: ReadonlyMap<string, SkillName>; loadedAt: number; loading?: Promise<void> };

const copyOf = perDatabase((_db: Db): Copy => ({ byId: new Map(), loadedAt: 0 }));

async function reload(db: Db, copy: Copy) {
  copy.loading ??= repo
    .allSkillNames(db)
    .then((rows) => {
      copy.byId = new Map(rows.map((s) => [s.id, s]));
      copy.loadedAt = Date.now();
    })
    .finally(() => {
      copy.loading = undefined;
    });
  await copy.loading;
}

/**
 * The copy of every skill's name, loaded again first when it is a minute old, or when one of `ids`
 * is not in it (and it is a second old).
 */
export async function skillNamesOf(db: Db, ids: readonly string[]): Promise<ReadonlyMap<string, SkillName>> {
  const copy = copyOf(db);
  const age = Date.now() - copy.loadedAt;
  if (age > REFRESH_MS) await reload(db, copy);
  else if (age > RELOAD_ON_MISS_MS) {
    for (const id of ids) {
      if (!copy.byId.has(id)) {
        await reload(db, copy);
        break;
      }
    }
  }
  return copy.byId;
}

/** After an administrator creates or changes a skill: the next read loads the taxonomy again. */
export function forgetSkillNames(db: Db) {
  copyOf(db).loadedAt = 0;
}
