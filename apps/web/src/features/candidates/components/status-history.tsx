import { APPLICATION_STATUS_LABELS, type ApplicationDetail } from '@talentdeck/shared';
import { formatMoment } from '#web/lib/format-moment';

/** Every status the application has had, newest first: what changed, who changed it, and when. */
export function StatusHistory({ history }: { history: ApplicationDetail['statusHistory'] }) {
  if (history.length === 0) return null;
  const newestFirst = [...history].reverse();
  return (
    <details className="td-status-history">
      <summary>Status history ({history.length})</summary>
      <ol>
        {newestFirst.map((h) => (
          <li key={`${h.changedAt}-${h.toStatus}`}>
            <span className="td-status-history__change">
              {h.fromStatus
                ? `${APPLICATION_STATUS_LABELS[h.fromStatus]} → ${APPLICATION_STATUS_LABELS[h.toStatus]}`
                : `Applied (${APPLICATION_STATUS_LABELS[h.toStatus]})`}
            </span>
            <span className="td-status-history__meta">
              {h.changedBy ?? (h.fromStatus ? 'Talentdeck' : 'The candidate')} ·{' '}
              <time dateTime={h.changedAt}>{formatMoment(h.changedAt)}</time>
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}
