import { PRIVACY_MESSAGES, RETENTION_MONTHS, RETENTION_NOTICE_DAYS } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, InputNumber, Skeleton } from 'antd';
import { useEffect, useId, useState } from 'react';
import { FormAlert } from '#web/components/form-alert';
import { LoadError } from '#web/components/load-error';
import { PageTitle } from '#web/components/page-title';
import { errorMessage } from '#web/lib/api';
import { meQuery } from '#web/lib/session';
import { privacySettingsQuery, useUpdatePrivacySettings } from '../api/privacy';
import './privacy.css';

const inRange = (months: number | null): months is number =>
  months !== null && Number.isInteger(months) && months >= RETENTION_MONTHS.min && months <= RETENTION_MONTHS.max;

/**
 * /profilesettings/data-retention: how long the company keeps applicants' data after the job closes
 * or the last activity. Every member reads it; the owner changes it (docs/PRIVACY.md).
 */
export function DataRetentionPage() {
  const me = useQuery(meQuery).data;
  const companyId = me?.id ?? undefined;
  const settings = useQuery(privacySettingsQuery(companyId));
  const update = useUpdatePrivacySettings(companyId);
  const [months, setMonths] = useState<number | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const inputId = useId();
  useEffect(() => {
    if (settings.data) setMonths(settings.data.retentionMonths);
  }, [settings.data]);

  const owner = Boolean(me?.isOwner);
  const invalid = months !== null && !inRange(months);
  const save = () => {
    if (!inRange(months)) return;
    setSaved(null);
    update.mutate({ retentionMonths: months }, { onSuccess: () => setSaved('Saved: the retention run uses it from today.') });
  };

  return (
    <>
      <PageTitle subtitle="How long applicants' data is kept, and what happens then.">Data Retention</PageTitle>
      {settings.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : settings.isError ? (
        <LoadError query={settings} />
      ) : (
        <div className="td-narrow-form">
          <p>
            Talentdeck anonymises an application once this period has passed since the job closed or since the last activity on it
            (a status change, a message, an interview), whichever is later. The candidate is told {RETENTION_NOTICE_DAYS} days
            before and can ask to keep their data. An application on legal hold is never anonymised.
          </p>
          <p>
            Local norms differ: in Germany about 6 months after the decision is usual; many companies elsewhere keep applicants 12
            to 24 months to consider them for other roles.
          </p>
          <FormAlert message={saved} type="success" onClose={() => setSaved(null)} />
          {update.isError ? (
            <Alert type="error" showIcon title={errorMessage(update.error)} closable onClose={() => update.reset()} />
          ) : null}
          <form
            className="td-retention-form"
            onSubmit={(event) => {
              event.preventDefault();
              save();
            }}
          >
            <label htmlFor={inputId}>Keep applicants' data for (months)</label>
            <InputNumber
              id={inputId}
              // No min and max here: the field would clamp 5 to 6 on leaving it, and save what was
              // not typed. Out of range, it says so and Save waits.
              value={months}
              onChange={(value) => {
                setMonths(value);
                setSaved(null);
              }}
              disabled={!owner || update.isPending}
              status={invalid ? 'error' : undefined}
              aria-describedby={`${inputId}-help`}
              aria-invalid={invalid}
            />
            <p id={`${inputId}-help`} className={invalid ? 'td-retention-form__error' : 'td-retention-form__help'}>
              {!owner
                ? "Only the company's owner can change this."
                : invalid
                  ? PRIVACY_MESSAGES.retentionRange
                  : `Between ${RETENTION_MONTHS.min} and ${RETENTION_MONTHS.max} months.`}
            </p>
            {owner ? (
              <Button type="primary" htmlType="submit" loading={update.isPending} disabled={invalid || months === null}>
                Save
              </Button>
            ) : null}
          </form>
        </div>
      )}
    </>
  );
}
