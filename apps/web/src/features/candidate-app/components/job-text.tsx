import { type APPLICATION_STATUSES, type CandidateJob, placeText, salaryText } from '@talentdeck/shared';
import { Tag } from 'antd';
import dayjs from 'dayjs';

export const formatDay = (iso: string | null | undefined) => (iso ? dayjs(iso).format('D MMM YYYY') : '—');

/** "Lisbon, Portugal · On-site · Full time": a job's place and kind in one line. */
export const jobFacts = (job: Pick<CandidateJob, 'workType' | 'jobType' | 'city' | 'country'>) =>
  [...new Set([placeText(job), job.workType, job.jobType])].filter(Boolean).join(' · ');

/** The pay as the public job page writes it (the search answers currency and period as plain strings). */
export const jobSalary = (job: CandidateJob) => salaryText(job as unknown as Parameters<typeof salaryText>[0]);

type Status = (typeof APPLICATION_STATUSES)[number];

/** Tinted backgrounds with dark text, so every status label meets WCAG AA contrast. */
const STATUS_COLOURS: Record<Status, { background: string; border: string; color: string }> = {
  Awaiting: { background: '#f5f5f5', border: '#d9d9d9', color: '#434343' },
  Reviewed: { background: '#e6f4ff', border: '#91caff', color: '#0a4d99' },
  Contacted: { background: '#f9f0ff', border: '#d3adf7', color: '#531dab' },
  'Shortlist Candidate': { background: '#fffbe6', border: '#ffe58f', color: '#7c4a03' },
  Hired: { background: '#f6ffed', border: '#b7eb8f', color: '#236b04' },
  'On Hold': { background: '#fff1f0', border: '#ffa39e', color: '#a8071a' },
};

/** The candidate-facing name of a status: the recruiters' "Shortlist Candidate" reads "Shortlisted". */
export const statusLabel = (status: Status) => (status === 'Shortlist Candidate' ? 'Shortlisted' : status);

export function ApplicationStatusTag({ status }: { status: Status }) {
  const c = STATUS_COLOURS[status];
  return (
    <Tag style={{ background: c.background, borderColor: c.border, color: c.color, marginInlineEnd: 0 }}>
      {statusLabel(status)}
    </Tag>
  );
}
