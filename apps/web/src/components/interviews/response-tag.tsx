import { Tag } from 'antd';

/** Tinted backgrounds with dark text (WCAG AA), as ApplicationStatusTag: the label carries the meaning. */
const COLOURS = {
  accept: { background: '#f6ffed', border: '#b7eb8f', color: '#236b04' },
  decline: { background: '#fff1f0', border: '#ffa39e', color: '#a8071a' },
  pending: { background: '#f5f5f5', border: '#d9d9d9', color: '#434343' },
} as const;

/** The candidate's answer to an interview invitation; `label` overrides the recruiter's wording. */
export function ResponseTag({ response, label }: { response: 'accept' | 'decline' | null; label?: string }) {
  const c = COLOURS[response ?? 'pending'];
  const text = label ?? (response === 'accept' ? 'Accepted' : response === 'decline' ? 'Declined' : 'Pending');
  return <Tag style={{ background: c.background, borderColor: c.border, color: c.color }}>{text}</Tag>;
}
