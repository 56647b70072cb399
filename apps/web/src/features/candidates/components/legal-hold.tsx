import { useQuery } from '@tanstack/react-query';
import { Alert, Switch, Tag } from 'antd';
import { useId } from 'react';
import { errorMessage } from '#web/lib/api';
import { meQuery } from '#web/lib/session';
import { useSetLegalHold } from '../api/legal-hold';
import './legal-hold.css';

/**
 * An application's legal hold (docs/PRIVACY.md): while it is set, the retention run leaves the
 * application as it is. The owner sets and lifts it; the team sees that it is held.
 */
export function LegalHold({ applicationId, legalHold }: { applicationId: string; legalHold: boolean }) {
  const me = useQuery(meQuery).data;
  const change = useSetLegalHold(me?.id ?? undefined, applicationId);
  const labelId = useId();
  if (!me?.isOwner) return legalHold ? <Tag color="gold">On legal hold</Tag> : null;
  const on = change.isPending ? Boolean(change.variables) : legalHold;
  return (
    <span className="td-legal-hold">
      <Switch
        size="small"
        checked={on}
        loading={change.isPending}
        onChange={(value) => change.mutate(value)}
        aria-labelledby={labelId}
      />
      <span id={labelId}>Legal hold</span>
      {/* Said, not only switched: what the hold does, and that it took. */}
      <span className="td-legal-hold__note" aria-live="polite">
        {on ? 'Held: data retention leaves this application as it is' : 'Data retention applies'}
      </span>
      {change.isError ? <Alert type="error" showIcon title={errorMessage(change.error)} /> : null}
    </span>
  );
}
