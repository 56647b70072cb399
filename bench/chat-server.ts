/**
 * The chat benchmark's server: the real app with the built web app, as `npm start` serves it, on a
 * fresh PostgreSQL database (`DATABASE_URL`, else the local server), with an approved company, a
 * published job, a candidate who applied and a conversation between them started by the company
 * (all through the API, as the pipeline tests make them). Prints `{ port, sessionId, jobTitle,
 * recruiter, candidate }` (each with email and password) on its first line once listening.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.js';
import { testConfig } from '../apps/api/src/config.js';
import { approvedCompany } from '../apps/api/test/billing-helpers.js';
import { json } from '../apps/api/test/helpers.js';
import { applicant, publishedJob } from '../apps/api/test/pipeline-helpers.js';

const config = testConfig({
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  isolatedTestDatabase: true,
  serveWeb: true,
  publicUrl: 'http://127.0.0.1',
});
if (!existsSync(path.join(config.webDist, 'index.html'))) {
  throw new Error('The web app is not built: run `npm run build` (npm run bench does it).');
}
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });

const company = await approvedCompany(app, { name: 'Rita Recruiter', companyName: 'Northwind Labs' });
const job = await publishedJob(app, company, 'Data Engineer');
const candidate = await applicant(app, job, { name: 'Ada Quinn' });
const started = await app.inject(
  json(
    'POST',
    '/api/chat-start',
    {
      candidateId: candidate.candidateId,
      companyId: company.companyId,
      jobApplicationId: candidate.applicationId,
      content: 'Hello Ada, thanks for applying!',
    },
    company.token,
  ),
);
if (started.statusCode >= 300) throw new Error(`chat-start answered ${started.statusCode}: ${started.body}`);
const { chatSession } = started.json() as { chatSession: { id: string } };

process.stdout.write(
  `${JSON.stringify({
    port: (app.server.address() as { port: number }).port,
    sessionId: chatSession.id,
    jobTitle: job.jobTitle,
    recruiter: { email: company.email, password: company.password },
    candidate: { email: candidate.email, password: candidate.password },
  })}\n`,
);

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
