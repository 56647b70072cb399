import { Tabs } from 'antd';
import { PageTitle } from '#web/components/page-title';
import { AdminCompanies } from '#web/features/admin/components/admin-companies';
import { AuditLog } from '#web/features/audit/components/audit-log';
import { AdminBilling } from '#web/features/billing/components/admin-billing';
import { AdminTaxonomy } from '#web/features/taxonomy/components/admin-taxonomy';

/** Platform administration: one tab per area an administrator manages. */
export function AdminPage() {
  return (
    <>
      <PageTitle>Administration</PageTitle>
      <Tabs
        defaultActiveKey="companies"
        items={[
          { key: 'companies', label: 'Companies', children: <AdminCompanies /> },
          { key: 'billing', label: 'Packages and promo codes', children: <AdminBilling /> },
          { key: 'taxonomy', label: 'Industries and skills', children: <AdminTaxonomy /> },
          { key: 'audit', label: 'Audit log', children: <AuditLog scope={{ kind: 'platform' }} /> },
        ]}
      />
    </>
  );
}
