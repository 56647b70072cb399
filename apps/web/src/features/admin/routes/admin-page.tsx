import { Tabs } from 'antd';
import { PageTitle } from '../../../components/page-title';
import { AdminBilling } from '../../billing/components/admin-billing';
import { AdminTaxonomy } from '../../taxonomy/components/admin-taxonomy';
import { AdminCompanies } from '../components/admin-companies';

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
