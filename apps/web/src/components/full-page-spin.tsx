import { Spin } from 'antd';

/** Shown while the session or a page's code loads, so no wrong page flashes in the meantime. */
export function FullPageSpin({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="td-full-page-spin" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="td-visually-hidden">{label}</span>
    </div>
  );
}
