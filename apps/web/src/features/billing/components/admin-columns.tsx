import { Button } from 'antd';
import { StatusTag } from '#web/components/status-tag';

/** Whether an entry is on offer, as the administration tables show it. */
export const ActiveTag = ({ active }: { active: boolean }) =>
  active ? <StatusTag tone="ok">Active</StatusTag> : <StatusTag tone="neutral">Inactive</StatusTag>;

/** The last column of an administration table: opens the entry's edit dialog. */
export function editColumn<T>(open: (row: T) => void, nameOf: (row: T) => string) {
  return {
    title: 'Actions',
    key: 'actions',
    render: (_: unknown, row: T) => (
      <Button size="small" onClick={() => open(row)} aria-label={`Edit ${nameOf(row)}`}>
        Edit
      </Button>
    ),
  };
}
