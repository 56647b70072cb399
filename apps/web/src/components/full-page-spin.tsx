/**
 * Shown while the session or a page's code loads, so no wrong page flashes in the meantime.
 * A CSS spinner rather than antd's Spin: it sits on every first load, within the /signin budget.
 */
export function FullPageSpin({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="td-full-page-spin" role="status" aria-live="polite">
      <span className="td-spinner" aria-hidden="true" />
      <span className="td-visually-hidden">{label}</span>
    </div>
  );
}
