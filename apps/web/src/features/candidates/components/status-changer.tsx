import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '@talentdeck/shared';
import { Alert, Select } from 'antd';
import { useId } from 'react';
import { errorMessage } from '#web/lib/api';
import { type ApplicationStatus, useSetApplicationStatus } from '../api/application';

/**
 * The application's status, changed at once. While the call runs the select shows the choice and
 * is busy; afterwards it shows what the server answered, so a failure puts the previous status
 * back and says why.
 */
export function StatusChanger({ applicationId, status }: { applicationId: string; status: ApplicationStatus }) {
  const id = useId();
  const change = useSetApplicationStatus();
  const shown = change.isPending ? change.variables.applicationStatus : status;
  return (
    <div className="td-status-changer">
      <label htmlFor={`${id}-status`}>Application status</label>
      <Select<ApplicationStatus>
        id={`${id}-status`}
        value={shown}
        loading={change.isPending}
        disabled={change.isPending}
        style={{ minWidth: 180 }}
        aria-describedby={change.isError ? `${id}-error` : undefined}
        onChange={(applicationStatus) => {
          if (applicationStatus !== status) change.mutate({ applicationId, applicationStatus });
        }}
        options={APPLICATION_STATUSES.map((s) => ({ value: s, label: APPLICATION_STATUS_LABELS[s] }))}
      />
      {change.isError ? (
        <Alert
          id={`${id}-error`}
          type="error"
          showIcon
          role="alert"
          title={`The status was not changed: ${errorMessage(change.error)}`}
          closable
          onClose={() => change.reset()}
        />
      ) : null}
    </div>
  );
}
