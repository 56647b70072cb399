import { Tabs } from 'antd';
import { PageTitle } from '../components/page-title';
import { AdminCompanies } from '../features/admin/components/admin-companies';
import { AdminBilling } from '../features/billing/components/admin-billing';
import { AdminTaxonomy } from '../features/taxonomy/components/admin-taxonomy';

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
        ]}
      />
    </>
  );
}
