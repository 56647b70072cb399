import { sql } from 'drizzle-orm';
import { companyJobViews, jobApplicationNotes } from '#api/db/schema/index.js';
import { JOB_END_MS } from '#api/modules/jobs/jobs.wizard.service.js';
import type { AppContext } from '#api/platform/context.js';
import type { Principal } from '#api/platform/policy.js';
import { NOTES } from './content/applications.js';
import type { Applied } from './demo-applicants.js';
import type { DemoCandidate, seedFakers } from './demo-candidates.js';
import type { Opening } from './demo-openings.js';
import type { ReferenceData } from './demo-taxonomy.js';

/** The demo's history: the dates, statuses, team notes and page views that make it look lived-in. */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const STATUSES = ['Awaiting', 'Reviewed', 'Contacted', 'Shortlist Candidate', 'Hired', 'On Hold'] as const;
type Status = (typeof STATUSES)[number];

/**
 * What makes the data look lived-in: openings created days or weeks ago (published ones still
 * within their 15 days), applications spread from publication to now, statuses in every tab,
 * team notes, page views, and the applicants list's columns copied from the candidates.
 */
export async function writeHistory(
  ctx: AppContext,
  f: ReturnType<typeof seedFakers>,
  w: {
    companyId: string;
    jobs: Opening[];
    applied: Applied[];
    people: DemoCandidate[];
    owner: Principal;
    collaborator: Principal;
    now: Date;
    ref: ReferenceData;
  },
) {
  const now = w.now.getTime();
  const jobWindow = new Map<string, { from: number; to: number }>();
  for (const job of w.jobs) {
    const daysAgo = {
      Published: f.number.int({ min: 2, max: 11 }),
      Paused: f.number.int({ min: 6, max: 12 }),
      Completed: f.number.int({ min: 40, max: 75 }),
      Draft: f.number.int({ min: 0, max: 3 }),
    }[job.opening.status];
    const created = now - daysAgo * DAY - f.number.int({ min: 1, max: 20 }) * HOUR;
    const closes = job.opening.status === 'Published' ? now - 10 * 60_000 : Math.min(now - HOUR, created + 12 * DAY);
    jobWindow.set(job.id, { from: created + HOUR, to: closes });
    await ctx.db.execute(sql`
      update company_jobs set created_at = ${new Date(created)}, updated_at = ${new Date(Math.min(now, created + 2 * DAY))},
        end_date = ${new Date(created + JOB_END_MS)},
        published_at = case when published_at is null then null else ${new Date(created + HOUR)}::timestamptz end
      where id = ${job.id}`);
    // Moved back with the job, one millisecond apart in the order they were written: the questions
    // are listed by created_at, and one shared time would leave their order to their ids.
    await ctx.db.execute(sql`
      update company_job_custom_questions q set created_at = ${new Date(created)}::timestamptz + o.n * interval '1 millisecond'
      from (select id, row_number() over (order by created_at, id) as n from company_job_custom_questions
            where company_job_id = ${job.id}) o
      where q.id = o.id`);
  }

  // Statuses: the first six applicants of each opening cover every tab; the rest lean to Awaiting
  // on open jobs and to decisions on completed ones.
  const byJob = new Map<string, Applied[]>();
  for (const a of w.applied) byJob.set(a.job.id, [...(byJob.get(a.job.id) ?? []), a]);
  const rows: { id: string; status: Status; at: Date }[] = [];
  for (const [jobId, list] of byJob) {
    const win = jobWindow.get(jobId) as { from: number; to: number };
    const completed = list[0]?.job.opening.status === 'Completed';
    list.forEach((a, k) => {
      const status: Status =
        k < STATUSES.length
          ? (STATUSES[k] as Status)
          : f.helpers.weightedArrayElement(
              (completed ? [10, 30, 15, 15, 5, 25] : [45, 20, 10, 12, 3, 10]).map((weight, s) => ({
                value: STATUSES[s] as Status,
                weight,
              })),
            );
      rows.push({
        id: a.applicationId,
        status,
        at: new Date(f.number.int({ min: win.from, max: win.to })),
      });
    });
  }
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    const values = sql.join(
      chunk.map((r) => sql`(${r.id}::uuid, ${r.status}::application_status, ${r.at}::timestamptz)`),
      sql`, `,
    );
    await ctx.db.execute(sql`
      update job_applications a set application_status = v.status, created_at = v.at, updated_at = v.at
      from (values ${values}) as v(id, status, at) where a.id = v.id`);
  }
  // The list's copies of the candidate's columns, as the profile save keeps them.
  await ctx.db.execute(sql`
    update job_applications a set candidate_profile_rank = c.profile_rank, candidate_experience_months = c.years_of_experience,
      candidate_has_video = coalesce(c.video, '') <> '', candidate_city = c.city
    from candidates c where c.id = a.candidate_id and a.company_id = ${w.companyId}`);
  // The bell shows each application when it came in.
  await ctx.db.execute(sql`
    update notifications n set created_at = a.created_at from job_applications a
    where n.company_id = ${w.companyId} and n.extras->>'jobApplicationId' = a.id::text`);

  const notes: (typeof jobApplicationNotes.$inferInsert)[] = [];
  for (const r of rows) {
    if (r.status === 'Awaiting') continue;
    const pool =
      r.status === 'On Hold'
        ? [...NOTES.hold, ...NOTES.early]
        : r.status === 'Reviewed'
          ? NOTES.early
          : [...NOTES.early, ...NOTES.later];
    const n = r.status === 'Reviewed' ? 1 : f.number.int({ min: 1, max: 3 });
    for (let k = 0; k < n; k++) {
      const author = f.datatype.boolean(0.6) ? w.owner : w.collaborator;
      notes.push({
        jobApplicationId: r.id,
        userId: author.userId,
        note: f.helpers.arrayElement(pool),
        createdAt: new Date(Math.min(now - 60_000, r.at.getTime() + (k + 1) * f.number.int({ min: 2, max: 40 }) * HOUR)),
      });
    }
  }
  for (let start = 0; start < notes.length; start += 1000)
    await ctx.db.insert(jobApplicationNotes).values(notes.slice(start, start + 1000));

  // Page views per day since publication, for the job statistics' chart.
  const views: (typeof companyJobViews.$inferInsert)[] = [];
  for (const job of w.jobs) {
    if (job.opening.status === 'Draft') continue;
    const win = jobWindow.get(job.id) as { from: number; to: number };
    for (let day = win.from; day <= win.to; day += DAY) {
      const date = new Date(day).toISOString().slice(0, 10);
      const count = f.number.int({ min: 3, max: 12 * job.opening.pull + 10 });
      for (let v = 0; v < count; v++)
        views.push({
          companyJobId: job.id,
          day: date,
          visitorHash: f.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }),
          createdAt: new Date(day),
        });
    }
  }
  for (let start = 0; start < views.length; start += 1000)
    await ctx.db
      .insert(companyJobViews)
      .values(views.slice(start, start + 1000))
      .onConflictDoNothing();
  return notes.length;
}
