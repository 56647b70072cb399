import { Tag } from 'antd';

/** Job status colours of the specification: Draft grey, Published green, Completed light blue, Paused red. */
export const STATUS_COLOURS: Record<string, string> = {
  Draft: 'default',
  Published: 'green',
  Completed: 'cyan',
  Paused: 'red',
};

export function StatusTag({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  return (
    <Tag color={STATUS_COLOURS[status] ?? 'default'} variant="outlined">
      {status}
    </Tag>
  );
}
