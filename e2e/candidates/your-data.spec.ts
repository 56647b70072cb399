/** A candidate downloads everything held about them from their profile. */
import { readFile } from 'node:fs/promises';
import type { CandidateExport } from '@talentdeck/shared';
import { expect, it } from 'vitest';
import { signInContext } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { createCandidate, SAMPLE_PROFILE } from '../fixtures/candidates.ts';
import { journeys } from '../fixtures/journey.ts';

journeys("a candidate's own data", (j) => {
  it('downloads it as one JSON file from the profile', async () => {
    const candidate = await createCandidate(j.server, { name: 'Dana Data', profile: SAMPLE_PROFILE });
    await signInContext(j.context, candidate.email, candidate.password);
    const { page } = j;
    await page.goto('/candidate/profile');
    await page.getByRole('heading', { level: 2, name: 'Your data' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^talentdeck-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await saved.path(), 'utf8')) as CandidateExport;
    expect(data.tables.users?.[0]).toMatchObject({ name: 'Dana Data', email: candidate.email });
    expect(data.tables.candidates?.[0]).toMatchObject({ title: SAMPLE_PROFILE.title });
    await expectNoSeriousA11yViolations(page, 'profile with its data section');
  });
});
