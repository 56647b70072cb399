import { Spin } from 'antd';

/**
 * antd's spinner in a status region named for what loads. The name is on the region, not on the
 * spinner: its element has no role, so a label there is an attribute assistive technology may not
 * read (axe: aria-prohibited-attr).
 */
export function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="td-loading">
      <Spin />
      <span className="td-visually-hidden">{label}</span>
    </div>
  );
}
