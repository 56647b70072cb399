import { DownloadOutlined, FileSearchOutlined } from '@ant-design/icons';
import {
  AUDIT_ACTION_NAMES,
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPE_NAMES,
  AUDIT_ENTITY_TYPES,
  type AuditAction,
  type AuditEntityType,
  type AuditEntry,
} from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Input, Select, Table, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { EmptyState } from '#web/components/empty-state';
import { LoadError } from '#web/components/load-error';
import { errorMessage } from '#web/lib/api';
import { downloadText } from '#web/lib/download';
import { formatMoment } from '#web/lib/format-moment';
import { type AuditFilters, type AuditScope, auditLogQuery, getWholeAuditLog } from '../api/audit-log';
import { auditCsv } from './audit-csv';
import './audit-log.css';

const PAGE_SIZE = 20;

const actionOptions = AUDIT_ACTION_NAMES.map((a) => ({ value: a, label: AUDIT_ACTIONS[a] }));
const entityOptions = AUDIT_ENTITY_TYPE_NAMES.map((t) => ({ value: t, label: AUDIT_ENTITY_TYPES[t] }));

const detailsText = (e: AuditEntry) =>
  Object.entries(e.details)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');

type AuditLogProps = {
  scope: AuditScope;
  /** The people a company's log can be filtered by; none for the administrators' log. */
  people?: { userId: string; name: string }[];
};

/** The audit log: filters by person, action, record and days, a page of entries, and the CSV of the filtered log. */
export function AuditLog({ scope, people }: AuditLogProps) {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const log = useQuery(auditLogQuery(scope, { filters, page, pageSize: PAGE_SIZE }));
  const [exporting, setExporting] = useState(false);
  const { message } = App.useApp();
  const ids = { person: useId(), action: useId(), record: useId(), from: useId(), to: useId() };

  const change = (next: Partial<AuditFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const filtered = Object.values(filters).some(Boolean);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const entries = await getWholeAuditLog(scope, filters);
      downloadText(auditCsv(entries), `audit-log-${new Date().toISOString().slice(0, 10)}.csv`, 'text/csv;charset=utf-8');
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<AuditEntry> = [
    { title: 'When', key: 'when', render: (_, e) => formatMoment(e.createdAt) },
    { title: 'Person', dataIndex: 'actorName', key: 'person' },
    { title: 'Action', key: 'action', render: (_, e) => AUDIT_ACTIONS[e.action] },
    {
      title: 'Record',
      key: 'record',
      render: (_, e) =>
        e.entityType ? (
          <span className="td-audit__record">
            {AUDIT_ENTITY_TYPES[e.entityType]}
            {e.entityId ? <code title={e.entityId}>{e.entityId.slice(0, 8)}</code> : null}
          </span>
        ) : (
          '—'
        ),
    },
    { title: 'Details', key: 'details', responsive: ['md'], render: (_, e) => detailsText(e) || '—' },
    {
      title: 'Address',
      key: 'address',
      responsive: ['lg'],
      render: (_, e) =>
        e.addressHash ? <code title="A keyed hash of the address, not the address">{e.addressHash.slice(0, 8)}</code> : '—',
    },
  ];

  return (
    <div className="td-audit">
      <search className="td-audit__filters" aria-label="Filter the audit log">
        {people ? (
          <div className="td-audit__filter">
            <label htmlFor={ids.person}>Person</label>
            <Select
              id={ids.person}
              allowClear
              placeholder="Anyone"
              value={filters.actorUserId}
              onChange={(actorUserId?: string) => change({ actorUserId })}
              options={people.map((p) => ({ value: p.userId, label: p.name }))}
            />
          </div>
        ) : null}
        <div className="td-audit__filter">
          <label htmlFor={ids.action}>Action</label>
          <Select
            id={ids.action}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Any action"
            value={filters.action}
            onChange={(action?: AuditAction) => change({ action })}
            options={actionOptions}
          />
        </div>
        <div className="td-audit__filter">
          <label htmlFor={ids.record}>Record</label>
          <Select
            id={ids.record}
            allowClear
            placeholder="Any record"
            value={filters.entityType}
            onChange={(entityType?: AuditEntityType) => change({ entityType })}
            options={entityOptions}
          />
        </div>
        <div className="td-audit__filter">
          <label htmlFor={ids.from}>From</label>
          <Input
            id={ids.from}
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(e) => change({ from: e.target.value || undefined })}
          />
        </div>
        <div className="td-audit__filter">
          <label htmlFor={ids.to}>To</label>
          <Input
            id={ids.to}
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(e) => change({ to: e.target.value || undefined })}
          />
        </div>
        <div className="td-audit__actions">
          {filtered ? (
            <Button
              onClick={() =>
                change({ actorUserId: undefined, action: undefined, entityType: undefined, from: undefined, to: undefined })
              }
            >
              Clear filters
            </Button>
          ) : null}
          <Button icon={<DownloadOutlined />} loading={exporting} disabled={!log.data?.total} onClick={() => void exportCsv()}>
            Export CSV
          </Button>
        </div>
      </search>
      {log.isError ? (
        <LoadError query={log} />
      ) : !log.isPending && log.data.total === 0 ? (
        <EmptyState
          icon={<FileSearchOutlined />}
          text={filtered ? 'No entry matches these filters.' : 'Nothing has been recorded yet.'}
        />
      ) : (
        <Table<AuditEntry>
          rowKey="id"
          loading={log.isFetching}
          columns={columns}
          dataSource={log.data?.entries ?? []}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: log.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
            showTotal: (total) => `${total} ${total === 1 ? 'entry' : 'entries'}`,
          }}
        />
      )}
    </div>
  );
}
