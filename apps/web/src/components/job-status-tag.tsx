import { Tag } from 'antd';

/**
 * Job status colours of the specification: Draft grey, Published green, Completed light blue,
 * Paused red — as tinted backgrounds with dark text, so every label meets WCAG AA contrast.
 */
export const STATUS_COLOURS: Record<string, { background: string; border: string; color: string }> = {
  Draft: { background: '#f5f5f5', border: '#d9d9d9', color: '#434343' },
  Published: { background: '#f6ffed', border: '#b7eb8f', color: '#236b04' },
  Completed: { background: '#e6f4ff', border: '#91caff', color: '#0a4d99' },
  Paused: { background: '#fff1f0', border: '#ffa39e', color: '#a8071a' },
};

export function StatusTag({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  const c = STATUS_COLOURS[status] ?? STATUS_COLOURS.Draft;
  return <Tag style={{ background: c?.background, borderColor: c?.border, color: c?.color }}>{status}</Tag>;
}
