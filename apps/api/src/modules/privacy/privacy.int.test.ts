import type { AuditEntry, CandidateExport, CompanyCandidateExport, SkillTest } from '@talentdeck/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { approvedCompany } from '#test/billing-helpers.js';
import { createTestApp, json } from '#test/helpers.js';
import { applicant, applyTo, joinedCollaborator, publishedJob } from '#test/pipeline-helpers.js';
import { EXPORTED, NOT_EXPORTED, schemaTableNames } from './privacy.repository.js';

const app = await createTestApp();
afterAll(() => app.close());

const exportOf = (token?: string) => app.inject(json('GET', '/api/candidate-app/privacy/export', undefined, token));

describe("a candidate's export of their data", () => {
  it('classifies every table of the database: exported, or not with a reason', () => {
    const tables = schemaTableNames();
    expect(tables.length).toBeGreaterThan(40);
    const classified = [...Object.keys(EXPORTED), ...Object.keys(NOT_EXPORTED)];
    // A table added to the schema is here, once; a table dropped is not left behind.
    expect([...classified].sort()).toEqual([...tables].sort());
    expect(new Set(classified).size).toBe(classified.length);
    for (const reason of Object.values(NOT_EXPORTED)) expect(reason.length).toBeGreaterThan(10);
  });

  it('holds every row of theirs (their answers, test, messages, interview, who opened the profile), no secret and no one else', async () => {
    const owner = await approvedCompany(app, { companyName: 'Northwind Labs' });
    const job = await publishedJob(app, owner, 'Backend Engineer', ['Why this role?']);
    const maya = await applicant(app, job, { name: 'Maya Okafor' });
    const noah = await applicant(app, job, { name: 'Noah Berg' });

    const [test] = (await app.inject(json('GET', '/api/candidate-app/tests', undefined, maya.token))).json() as SkillTest[];
    if (!test) throw new Error('no test seeded');
    const attempt = await app.inject(
      json(
        'POST',
        `/api/candidate-app/tests/${test.id}/attempt`,
        { answers: [{ questionId: test.questions[0]?.id, optionId: null }] },
        maya.token,
      ),
    );
    expect(attempt.statusCode, attempt.body).toBe(200);
    const chat = await app.inject(
      json(
        'POST',
        '/api/chat-start',
        {
          candidateId: maya.candidateId,
          companyId: owner.companyId,
          jobApplicationId: maya.applicationId,
          content: 'Hello Maya',
        },
        owner.token,
      ),
    );
    expect(chat.statusCode, chat.body).toBe(200);
    const interview = await app.inject(
      json(
        'POST',
        `/api/job-applications/${maya.applicationId}/interviews`,
        {
          date: '2027-01-15',
          startTime: '10:30',
          endTime: '45',
          interviewType: 'Remote',
          link: 'https://meet.example.com/maya',
          companyId: owner.companyId,
          candidateId: maya.candidateId,
          isDeleted: false,
        },
        owner.token,
      ),
    );
    expect(interview.statusCode, interview.body).toBe(200);
    expect((await app.inject(json('GET', `/api/candidate/${maya.candidateId}`, undefined, owner.token))).statusCode).toBe(200);

    const res = await exportOf(maya.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="talentdeck-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json() as CandidateExport;
    expect(data.format).toBe('talentdeck.candidate-export/1');
    const t = data.tables;
    expect(t.users).toEqual([expect.objectContaining({ id: maya.profile.userId, name: 'Maya Okafor', email: maya.email })]);
    expect(t.candidates).toEqual([expect.objectContaining({ id: maya.candidateId })]);
    expect(t.job_applications).toEqual([expect.objectContaining({ id: maya.applicationId, companyJobId: job.id })]);
    expect(t.job_application_answers).toEqual([expect.objectContaining({ question: 'Why this role?' })]);
    expect(t.candidate_tests).toEqual([expect.objectContaining({ testId: test.id })]);
    expect(t.candidate_test_answers?.length).toBeGreaterThan(0);
    expect(t.chats?.map((c) => c.content)).toContain('Hello Maya');
    expect(t.interviews).toEqual([expect.objectContaining({ jobApplicationId: maya.applicationId })]);
    expect(t.sessions?.length).toBeGreaterThan(0);
    expect(data.profileReads).toEqual([{ companyName: 'Northwind Labs', at: expect.any(String) }]);
    // The rows name the job and the company by id: the export names them too.
    expect(data.applications).toEqual([
      {
        applicationId: maya.applicationId,
        jobTitle: 'Backend Engineer',
        companyName: 'Northwind Labs',
        appliedAt: expect.any(String),
      },
    ]);
    expect(data.notExported).toMatchObject({ user_tokens: expect.any(String) });

    // Nothing secret, and nothing of another candidate.
    const text = res.body;
    expect(text).not.toMatch(/passwordHash|tokenHash|\$argon2/);
    expect(text).not.toContain(noah.candidateId);
    expect(text).not.toContain(noah.applicationId);
    expect(text).not.toContain('Noah Berg');
  });

  it('is the candidate’s own: a company user gets a missing row, a visitor 401', async () => {
    const owner = await approvedCompany(app);
    expect((await exportOf(owner.token)).statusCode).toBe(404);
    expect((await exportOf()).statusCode).toBe(401);
  });
});

describe("a company's export of one candidate's data", () => {
  it('holds the profile and what concerns that company alone, for its owner, and is in the audit log', async () => {
    const owner = await approvedCompany(app, { companyName: 'Harbor Works' });
    const job = await publishedJob(app, owner, 'Data Analyst', ['Which tools do you use?']);
    const maya = await applicant(app, job, { name: 'Maya Export' });
    const note = await app.inject(
      json(
        'POST',
        `/api/job-applications/${maya.applicationId}/job-application-notes`,
        { note: 'Clear SQL answers' },
        owner.token,
      ),
    );
    expect(note.statusCode).toBe(200);
    // Maya also applied to another company: none of that is this company's.
    const rival = await approvedCompany(app);
    const rivalJob = await publishedJob(app, rival, 'Analyst');
    const elsewhere = (await applyTo(app, maya.token, rivalJob)) as { id: string };

    const url = `/api/company/${owner.companyId}/candidates/${maya.candidateId}/export`;
    const res = await app.inject(json('GET', url, undefined, owner.token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="candidate-/);
    const data = res.json() as CompanyCandidateExport;
    expect(data.tables.candidate).toEqual([
      expect.objectContaining({ name: 'Maya Export', email: maya.email, id: maya.candidateId }),
    ]);
    expect(data.tables.job_applications).toEqual([expect.objectContaining({ id: maya.applicationId })]);
    expect(data.tables.job_application_answers).toEqual([expect.objectContaining({ question: 'Which tools do you use?' })]);
    expect(data.tables.job_application_notes).toEqual([expect.objectContaining({ note: 'Clear SQL answers' })]);
    expect(res.body).not.toContain(elsewhere.id);
    expect(res.body).not.toMatch(/passwordHash|\$argon2/);

    const log = await app.inject(
      json(
        'GET',
        `/api/company/${owner.companyId}/audit-log?filter=${encodeURIComponent(JSON.stringify({ where: { action: 'candidate.exported' } }))}`,
        undefined,
        owner.token,
      ),
    );
    expect((log.json() as AuditEntry[])[0]).toMatchObject({ entityType: 'candidate', entityId: maya.candidateId });

    // The owner's alone, and only of a candidate the company holds something of.
    const cleo = await joinedCollaborator(app, owner, 'Cleo Park');
    expect((await app.inject(json('GET', url, undefined, cleo.token))).statusCode).toBe(404);
    expect((await app.inject(json('GET', url, undefined, maya.token))).statusCode).toBe(404);
    const stranger = await approvedCompany(app);
    const strangerUrl = `/api/company/${stranger.companyId}/candidates/${maya.candidateId}/export`;
    expect((await app.inject(json('GET', strangerUrl, undefined, stranger.token))).statusCode).toBe(404);
  });
});
