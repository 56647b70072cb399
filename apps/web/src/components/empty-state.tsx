import type { ReactNode } from 'react';

type EmptyStateProps = { text: string; action?: ReactNode; icon?: ReactNode };

/** The specification's empty texts ('You haven't posted any job yet', ...) all look alike. */
export function EmptyState({ text, action, icon }: EmptyStateProps) {
  return (
    <div className="td-empty-state">
      {icon ? (
        <div className="td-empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <p className="td-empty-state__text">{text}</p>
      {action}
    </div>
  );
}
