import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '#web/components/empty-state';
import { PageTitle } from '#web/components/page-title';
import { collaboratorsQuery } from '#web/lib/company-team';
import { meQuery } from '#web/lib/session';
import { AuditLog } from '../components/audit-log';

/** The company's audit log, in settings: its owner's alone. */
export function AuditLogPage() {
  const me = useQuery(meQuery).data;
  const companyId = me?.id ?? undefined;
  const team = useQuery(collaboratorsQuery(me?.isOwner ? companyId : undefined));
  const people = me
    ? [{ userId: me.userId, name: 'You' }, ...(team.data ?? []).map((c) => ({ userId: c.userId, name: c.name }))]
    : [];
  return (
    <>
      <PageTitle subtitle="Who did what in this company's account, and when. Entries cannot be changed or deleted.">
        Audit Log
      </PageTitle>
      {me?.isOwner && companyId ? (
        <AuditLog scope={{ kind: 'company', companyId }} people={people} />
      ) : (
        <EmptyState text="Only the company's owner can read its audit log." />
      )}
    </>
  );
}
