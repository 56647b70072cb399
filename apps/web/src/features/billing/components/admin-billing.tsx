import { Tabs } from 'antd';
import { AdminPackages } from './admin-packages';
import { AdminPromos } from './admin-promos';
import './billing.css';

/** The billing part of /admin: packages and promo codes, one tab each. */
export function AdminBilling() {
  return (
    <Tabs
      items={[
        { key: 'packages', label: 'Packages', children: <AdminPackages /> },
        { key: 'promos', label: 'Promo codes', children: <AdminPromos /> },
      ]}
    />
  );
}
