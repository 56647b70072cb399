import { describe, expect, it } from 'vitest';
import {
  describeOrigin,
  originFromQuery,
  originOfVisit,
  originQuery,
  type QueryParams,
  SOURCE_NOT_RECORDED,
  shareUtm,
  UTM_MAX,
} from './application-sources.js';

/** A query string read as the browser and the server read it (this package has no DOM types). */
const q = (query: string): QueryParams => {
  const entries = query
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=').map((part) => decodeURIComponent(part.replaceAll('+', ' '))));
  return { get: (name) => entries.find(([key]) => key === name)?.[1] ?? null };
};
const queryOf = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

describe('where a visitor of the job page came from', () => {
  it.each([
    ['', { source: 'job_page' }],
    ['?src=careers', { source: 'careers_page' }],
    ['?src=feed', { source: 'job_board' }],
    ['?src=invitation', { source: 'invitation' }],
    ['?src=elsewhere', { source: 'job_page' }],
    [
      '?utm_source=linkedin&utm_medium=social&utm_campaign=Designer',
      {
        source: 'shared_link',
        utmSource: 'linkedin',
        utmMedium: 'social',
        utmCampaign: 'Designer',
      },
    ],
    ['?utm_campaign=spring', { source: 'shared_link', utmCampaign: 'spring' }],
    // A job board that links to the feed's address keeps its own campaign.
    ['?src=feed&utm_source=indeed', { source: 'job_board', utmSource: 'indeed' }],
    // Empty or blank values are no campaign.
    ['?utm_source=&utm_medium=%20', { source: 'job_page' }],
  ])('%s', (query, origin) => {
    expect(originOfVisit(q(query))).toEqual(origin);
  });

  it('keeps plain UTM text only, trimmed and cut to its maximum', () => {
    const long = 'x'.repeat(UTM_MAX + 20);
    expect(originOfVisit(q(`?utm_source=news%0Aletter%00&utm_medium=%20email%20&utm_campaign=${long}`))).toEqual({
      source: 'shared_link',
      utmMedium: 'email',
      utmCampaign: 'x'.repeat(UTM_MAX),
    });
  });
});

describe('the origin carried to the candidate app', () => {
  it('comes back as it went', () => {
    const origin = { source: 'shared_link', utmSource: 'x', utmMedium: 'social', utmCampaign: 'Go' } as const;
    expect(originFromQuery(q(queryOf(originQuery(origin))))).toEqual(origin);
    expect(originQuery({ source: 'careers_page' })).toEqual({ source: 'careers_page' });
  });

  it('is nothing without a known source (the job was found in the app)', () => {
    expect(originFromQuery(q(''))).toBeNull();
    expect(originFromQuery(q('?source=somewhere&utm_source=x'))).toBeNull();
  });
});

describe('the share links and the recruiter’s wording', () => {
  it('names the network as the source of a share', () => {
    expect(shareUtm('linkedin', 'Designer')).toEqual({
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'Designer',
    });
  });

  it('reads as the source and its campaign', () => {
    expect(describeOrigin({ source: 'shared_link', utmSource: 'linkedin', utmMedium: 'social' })).toBe(
      'Shared link (linkedin / social)',
    );
    expect(describeOrigin({ source: 'careers_page' })).toBe('Careers page');
    expect(describeOrigin(null)).toBe(SOURCE_NOT_RECORDED);
  });
});
