import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditEntry } from '@talentdeck/shared';

/** A CSV field: quoted when it holds a quote, a comma or a line break; a leading =, +, - or @ is neutralised for spreadsheets. */
function field(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const HEADER = [
  'Time (UTC)',
  'Person',
  'Person id',
  'Kind',
  'Action',
  'Action code',
  'Record',
  'Record id',
  'Address hash',
  'Details',
];

/** The entries as CSV, one row each, times in UTC (ISO 8601) so that any spreadsheet reads them the same. */
export function auditCsv(entries: AuditEntry[]): string {
  const rows = entries.map((e) => [
    e.createdAt,
    e.actorName,
    e.actorUserId ?? '',
    e.actorType,
    AUDIT_ACTIONS[e.action],
    e.action,
    e.entityType ? AUDIT_ENTITY_TYPES[e.entityType] : '',
    e.entityId ?? '',
    e.addressHash ?? '',
    Object.entries(e.details)
      .map(([k, v]) => `${k}=${v}`)
      .join('; '),
  ]);
  return `${[HEADER, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
