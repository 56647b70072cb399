import { describe, expect, it } from 'vitest';
import { applicantFiltersOf, describeList, listParamsOf, readListParams, writeListParams } from './applicant-list-params';

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

  it('carries only the list’s parameters to another page, and asks the server for the same list', () => {
    const details = new URLSearchParams('jobId=j1&tab=Awaiting&sort=matchingPercentage&city=Lisbon&country=Portugal&x=1');
    const carried = listParamsOf(details);
    expect(carried.toString()).toBe('tab=Awaiting&sort=matchingPercentage&city=Lisbon&country=Portugal');
    const { tab, filters } = readListParams(carried);
    expect(applicantFiltersOf(tab, filters)).toEqual({
      status: 'Awaiting',
      experience: undefined,
      video: undefined,
      city: 'Lisbon',
      reach: undefined,
      sort: 'matchingPercentage',
    });
    expect(applicantFiltersOf('Candidates', {}).status).toBeUndefined();
    expect(applicantFiltersOf('Shortlisted', {}).status).toBe('Shortlist Candidate');
  });

  it('names the list the overview steps through, and nothing for every candidate by date', () => {
    expect(describeList('Candidates', {})).toBeUndefined();
    expect(describeList('Candidates', { sort: 'dateApplied' })).toBeUndefined();
    expect(describeList('Awaiting', {})).toBe('Awaiting');
    expect(describeList('Awaiting', { sort: 'profileRank' })).toBe('Awaiting, by Profile Rank');
    expect(describeList('Candidates', { video: 'With Video', sort: 'matchingPercentage' })).toBe('Filtered, by Matching %');
    expect(describeList('Hired', { reach: 'nearby' })).toBe('Hired, filtered');
  });
});
