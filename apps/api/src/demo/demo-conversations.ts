import { INTERVIEW_DURATIONS_MINUTES } from '@talentdeck/shared';
import { sql } from 'drizzle-orm';
import { respondToInterview } from '#api/modules/conversations/interviews.answers.service.js';
import { createInterview } from '#api/modules/conversations/interviews.schedule.service.js';
import { chatStart, postCandidateChat } from '#api/modules/conversations/messages.chats.service.js';
import type { AppContext } from '#api/platform/context.js';
import type { Principal } from '#api/platform/policy.js';
import { DEMO_COMPANY } from './content/company.js';

const DAY_MS = 86_400_000;

/** The company's side and the candidate's side of a demo conversation. */
const CONVERSATION = [
  'Hi {name}, thanks for applying. Your profile stands out: could you tell us a little about your current projects?',
  'Thank you! I am leading a migration to event-driven services at the moment, happy to walk you through it.',
  'Great, that is very relevant for the role. We have sent you an interview invitation.',
] as const;

/**
 * Interviews and conversations for the demo's most advanced applicants (Shortlisted, Contacted,
 * Hired on published openings), through the same services as the screens: invitations with their
 * calendar files, the INTERVIEW cards, a candidate's acceptance, and replies the company has not
 * read yet, so the dashboard's Interviews and Messages panels and /messages have content.
 */
export async function writeConversations(
  ctx: AppContext,
  input: { owner: Principal; candidates: Map<string, Principal>; now: Date },
): Promise<{ interviews: number; conversations: number }> {
  const companyId = input.owner.companyId as string;
  const rows = (await ctx.db.execute(sql`
    select a.id, a.candidate_id from job_applications a join company_jobs j on j.id = a.company_job_id
    where a.company_id = ${companyId} and j.job_status = 'Published'
      and a.application_status in ('Shortlist Candidate', 'Contacted', 'Hired')
    order by a.created_at desc, a.id limit 8`)) as unknown as { rows: { id: string; candidate_id: string }[] };
  const offices = DEMO_COMPANY.offices;
  let interviews = 0;
  let conversations = 0;
  for (const [k, row] of rows.rows.entries()) {
    const candidate = input.candidates.get(row.candidate_id);
    if (!candidate) continue;
    const first = candidate.name.split(' ')[0] ?? candidate.name;
    const started = await chatStart(ctx, input.owner, {
      candidateId: row.candidate_id,
      companyId,
      jobApplicationId: row.id,
      content: (CONVERSATION[0] as string).replace('{name}', first),
    });
    await postCandidateChat(ctx, candidate, { chatSessionId: started.chatSession.id, content: CONVERSATION[1] });
    conversations += 1;
    if (k >= 5) continue;
    // One to five working days ahead, within office hours.
    const day = new Date(input.now.getTime() + (k + 1) * DAY_MS).toISOString().slice(0, 10);
    const remote = k % 2 === 1;
    const office = offices[k % offices.length] as (typeof offices)[number];
    const interview = await createInterview(ctx, input.owner, row.id, {
      date: day,
      startTime: `${String(9 + k).padStart(2, '0')}:30`,
      endTime: INTERVIEW_DURATIONS_MINUTES[k % 3] as number,
      interviewType: remote ? 'Remote' : 'In-office',
      ...(remote ? { link: 'https://meet.example.com/northwind-interview' } : { location: office.city }),
    });
    interviews += 1;
    if (k % 2 === 0) await respondToInterview(ctx, candidate, interview.id, 'accept');
  }
  return { interviews, conversations };
}
