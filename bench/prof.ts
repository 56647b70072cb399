import { scoreMatch } from '@talentdeck/shared';
import * as repo from '../apps/api/src/modules/matching/matching.repository.js';
import { todayUtc, toMatchJob, toRow } from '../apps/api/src/modules/matching/matching.service.js';
import { inTransaction } from '../apps/api/src/platform/context.js';
import { biggestPublishedJob, openScaleApp } from './scale-app.js';
import { sql } from 'drizzle-orm';
const scale = await openScaleApp();
const ctx = scale.app.ctx;
const job = await biggestPublishedJob(scale);
for (let run = 0; run < 2; run++) {
const t: Record<string, number> = {};
const lap = (k: string, s: number) => { t[k] = (t[k] ?? 0) + performance.now() - s; };
await inTransaction(ctx, async (tx) => {
  await tx.db.execute(sql`set local jit = off`);
  let s = performance.now();
  const row = await repo.lockJobForRematch(tx.db, job.jobId);
  const ref = await repo.loadReference(tx.db);
  const types = new Map((await repo.findSkills(tx.db, row!.skillIds)).map((k) => [k.id, k.skillType]));
  const mj = toMatchJob(row!, ref, types);
  lap('setup', s);
  s = performance.now();
  const scope = await repo.findCandidateScope(tx.db, job.jobId, row!.matchGateSkillIds);
  const applicants = new Set(await repo.applicantIdsOfJob(tx.db, job.jobId));
  lap('scope', s);
  s = performance.now();
  await repo.clearJobMatches(tx.db, job.jobId);
  lap('delete', s);
  const today = todayUtc();
  for (let i = 0; i < scope.length; i += 10000) {
    s = performance.now();
    const inputs = await repo.findCandidateInputs(tx.db, scope.slice(i, i + 10000));
    lap('inputs', s);
    s = performance.now();
    const rows: any[] = [];
    for (const c of inputs) { const sc = scoreMatch(mj, c, today); if (sc.listed || applicants.has(c.id)) rows.push({ candidateId: c.id, score: sc }); }
    lap('score', s);
    s = performance.now();
    await repo.insertJobMatches(tx.db, { job: { id: row!.id, companyId: row!.companyId, skillIds: [...mj.hardSkillIds, ...mj.softSkillIds], weights: mj.weights }, computedAt: new Date(), rows });
    lap('insert', s);
  }
  s = performance.now();
  await repo.copyPercentagesToApplications(tx.db, job.jobId);
  lap('copyPct', s);
});
console.log(Object.fromEntries(Object.entries(t).map(([k, v]) => [k, Math.round(v)])), 'rss', Math.round(process.memoryUsage().rss / 1e6));
}
process.exit(0);
