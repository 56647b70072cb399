import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from './applicant-filter-params';

describe('the applicants list in the address', () => {
  it('reads nothing as the first tab, unfiltered', () => {
    expect(readListParams(new URLSearchParams('jobId=j1'))).toEqual({
      tab: 'Candidates',
      filters: { experience: undefined, video: undefined, reach: undefined, sort: undefined, city: undefined },
    });
  });

  it('writes and reads back a tab, filters, the sort and a city, keeping the job', () => {
    const written = writeListParams(new URLSearchParams('jobId=j1'), 'Shortlisted', {
      experience: '3-5',
      video: 'With Video',
      reach: 'nearby',
      sort: 'profileRank',
      city: { city: 'Lisbon', country: 'Portugal', lat: 38.7, long: -9.1 },
    });
    expect(written.get('jobId')).toBe('j1');
    expect(readListParams(written)).toEqual({
      tab: 'Shortlisted',
      filters: {
        experience: '3-5',
        video: 'With Video',
        reach: 'nearby',
        sort: 'profileRank',
        city: { city: 'Lisbon', country: 'Portugal', lat: null, long: null },
      },
    });
  });

  it('leaves defaults out of the address and drops what is cleared', () => {
    const first = writeListParams(new URLSearchParams('jobId=j1'), 'Hired', { video: 'Without Video', reach: 'withinReach' });
    const cleared = writeListParams(first, 'Candidates', { sort: 'dateApplied' });
    expect(cleared.toString()).toBe('jobId=j1');
  });

  it('ignores values it does not know', () => {
    const read = readListParams(new URLSearchParams('tab=Archived&experience=99&video=Maybe&reach=moon&sort=salary'));
    expect(read).toEqual({
      tab: 'Candidates',
      filters: { experience: undefined, video: undefined, reach: undefined, sort: undefined, city: undefined },
    });
  });
});
