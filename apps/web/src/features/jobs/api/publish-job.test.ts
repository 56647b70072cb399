import { describe, expect, it } from 'vitest';
import { refusalOf } from './publish-job';

describe('why a company may not publish', () => {
  const had = (answer: boolean) => async () => answer;

  it("says 'Almost there' while credits are left, whatever else holds", async () => {
    // The server refuses (the company is not allowed in yet) with 7 credits left: never "out of credits".
    expect(await refusalOf({ remainingJobs: 7 }, true, had(true))).toBe('not-allowed');
    expect(await refusalOf({ remainingJobs: 7 }, false, had(true))).toBe('not-allowed');
  });

  it('says out of credits only when every credit it had is used', async () => {
    expect(await refusalOf({ remainingJobs: 0 }, true, had(true))).toBe('no-credits');
    expect(await refusalOf({ remainingJobs: 0 }, true, had(false))).toBe('not-allowed');
    expect(await refusalOf({ remainingJobs: 0 }, false, had(true))).toBe('not-allowed');
  });
});
