import type { AuditEntry } from '@talentdeck/shared';
import { describe, expect, it } from 'vitest';
import { auditCsv } from './audit-csv';

const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: '5d1c6a3e-4a57-4f43-9f3c-6f0b2b9d7a10',
  createdAt: '2026-11-29T09:30:00.000Z',
  actorUserId: '0b7e2f3c-1111-4f43-9f3c-6f0b2b9d7a10',
  actorName: 'Olga Owner',
  actorType: 'Company',
  action: 'application.status_changed',
  entityType: 'application',
  entityId: 'a1',
  addressHash: 'abc',
  details: { applicationStatus: 'Hired' },
  ...over,
});

describe('the audit log as CSV', () => {
  it('writes a header and one row per entry, with labels and codes', () => {
    const lines = auditCsv([entry()]).split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Person,Person id,Kind,Action,Action code,Record,Record id,Address hash,Details');
    expect(lines[1]).toBe(
      "2026-11-29T09:30:00.000Z,Olga Owner,0b7e2f3c-1111-4f43-9f3c-6f0b2b9d7a10,Company,Changed an application's status,application.status_changed,Application,a1,abc,applicationStatus=Hired",
    );
    expect(lines[2]).toBe('');
  });

  it('quotes commas and quotes, and keeps a name from running as a spreadsheet formula', () => {
    const [, row] = auditCsv([entry({ actorName: '=HYPERLINK("x"), Inc' })]).split('\r\n');
    expect(row).toContain(`"'=HYPERLINK(""x""), Inc"`);
  });
});
