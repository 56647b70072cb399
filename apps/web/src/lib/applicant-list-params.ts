import {
  APPLICANT_EXPERIENCE_FILTERS,
  APPLICANT_SORTS,
  APPLICANT_TABS,
  APPLICANT_VIDEO_FILTERS,
  REACH_FILTER_NAMES,
} from '@talentdeck/shared';
import type { CityPlace } from '#web/components/city-picker';
import type { ApplicantFilters } from './job-applications';

/** The filters a recruiter picks on the applicants list; the city with its country, as picked. */
export type ApplicantFilterValues = Pick<ApplicantFilters, 'experience' | 'video' | 'reach' | 'sort'> & { city?: CityPlace };

/** The sort's names, as the list's Sort by field and the overview say them. */
export const APPLICANT_SORT_LABELS: Record<(typeof APPLICANT_SORTS)[number], string> = {
  dateApplied: 'Date Applied',
  matchingPercentage: 'Matching %',
  profileRank: 'Profile Rank',
  status: 'Status',
};

export type TabLabel = (typeof APPLICANT_TABS)[number]['label'];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((v) => v === value);

/**
 * The job's details page keeps its tab, filters and sort in the address, so the browser's Back from
 * a candidate's overview returns to the same list, and a shared link shows it. The candidate
 * overview is opened with the same parameters, so its Candidates list is the list the recruiter
 * came from, in the same order. Unknown values are
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

/** The query the server is sent for this tab and these filters: the same on both pages, so one cache. */
export function applicantFiltersOf(tab: TabLabel, values: ApplicantFilterValues): ApplicantFilters {
  return {
    status: APPLICANT_TABS.find((t) => t.label === tab)?.status ?? undefined,
    experience: values.experience,
    video: values.video,
    city: values.city?.city,
    reach: values.reach,
    sort: values.sort,
  };
}

/** Only the list's own parameters of an address (the tab, filters and sort), to carry to another page. */
export function listParamsOf(params: URLSearchParams): URLSearchParams {
  const { tab, filters } = readListParams(params);
  return writeListParams(new URLSearchParams(), tab, filters);
}

/**
 * How the overview names the list it steps through, when it is not every candidate by date
 * applied: "Awaiting, filtered, by Profile Rank". Undefined for the default list.
 */
export function describeList(tab: TabLabel, values: ApplicantFilterValues): string | undefined {
  const filtered = Boolean(values.experience || values.video || values.city || values.reach);
  const parts = [
    tab === 'Candidates' ? (filtered ? 'Filtered' : null) : `${tab}${filtered ? ', filtered' : ''}`,
    values.sort && values.sort !== 'dateApplied' ? `by ${APPLICANT_SORT_LABELS[values.sort]}` : null,
  ].filter(Boolean);
  if (parts.length === 0) return undefined;
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
