import {
  APPLICANT_EXPERIENCE_FILTERS,
  APPLICANT_SORTS,
  APPLICANT_VIDEO_FILTERS,
  REACH_FILTER_NAMES,
  type ReachFilter,
} from '@talentdeck/shared';
import { Select } from 'antd';
import { useId } from 'react';
import { CityPicker } from '#web/components/city-picker';
import { APPLICANT_SORT_LABELS, type ApplicantFilterValues } from '#web/lib/applicant-list-params';
import { REACH_FILTER_LABELS } from '#web/lib/match-explanation';

const ALL = 'All';

/** True when a filter narrows the list (the sort never does). */
export const isFiltering = (v: ApplicantFilterValues) => Boolean(v.experience || v.video || v.city || v.reach);

/**
 * The applicants list's filters: experience bracket, video, candidate city, where they live against
 * the job (the reach shown beside each percentage), and the sort. Every
 * value goes to the server, which filters and sorts the whole list rather than the loaded pages.
 */
export function ApplicantFilterBar({
  value,
  onChange,
}: {
  value: ApplicantFilterValues;
  onChange: (next: ApplicantFilterValues) => void;
}) {
  const id = useId();
  const set = (patch: Partial<ApplicantFilterValues>) => onChange({ ...value, ...patch });
  return (
    <div className="td-applicant-filters">
      <div className="td-applicant-filters__field">
        <label htmlFor={`${id}-experience`}>Experience</label>
        <Select
          id={`${id}-experience`}
          value={value.experience ?? ALL}
          onChange={(v: string) => set({ experience: v === ALL ? undefined : (v as ApplicantFilterValues['experience']) })}
          options={[
            { value: ALL, label: 'All' },
            ...Object.keys(APPLICANT_EXPERIENCE_FILTERS).map((k) => ({ value: k, label: `${k} years` })),
          ]}
        />
      </div>
      <div className="td-applicant-filters__field">
        <label htmlFor={`${id}-video`}>Video</label>
        <Select
          id={`${id}-video`}
          value={value.video ?? ALL}
          onChange={(v: string) => set({ video: v === ALL ? undefined : (v as ApplicantFilterValues['video']) })}
          options={[{ value: ALL, label: 'All Profiles' }, ...APPLICANT_VIDEO_FILTERS.map((v) => ({ value: v, label: v }))]}
        />
      </div>
      <div className="td-applicant-filters__field td-applicant-filters__field--city">
        <label htmlFor={`${id}-city`}>Candidate city</label>
        {/*
         * Any city from the world-cities search rather than a list of this job's applicants' cities:
         * that list would mean reading every application of the job on each visit (jobs can have
         * thousands), and the search is the picker recruiters already know from the job wizard.
         * The server compares the picked name with each candidate's city.
         */}
        <CityPicker id={`${id}-city`} value={value.city ?? null} onChange={(city) => set({ city: city ?? undefined })} />
      </div>
      <div className="td-applicant-filters__field td-applicant-filters__field--reach">
        <label htmlFor={`${id}-reach`}>Location</label>
        <Select
          id={`${id}-reach`}
          value={value.reach ?? ALL}
          onChange={(v: string) => set({ reach: v === ALL ? undefined : (v as ReachFilter) })}
          options={[
            { value: ALL, label: 'Anywhere' },
            ...REACH_FILTER_NAMES.map((r) => ({ value: r, label: REACH_FILTER_LABELS[r] })),
          ]}
        />
      </div>
      <div className="td-applicant-filters__field">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <Select
          id={`${id}-sort`}
          value={value.sort ?? 'dateApplied'}
          onChange={(v) => set({ sort: v })}
          options={APPLICANT_SORTS.map((s) => ({ value: s, label: APPLICANT_SORT_LABELS[s] }))}
        />
      </div>
    </div>
  );
}
