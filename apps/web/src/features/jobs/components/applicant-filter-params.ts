import {
  APPLICANT_EXPERIENCE_FILTERS,
  APPLICANT_SORTS,
  APPLICANT_TABS,
  APPLICANT_VIDEO_FILTERS,
  REACH_FILTER_NAMES,
} from '@talentdeck/shared';
import type { ApplicantFilterValues } from './applicant-filters';

export type TabLabel = (typeof APPLICANT_TABS)[number]['label'];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((v) => v === value);

/**
 * The details page keeps its tab, filters and sort in the address, so the browser's Back from a
 * candidate's overview returns to the same list, and a shared link shows it. Unknown values are
 * ignored (the list is then unfiltered) rather than sent to the server to be refused.
 */
export function readListParams(params: URLSearchParams): { tab: TabLabel; filters: ApplicantFilterValues } {
  const city = params.get('city')?.trim();
  const country = params.get('country')?.trim() ?? '';
  return {
    tab:
      oneOf(
        APPLICANT_TABS.map((t) => t.label),
        params.get('tab'),
      ) ?? 'Candidates',
    filters: {
      experience: oneOf(
        Object.keys(APPLICANT_EXPERIENCE_FILTERS) as (keyof typeof APPLICANT_EXPERIENCE_FILTERS)[],
        params.get('experience'),
      ),
      video: oneOf(APPLICANT_VIDEO_FILTERS, params.get('video')),
      reach: oneOf(REACH_FILTER_NAMES, params.get('reach')),
      sort: oneOf(APPLICANT_SORTS, params.get('sort')),
      city: city ? { city, country, lat: null, long: null } : undefined,
    },
  };
}

/** The address's parameters for this tab and these filters; other parameters (the job) are kept. */
export function writeListParams(params: URLSearchParams, tab: TabLabel, filters: ApplicantFilterValues): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  set('tab', tab === 'Candidates' ? undefined : tab);
  set('experience', filters.experience);
  set('video', filters.video);
  set('reach', filters.reach);
  set('sort', filters.sort === 'dateApplied' ? undefined : filters.sort);
  set('city', filters.city?.city);
  set('country', filters.city ? filters.city.country : undefined);
  return next;
}
