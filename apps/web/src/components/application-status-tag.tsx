import { APPLICATION_STATUS_LABELS, type APPLICATION_STATUSES } from '@talentdeck/shared';
import { Tag } from 'antd';

type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Tinted backgrounds with dark text (WCAG AA); the label says the status, the colour only echoes it. */
const COLOURS: Record<ApplicationStatus, { background: string; border: string; color: string }> = {
  Awaiting: { background: '#fff7e6', border: '#ffd591', color: '#8a3a00' },
  Reviewed: { background: '#e6f4ff', border: '#91caff', color: '#0a4d99' },
  Contacted: { background: '#f9f0ff', border: '#d3adf7', color: '#531dab' },
  'Shortlist Candidate': { background: '#e6fffb', border: '#87e8de', color: '#00474f' },
  Hired: { background: '#f6ffed', border: '#b7eb8f', color: '#236b04' },
  'On Hold': { background: '#f5f5f5', border: '#d9d9d9', color: '#434343' },
};

/** An application's status as the specification shows it (Shortlist Candidate reads Shortlisted). */
export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  const c = COLOURS[status];
  return (
    <Tag style={{ background: c.background, borderColor: c.border, color: c.color, marginInlineEnd: 0 }}>
      {APPLICATION_STATUS_LABELS[status]}
    </Tag>
  );
}
